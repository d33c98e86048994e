import { managesJobs } from '../../../shared/jobs.ts';
import { can } from '../../../shared/permissions.ts';
import type { Me } from '../../lib/session.ts';
import { useSession } from '../../lib/session.ts';

export interface CalendarPermissions {
  /** Create, edit, move and delete tasks: members who write jobs (spec section 6). */
  writeTasks: boolean;
  /** Move jobs on the calendar (their schedule): members who manage jobs. */
  moveJobs: boolean;
}

export function calendarPermissions(membership: Me['membership'] | null | undefined): CalendarPermissions {
  if (!membership?.companyId) return { writeTasks: false, moveJobs: false };
  const { role, isOwner } = membership;
  return { writeTasks: can(role, 'jobs', 'write', isOwner), moveJobs: managesJobs(role, isOwner) };
}

export function useCalendarPermissions(): CalendarPermissions {
  const session = useSession();
  return calendarPermissions(session.status === 'signed-in' ? session.me.membership : null);
}
