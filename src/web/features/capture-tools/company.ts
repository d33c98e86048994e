import { useQuery } from '@tanstack/react-query';
import { can } from '../../../shared/permissions.ts';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import type { CaptureCompany } from './links.ts';

/**
 * The company whose links the tools show: GET /api/v1/company (same key as the settings page, whose
 * cache it shares) for members who may read the company; a member who may not (a referral partner)
 * still has its id and name from the session, and the id-based links work as well.
 */
export function useCaptureCompany() {
  const session = useSession();
  const me = session.status === 'signed-in' ? session.me : null;
  const m = me?.membership;
  const readable = !!m?.companyId && can(m.role, 'company', 'read', m.isOwner);
  const query = useQuery({
    queryKey: ['company'],
    queryFn: () => api<CaptureCompany>('/api/v1/company'),
    enabled: readable,
  });
  const fromSession: CaptureCompany | undefined = me?.company
    ? { id: me.company.id, name: me.company.name, slug: null }
    : undefined;
  return {
    company: readable ? query.data : fromSession,
    isPending: readable && query.isPending,
    isError: readable && query.isError,
    refetch: () => void query.refetch(),
    /** Whether the member may set the company's slug in settings. */
    canEditCompany: !!m && can(m.role, 'company', 'write', m.isOwner),
    canCreateLead: !!m && can(m.role, 'leads', 'write', m.isOwner),
  };
}

/** Copies text to the clipboard and says so; where the browser refuses, asks the member to copy by hand. */
export async function copyToClipboard(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}
