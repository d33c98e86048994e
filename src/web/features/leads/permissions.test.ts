import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.ts';
import { leadPermissions } from './permissions.ts';

const member = (role: Role, isOwner = false) => ({ companyId: 'c1', role, isOwner });

describe('leadPermissions', () => {
  it('follows the spec table for each role', () => {
    const all = { canWrite: true, canDelete: true, canChangeStatus: true, canAssign: true };
    expect(leadPermissions(member('service_provider'))).toEqual(all);
    expect(leadPermissions(member('admin'))).toEqual(all);
    expect(leadPermissions(member('field_team'))).toEqual({
      canWrite: false,
      canDelete: false,
      canChangeStatus: false,
      canAssign: false,
    });
    expect(leadPermissions(member('client')).canWrite).toBe(false);
  });

  it('lets partners write but neither delete, change a status nor assign', () => {
    expect(leadPermissions(member('partner'))).toEqual({
      canWrite: true,
      canDelete: false,
      canChangeStatus: false,
      canAssign: false,
    });
  });

  it('gives nothing outside a company', () => {
    expect(leadPermissions(null).canWrite).toBe(false);
    expect(leadPermissions({ companyId: null, role: 'admin', isOwner: false }).canWrite).toBe(false);
  });
});
