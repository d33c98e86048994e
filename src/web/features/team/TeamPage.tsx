import { MailPlus, RefreshCw, Trash2, UserMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { can } from '../../../shared/permissions.ts';
import { inviteInput, TEAM_ROLES, type TeamRole } from '../../../shared/team.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { translate, useI18n } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import {
  useChangeRole,
  useInvitations,
  useInvite,
  useMembers,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  type Invitation,
  type Member,
} from './api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const errorText = (error: unknown) => {
  if (!(error instanceof ApiError)) return String(error);
  // Inviting too often: the spec's rate-limit text (section 8).
  return error.code === 'RATE_LIMITED' ? translate('errors.RATE_LIMITED') : localizeMessage(error.message);
};

/** /dashboard/teams and /dashboard/users: members, their roles and last sign-in, and invitations. */
export default function TeamPage() {
  useDocumentTitle('titles.team');
  const { t } = useI18n();
  const session = useSession();
  const m = session.status === 'signed-in' ? session.me.membership : null;
  const canWrite = !!m && can(m.role, 'team', 'write', m.isOwner);
  const canDelete = !!m && can(m.role, 'team', 'delete', m.isOwner);
  const members = useMembers();
  const invitations = useInvitations(canWrite);
  const [inviting, setInviting] = useState(false);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('team.title')}</h1>
        {canWrite && (
          <Button onClick={() => setInviting(true)}>
            <MailPlus aria-hidden />
            {t('team.invite')}
          </Button>
        )}
      </div>
      <section aria-labelledby="members-heading" className="rounded-xl border border-border bg-card">
        <h2 id="members-heading" className="border-b border-border px-4 py-3 font-semibold">
          {t('team.members')}
        </h2>
        {members.isPending && <Skeleton className="m-4 h-24" />}
        {members.isError && (
          <p role="alert" className="p-4 text-danger-text">
            {t('team.loadFailed')}
          </p>
        )}
        <ul className="divide-y divide-border">
          {members.data?.items.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              isMe={member.userId === (session.status === 'signed-in' ? session.me.user.id : '')}
              canWrite={canWrite}
              canDelete={canDelete}
            />
          ))}
        </ul>
      </section>
      {canWrite && (
        <section aria-labelledby="invitations-heading" className="rounded-xl border border-border bg-card">
          <h2 id="invitations-heading" className="border-b border-border px-4 py-3 font-semibold">
            {t('team.pendingInvitations')}
          </h2>
          {invitations.data?.items.length === 0 && (
            <p className="p-4 text-sm text-muted-foreground">{t('team.noInvitations')}</p>
          )}
          <ul className="divide-y divide-border">
            {invitations.data?.items.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </section>
      )}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}

function MemberRow({
  member,
  isMe,
  canWrite,
  canDelete,
}: {
  member: Member;
  isMe: boolean;
  canWrite: boolean;
  canDelete: boolean;
}) {
  const { t, language } = useI18n();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const editable = canWrite && !member.isOwner && !isMe;
  const lastSignIn = member.lastSignInAt
    ? new Date(member.lastSignInAt).toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : t('team.never');

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="member-row">
      <div className="min-w-48 flex-1">
        <p className="font-medium">
          {member.name} {isMe && <span className="text-sm text-muted-foreground">({t('team.you')})</span>}
        </p>
        <p className="text-sm text-muted-foreground">{member.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {member.isOwner && <Badge>{t('team.owner')}</Badge>}
        <Badge variant="success">{t('team.active')}</Badge>
        <span className="text-muted-foreground">{t('team.lastSignIn', { when: lastSignIn })}</span>
      </div>
      {editable ? (
        <select
          aria-label={t('team.roleOf', { name: member.name })}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(e) =>
            changeRole.mutate(
              { userId: member.userId, role: e.target.value as TeamRole },
              {
                onSuccess: () => toast.success(t('team.roleChanged')),
                onError: (error) => toast.error(t('team.roleChangeFailed'), { description: errorText(error) }),
              },
            )
          }
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`auth.roles.${role}`)}
            </option>
          ))}
        </select>
      ) : (
        <Badge variant="outline">{t(`auth.roles.${member.role}`)}</Badge>
      )}
      {canDelete && !member.isOwner && !isMe && (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('team.remove', { name: member.name })}
            onClick={() => setConfirming(true)}
          >
            <UserMinus aria-hidden />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('team.removeTitle', { name: member.name })}
            description={t('team.removeBody')}
            confirmLabel={t('team.removeConfirm')}
            busy={remove.isPending}
            onConfirm={() =>
              remove.mutate(member.userId, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t('team.removed'));
                },
                onError: (error) => toast.error(t('team.removeFailed'), { description: errorText(error) }),
              })
            }
          />
        </>
      )}
    </li>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t, language } = useI18n();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  const expires = new Date(invitation.expiresAt).toLocaleDateString(language === 'pt' ? 'pt-BR' : 'en-US', {
    dateStyle: 'medium',
  });
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="invitation-row">
      <div className="min-w-48 flex-1">
        <p className="font-medium">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          {t(`auth.roles.${invitation.role}`)} · {t('team.expires', { date: expires })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(invitation.id, {
            onSuccess: () => toast.success(t('team.resent')),
            onError: (error) => toast.error(t('team.resendFailed'), { description: errorText(error) }),
          })
        }
      >
        <RefreshCw aria-hidden />
        {t('team.resend')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        {t('team.revoke')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('team.revokeTitle')}
        description={t('team.revokeBody', { email: invitation.email })}
        confirmLabel={t('team.revoke')}
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('team.revoked'));
            },
            onError: (error) => toast.error(t('team.revokeFailed'), { description: errorText(error) }),
          })
        }
      />
    </li>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('field_team');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteInput.safeParse({ email, role });
    if (!parsed.success) return setError(localizeMessage(parsed.error.issues[0]!.message));
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('team.invited', { email: parsed.data.email }));
        setEmail('');
        onOpenChange(false);
      },
      onError: (err) => setError(errorText(err)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('team.inviteTitle')}</DialogTitle>
          </DialogHeader>
          <Field label={t('auth.email')} error={error}>
            <Input
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <Field label={t('team.role')}>
            <select
              value={role}
              onChange={(e) => setRole(e.target.value as TeamRole)}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            >
              {TEAM_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`auth.roles.${r}`)}
                </option>
              ))}
            </select>
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={invite.isPending}>
              {t('team.sendInvitation')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
