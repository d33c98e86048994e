import { can } from '../../../shared/permissions.ts';
import type { Me } from '../../lib/session.ts';
import { useSession } from '../../lib/session.ts';

export interface LeadPermissions {
  canWrite: boolean;
  canDelete: boolean;
  /** Referral partners may write their leads but not change their status. */
  canChangeStatus: boolean;
  /** Referral partners do not choose who follows their referrals up (the server ignores it). */
  canAssign: boolean;
}

/** What the member may do with leads (spec section 6), to show only the controls that work. */
export function leadPermissions(membership: Me['membership'] | null | undefined): LeadPermissions {
  if (!membership?.companyId) return { canWrite: false, canDelete: false, canChangeStatus: false, canAssign: false };
  const { role, isOwner } = membership;
  const canWrite = can(role, 'leads', 'write', isOwner);
  const partner = role === 'partner' && !isOwner;
  return {
    canWrite,
    canDelete: can(role, 'leads', 'delete', isOwner),
    canChangeStatus: canWrite && !partner,
    canAssign: canWrite && !partner,
  };
}

export function useLeadPermissions(): LeadPermissions {
  const session = useSession();
  return leadPermissions(session.status === 'signed-in' ? session.me.membership : null);
}
