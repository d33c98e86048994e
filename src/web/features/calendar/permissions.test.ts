import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles.ts';
import { calendarPermissions } from './permissions.ts';

const member = (role: Role, isOwner = false) => ({ companyId: 'c1', role, isOwner });

describe('calendarPermissions', () => {
  it('lets managers move jobs and write tasks', () => {
    expect(calendarPermissions(member('service_provider'))).toEqual({ writeTasks: true, moveJobs: true });
    expect(calendarPermissions(member('admin'))).toEqual({ writeTasks: true, moveJobs: true });
  });

  it('lets field crews write tasks but not move jobs', () => {
    expect(calendarPermissions(member('field_team'))).toEqual({ writeTasks: true, moveJobs: false });
  });

  it('leaves clients and partners read-only, and an owner manages whatever the role', () => {
    expect(calendarPermissions(member('client'))).toEqual({ writeTasks: false, moveJobs: false });
    expect(calendarPermissions(member('partner'))).toEqual({ writeTasks: false, moveJobs: false });
    expect(calendarPermissions(member('field_team', true)).moveJobs).toBe(true);
    expect(calendarPermissions(null)).toEqual({ writeTasks: false, moveJobs: false });
  });
});
