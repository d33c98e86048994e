import type { BadgeVariant } from '../../components/ui/Badge.tsx';
import type { WorkLogStatus } from '../../../shared/labor.ts';
import { managesJobs } from '../../../shared/jobs.ts';
import { can } from '../../../shared/permissions.ts';
import type { Role } from '../../../shared/roles.ts';
import { translate } from '../../lib/i18n.ts';
import type { WorkLog } from './api.ts';

/** What the signed-in member may do with work logs, pay rates and payroll (shared/permissions.ts). */
export interface LaborAccess {
  /** Clock in and out, and type in their own hours. */
  logs: boolean;
  /** Read, correct, approve and reject everyone's hours (not only their own). */
  manages: boolean;
  /** Pay rates and payroll: money. A crew member never sees any. */
  money: boolean;
}

export function laborAccess(
  membership: { companyId: string | null; role: Role; isOwner: boolean } | null,
): LaborAccess {
  if (!membership?.companyId) return { logs: false, manages: false, money: false };
  const { role, isOwner } = membership;
  const logs = can(role, 'work_logs', 'write', isOwner);
  return {
    logs,
    // As the server decides it: the owner, admins and business owners (managesJobs).
    manages: logs && managesJobs(role, isOwner),
    money: can(role, 'financials', 'read', isOwner),
  };
}

export const STATUS_BADGE: Record<WorkLogStatus, BadgeVariant> = {
  open: 'info',
  submitted: 'warning-soft',
  approved: 'success-soft',
  rejected: 'danger-soft',
};

type LogState = Pick<WorkLog, 'status' | 'paid' | 'userId'>;

/**
 * Who may correct a log: never once paid, nor while clocked in; a manager anyone's (an approved one
 * too, until paid); a crew member their own while not approved.
 */
export function mayEdit(log: LogState, viewer: { userId: string; manages: boolean }): boolean {
  if (log.paid || log.status === 'open') return false;
  if (viewer.manages) return true;
  return log.userId === viewer.userId && log.status !== 'approved';
}

/** A log's job, or "Job deleted" once it is gone (its hours stay). */
export const jobTitleOf = (log: Pick<WorkLog, 'jobTitle'>) => log.jobTitle ?? translate('labor.deletedJob');

/** A manager approves or rejects the hours waiting for them. */
export const mayReview = (log: LogState, manages: boolean) => manages && log.status === 'submitted';
