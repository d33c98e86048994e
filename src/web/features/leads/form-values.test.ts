import { describe, expect, it } from 'vitest';
import { createLeadInput } from '../../../shared/lead-inputs.ts';
import type { Lead } from './api.ts';
import { duplicateQuery, formValuesOf } from './form-values.ts';

const lead: Lead = {
  id: '5b1c0e64-8a4e-4d0e-9d5e-2a0f6a3b7c11',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: null,
  address: '1 Main St',
  source: 'quiz',
  flooringType: 'tile',
  status: 'contacted',
  budgetRange: '10k_25k',
  squareFeet: 850,
  rooms: null,
  timeline: 'asap',
  notes: null,
  nextFollowUpOn: '2025-04-01',
  assignedTo: 'user-1',
  assigneeName: 'Bob',
  referrerId: null,
  referrerName: null,
  jobId: null,
  userId: 'user-2',
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
};

describe('formValuesOf', () => {
  it('starts a new lead empty, added by hand', () => {
    const values = formValuesOf();
    expect(values.source).toBe('manual');
    expect(Object.entries(values).filter(([k, v]) => k !== 'source' && v !== '')).toEqual([]);
  });

  it("holds an existing lead's values as text, none as ''", () => {
    const values = formValuesOf(lead);
    expect(values).toMatchObject({ name: 'Ana Souza', phone: '', squareFeet: '850', rooms: '', assignedTo: 'user-1' });
  });

  it('parses back through the shared schema to the same lead fields', () => {
    const parsed = createLeadInput.parse(formValuesOf(lead));
    expect(parsed).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: null,
      flooringType: 'tile',
      budgetRange: '10k_25k',
      squareFeet: 850,
      rooms: null,
      nextFollowUpOn: '2025-04-01',
      assignedTo: 'user-1',
    });
  });
});

describe('duplicateQuery', () => {
  it('asks only once the e-mail or the phone is complete', () => {
    expect(duplicateQuery('', '')).toBeNull();
    expect(duplicateQuery('ana@exa', '55')).toBeNull();
    expect(duplicateQuery(' Ana@Example.com ', '55')).toEqual({ email: 'ana@example.com' });
    expect(duplicateQuery('ana@', '(555) 123-4567')).toEqual({ phone: '(555) 123-4567' });
    expect(duplicateQuery('ana@example.com', '+1 555 123 4567')).toEqual({
      email: 'ana@example.com',
      phone: '+1 555 123 4567',
    });
  });
});
