import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteInput, TeamRole } from '../../../shared/team.ts';
import type { Invitation, InvitationPage, Member, MemberList } from '../../../shared/team-responses.ts';
import { api } from '../../lib/api.ts';

/** The team's calls and hooks; its shapes are in shared/team-responses.ts. */
export type { Invitation, Member };

const membersKey = ['team', 'members'] as const;
const invitationsKey = ['team', 'invitations'] as const;

export const useMembers = () => useQuery({ queryKey: membersKey, queryFn: () => api<MemberList>('/api/v1/members') });

export const useInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: invitationsKey,
    queryFn: () => api<InvitationPage>('/api/v1/invitations?limit=100'),
    enabled,
  });

/** A mutation that refreshes the team lists when it succeeds. */
function useTeamMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }) });
}

export const useInvite = () =>
  useTeamMutation((input: InviteInput) => api('/api/v1/invitations', { method: 'POST', json: input }));
export const useResendInvitation = () =>
  useTeamMutation((id: string) => api(`/api/v1/invitations/${id}/resend`, { method: 'POST' }));
export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => api(`/api/v1/invitations/${id}`, { method: 'DELETE' }));
export const useChangeRole = () =>
  useTeamMutation(({ userId, role }: { userId: string; role: TeamRole }) =>
    api(`/api/v1/members/${encodeURIComponent(userId)}`, { method: 'PATCH', json: { role } }),
  );
export const useRemoveMember = () =>
  useTeamMutation((userId: string) => api(`/api/v1/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }));
