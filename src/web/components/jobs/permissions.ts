import { canSeeJobAmounts, CREW_STATUSES, JOB_STATUSES, managesJobs, type JobStatus } from '../../../shared/jobs.ts';
import { can } from '../../../shared/permissions.ts';
import type { Me } from '../../lib/session.ts';
import { useSession } from '../../lib/session.ts';

export interface JobPermissions {
  /** Moves stages, changes the status (field crews: only to in progress or completed), posts updates. */
  canWrite: boolean;
  canDelete: boolean;
  /** Creates jobs, edits their details and crew (owners, admins, service providers). */
  manages: boolean;
  /** Field crews see the work, not the money. */
  canSeeAmounts: boolean;
  /** The statuses the member may set (empty: none). */
  statuses: readonly JobStatus[];
  /** Turns a lead into a job: writes jobs and leads, and manages jobs. */
  canConvertLeads: boolean;
}

const NONE: JobPermissions = {
  canWrite: false,
  canDelete: false,
  manages: false,
  canSeeAmounts: false,
  statuses: [],
  canConvertLeads: false,
};

/** What the member may do with jobs (spec section 6), to show only the controls that work. */
export function jobPermissions(membership: Me['membership'] | null | undefined): JobPermissions {
  if (!membership?.companyId) return NONE;
  const { role, isOwner } = membership;
  const canWrite = can(role, 'jobs', 'write', isOwner);
  const manages = canWrite && managesJobs(role, isOwner);
  return {
    canWrite,
    canDelete: can(role, 'jobs', 'delete', isOwner),
    manages,
    canSeeAmounts: canSeeJobAmounts(role, isOwner),
    statuses: !canWrite ? [] : manages ? JOB_STATUSES : CREW_STATUSES,
    canConvertLeads: manages && can(role, 'leads', 'write', isOwner),
  };
}

export function useJobPermissions(): JobPermissions {
  const session = useSession();
  return jobPermissions(session.status === 'signed-in' ? session.me.membership : null);
}
