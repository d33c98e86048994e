import { useMemo } from 'react';
import {
  CREW_STATUSES,
  JOB_STATUSES,
  managesJobs,
  visibleJobFields,
  type JobPrivateField,
  type JobStatus,
} from '../../../shared/jobs.ts';
import { can, deleteScope } from '../../../shared/permissions.ts';
import type { Me } from '../../lib/session.ts';
import { useSession } from '../../lib/session.ts';

export interface JobPermissions {
  /** Moves stages, changes the status (field crews: only to in progress or completed), posts updates. */
  canWrite: boolean;
  canDelete: boolean;
  /** Creates jobs, edits their details and crew (owners, admins, service providers). */
  manages: boolean;
  /** The private fields the member sees of a job (shared/jobs.ts: crews no amounts, clients and partners no costs or notes). */
  fields: readonly JobPrivateField[];
  /** The statuses the member may set (empty: none). */
  statuses: readonly JobStatus[];
  /** Turns a lead into a job: writes jobs and leads, and manages jobs. */
  canConvertLeads: boolean;
  /** Whether the member may delete this photo or timeline event: any, or (field crews) the ones they made. */
  canDeleteRecord: (record: { userId: string | null }) => boolean;
}

const NONE: JobPermissions = {
  canWrite: false,
  canDelete: false,
  manages: false,
  fields: [],
  statuses: [],
  canConvertLeads: false,
  canDeleteRecord: () => false,
};

/** What the member may do with jobs (spec section 6), to show only the controls that work. */
export function jobPermissions(me: Pick<Me, 'user' | 'membership'> | null | undefined): JobPermissions {
  const membership = me?.membership;
  if (!me || !membership?.companyId) return NONE;
  const { role, isOwner } = membership;
  const canWrite = can(role, 'jobs', 'write', isOwner);
  const manages = canWrite && managesJobs(role, isOwner);
  const reach = deleteScope(role, 'jobs', isOwner);
  return {
    canWrite,
    canDelete: can(role, 'jobs', 'delete', isOwner),
    manages,
    fields: visibleJobFields(role, isOwner),
    statuses: !canWrite ? [] : manages ? JOB_STATUSES : CREW_STATUSES,
    canConvertLeads: manages && can(role, 'leads', 'write', isOwner),
    canDeleteRecord: (record) => reach === 'any' || (reach === 'own' && record.userId === me.user.id),
  };
}

export function useJobPermissions(): JobPermissions {
  const session = useSession();
  const me = session.status === 'signed-in' ? session.me : null;
  // One object per session, so that what is derived from canDeleteRecord is not recomputed on every render.
  return useMemo(() => jobPermissions(me), [me]);
}
