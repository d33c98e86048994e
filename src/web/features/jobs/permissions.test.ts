import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.ts';
import { jobPermissions } from './permissions.ts';

const ME = 'me';
const member = (role: Role, isOwner = false) => ({
  user: { id: ME, email: 'me@example.com', name: 'Me' },
  membership: { companyId: 'c1', role, isOwner },
});
const mine = { userId: ME };
const someoneElses = { userId: 'someone-else' };

describe('jobPermissions', () => {
  it('lets service providers and admins do everything, every field and any delete included', () => {
    for (const role of ['service_provider', 'admin'] as const) {
      const p = jobPermissions(member(role));
      expect(p).toMatchObject({ canWrite: true, canDelete: true, manages: true });
      expect(p.fields).toEqual(['totalCents', 'materialsCostCents', 'laborCostCents', 'notes']);
      expect(p.canConvertLeads).toBe(true);
      expect(p.statuses).toEqual(['pending', 'in_progress', 'completed', 'cancelled']);
      expect(p.canDeleteRecord(someoneElses)).toBe(true);
      expect(p.canDeleteRecord({ userId: null })).toBe(true);
    }
  });

  it('lets field crews work on jobs without amounts, management, deletion or conversion; they delete only their own photos and events', () => {
    const p = jobPermissions(member('field_team'));
    expect(p).toMatchObject({ canWrite: true, canDelete: false, manages: false });
    expect(p.fields).toEqual(['notes']);
    expect(p.canConvertLeads).toBe(false);
    expect(p.statuses).toEqual(['in_progress', 'completed']);
    expect(p.canDeleteRecord(mine)).toBe(true);
    expect(p.canDeleteRecord(someoneElses)).toBe(false);
    expect(p.canDeleteRecord({ userId: null })).toBe(false);
  });

  it('gives clients and partners read only, with the total but no costs or notes', () => {
    for (const role of ['client', 'partner'] as const) {
      const p = jobPermissions(member(role));
      expect(p).toMatchObject({ canWrite: false, canDelete: false, manages: false, canConvertLeads: false });
      expect(p.fields).toEqual(['totalCents']);
      expect(p.statuses).toEqual([]);
      expect(p.canDeleteRecord(mine)).toBe(false);
    }
  });

  it('gives a field crew owner of the company every field and any delete', () => {
    const p = jobPermissions(member('field_team', true));
    expect(p.fields).toEqual(['totalCents', 'materialsCostCents', 'laborCostCents', 'notes']);
    expect(p.canDeleteRecord(someoneElses)).toBe(true);
  });

  it('gives nothing outside a company', () => {
    expect(jobPermissions(null).canWrite).toBe(false);
    const loner = {
      user: member('admin').user,
      membership: { companyId: null, role: 'admin' as const, isOwner: false },
    };
    expect(jobPermissions(loner).manages).toBe(false);
    expect(jobPermissions(loner).canDeleteRecord(mine)).toBe(false);
  });
});
