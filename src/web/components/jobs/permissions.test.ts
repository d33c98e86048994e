import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.ts';
import { jobPermissions } from './permissions.ts';

const member = (role: Role, isOwner = false) => ({ companyId: 'c1', role, isOwner });

describe('jobPermissions', () => {
  it('lets service providers and admins do everything, amounts included', () => {
    for (const role of ['service_provider', 'admin'] as const) {
      const p = jobPermissions(member(role));
      expect(p).toMatchObject({ canWrite: true, canDelete: true, manages: true, canSeeAmounts: true });
      expect(p.canConvertLeads).toBe(true);
      expect(p.statuses).toEqual(['pending', 'in_progress', 'completed', 'cancelled']);
    }
  });

  it('lets field crews work on jobs without amounts, management, deletion or conversion', () => {
    const p = jobPermissions(member('field_team'));
    expect(p).toMatchObject({ canWrite: true, canDelete: false, manages: false, canSeeAmounts: false });
    expect(p.canConvertLeads).toBe(false);
    expect(p.statuses).toEqual(['in_progress', 'completed']);
  });

  it('gives clients and partners read only', () => {
    for (const role of ['client', 'partner'] as const) {
      const p = jobPermissions(member(role));
      expect(p).toMatchObject({ canWrite: false, canDelete: false, manages: false, canConvertLeads: false });
      expect(p.statuses).toEqual([]);
    }
  });

  it('gives nothing outside a company', () => {
    expect(jobPermissions(null).canWrite).toBe(false);
    expect(jobPermissions({ companyId: null, role: 'admin', isOwner: false }).manages).toBe(false);
  });
});
