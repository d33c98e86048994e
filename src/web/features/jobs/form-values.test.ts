import { describe, expect, it } from 'vitest';
import '../../../shared/validation.ts';
import { createJobInput } from '../../../shared/job-inputs.ts';
import type { Job } from './api.ts';
import { fromLocalInput, jobFormValuesOf, jobInputOf, toLocalInput } from './form-values.ts';

const job = (over: Partial<Job> = {}): Job => ({
  id: 'j1',
  userId: 'u1',
  leadId: null,
  clientId: null,
  clientName: 'Ana Souza',
  clientEmail: 'ana@example.com',
  clientPhone: '555-0100',
  title: 'Kitchen hardwood',
  description: null,
  address: '1 Main St',
  serviceType: 'hardwood',
  status: 'pending',
  projectStage: 'project_start',
  progressPercentage: 0,
  totalCents: 125_050,
  materialsCostCents: 40_000,
  laborCostCents: null,
  hiddenFields: [],
  squareFeet: 320,
  startDate: '2026-03-02',
  endDate: null,
  scheduledStart: '2026-03-02T13:30:00.000Z',
  scheduledEnd: null,
  notes: null,
  crew: [{ userId: 'c1', name: 'Crew One' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('datetime-local conversion', () => {
  it('round-trips an instant through the local wall time', () => {
    const iso = '2026-03-02T13:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
  });

  it('reads a local value as the browser time zone, with an offset the schema accepts', () => {
    const iso = fromLocalInput('2026-03-02T08:00');
    expect(iso).toBe(new Date(2026, 2, 2, 8, 0).toISOString());
    expect(iso).toMatch(/Z$/);
  });

  it('blank is null; nonsense passes through for the schema to refuse; bad instants show blank', () => {
    expect(fromLocalInput('  ')).toBeNull();
    expect(fromLocalInput('soon')).toBe('soon');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});

describe('jobFormValuesOf', () => {
  it('starts empty for a new job', () => {
    const values = jobFormValuesOf();
    expect(values.title).toBe('');
    expect(values.crewIds).toEqual([]);
    expect(values.scheduledStart).toBe('');
  });

  it("holds a job's values as text, the crew as ids", () => {
    const values = jobFormValuesOf(job());
    expect(values).toMatchObject({
      title: 'Kitchen hardwood',
      clientName: 'Ana Souza',
      totalCents: '1250.50',
      materialsCostCents: '400.00',
      laborCostCents: '',
      squareFeet: '320',
      startDate: '2026-03-02',
      crewIds: ['c1'],
    });
    expect(values.scheduledStart).toBe(toLocalInput('2026-03-02T13:30:00.000Z'));
  });

  it("leaves the contact fields blank when the client is a member (their account's data shows)", () => {
    const values = jobFormValuesOf(job({ clientId: 'client-1', clientName: 'Member Name' }));
    expect(values.clientId).toBe('client-1');
    expect(values.clientName).toBe('');
    expect(values.clientEmail).toBe('');
  });
});

describe('jobInputOf', () => {
  it('passes the schema with scheduled times as instants', () => {
    const values = { ...jobFormValuesOf(job()), scheduledEnd: '2026-03-02T18:00' };
    const parsed = createJobInput.safeParse(jobInputOf(values, { withAmounts: true }));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.scheduledEnd).toBe(new Date(2026, 2, 2, 18, 0).toISOString());
    expect(parsed.data?.totalCents).toBe(125_050);
    expect(parsed.data?.crewIds).toEqual(['c1']);
  });

  it('sends the dollars typed as whole cents, read exactly (no float maths)', () => {
    const values = { ...jobFormValuesOf(), title: 'Deck', laborCostCents: '' };
    const cents = (typed: string) =>
      createJobInput.parse(jobInputOf({ ...values, totalCents: typed }, { withAmounts: true })).totalCents;
    expect(cents('1,250.50')).toBe(125_050);
    expect(cents('$0.29')).toBe(29); // 0.29 × 100 is 28.999999999999996 in floating point
    expect(cents('80000000.10')).toBe(8_000_000_010);
    expect(jobInputOf(values, { withAmounts: true }).laborCostCents).toBeNull();
  });

  it('refuses what is not an amount, on its field', () => {
    for (const typed of ['abc', '12.345', '-5', '100000000.01']) {
      const parsed = createJobInput.safeParse(
        jobInputOf({ ...jobFormValuesOf(), title: 'Deck', materialsCostCents: typed }, { withAmounts: true }),
      );
      expect(parsed.success, typed).toBe(false);
      expect(parsed.error?.issues[0]?.path, typed).toEqual(['materialsCostCents']);
    }
  });

  it('refuses an end before the start, on scheduledEnd', () => {
    const values = { ...jobFormValuesOf(job()), scheduledStart: '2026-03-02T10:00', scheduledEnd: '2026-03-02T09:00' };
    const parsed = createJobInput.safeParse(jobInputOf(values, { withAmounts: true }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['scheduledEnd']);
  });

  it('clears the contact when a client member is chosen', () => {
    const input = jobInputOf({ ...jobFormValuesOf(job()), clientId: 'client-1' }, { withAmounts: true });
    expect(input).toMatchObject({ clientId: 'client-1', clientName: null, clientEmail: null, clientPhone: null });
  });

  it('sends no amounts for someone who may not see them', () => {
    const input = jobInputOf(jobFormValuesOf(job()), { withAmounts: false });
    expect(input).not.toHaveProperty('totalCents');
    expect(input).not.toHaveProperty('materialsCostCents');
    expect(input).not.toHaveProperty('laborCostCents');
    expect(input.title).toBe('Kitchen hardwood');
  });
});
