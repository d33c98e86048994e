import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { InvitationLookup } from '../../../shared/team-responses.ts';
import { PublicCard } from '../../components/layout/PublicCard.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { PageSpinner } from '../../components/ui/PageSpinner.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { refreshSession, signOut, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /invite/{token}: the link of an invitation e-mail. Sign up or sign in, then join the company. */
export default function InvitePage() {
  useDocumentTitle('titles.invite');
  const { t } = useI18n();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [lookup, setLookup] = useState<InvitationLookup | null>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<InvitationLookup>('/api/v1/invitations/lookup', { method: 'POST', json: { token } })
      .then(setLookup)
      .catch(() => setLookup(null));
  }, [token]);

  if (lookup === undefined || session.status === 'loading') return <PageSpinner />;

  const accept = async () => {
    setBusy(true);
    try {
      await api('/api/v1/invitations/accept', { method: 'POST', json: { token } });
      await refreshSession();
      toast.success(t('invite.joined', { company: lookup?.company.name ?? '' }));
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(t('invite.acceptFailed'), { description: error instanceof ApiError ? error.message : '' });
      setBusy(false);
    }
  };

  const me = session.status === 'signed-in' ? session.me : null;
  const query = lookup && new URLSearchParams({ invite: token, email: lookup.email, role: lookup.role });
  let body;
  if (!lookup) {
    body = <p role="alert">{t('invite.invalid')}</p>;
  } else if (lookup.status !== 'pending') {
    body = <p role="alert">{t(`invite.status.${lookup.status}`)}</p>;
  } else if (!me) {
    body = (
      <div className="flex flex-col gap-2">
        <Button asChild>
          <Link to={`/login?mode=signup&${query}`}>{t('invite.createAccount')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/login?${query}`}>{t('invite.signIn')}</Link>
        </Button>
      </div>
    );
  } else if (me.user.email.toLowerCase() !== lookup.email.toLowerCase()) {
    body = (
      <div className="space-y-3">
        <p role="alert">{t('invite.otherEmail', { email: lookup.email, current: me.user.email })}</p>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('invite.switchAccount')}
        </Button>
      </div>
    );
  } else if (me.membership?.companyId) {
    body = <p role="alert">{t('invite.alreadyInCompany')}</p>;
  } else {
    body = (
      <Button className="w-full" disabled={busy} onClick={() => void accept()}>
        {t('invite.accept', { company: lookup.company.name })}
      </Button>
    );
  }

  return (
    <PublicCard className="space-y-5 text-center">
      {lookup?.company.logoUrl && (
        <img src={lookup.company.logoUrl} alt="" className="mx-auto h-14 max-w-full object-contain" />
      )}
      <h1 className="text-xl font-semibold">
        {lookup ? t('invite.title', { company: lookup.company.name }) : t('invite.invalidTitle')}
      </h1>
      {lookup && (
        <p className="text-muted-foreground">
          {t('invite.details', { email: lookup.email, role: t(`auth.roles.${lookup.role}`) })}
        </p>
      )}
      {body}
    </PublicCard>
  );
}
