import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { emailName, greetingKey } from './greeting.ts';

/** /dashboard. The metrics arrive with the jobs issue; here the greeting, or the wait for an invitation. */
export default function DashboardHomePage() {
  const { t } = useI18n();
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { me } = session;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">
        {t(`dashboard.greeting.${greetingKey(new Date().getHours())}`)}, {emailName(me.user.email)}
      </h1>
      {me.membership?.companyId ? (
        <p className="text-muted-foreground">{me.company?.name}</p>
      ) : (
        <WaitingForInvitation />
      )}
    </div>
  );
}

/** Users in no company (not Business Owners) wait for an invitation, or paste the link they got. */
function WaitingForInvitation() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const token = link.trim().match(/(?:\/invite\/)?([A-Za-z0-9_-]{20,})\/?$/)?.[1];
    if (!token) return setError(t('dashboard.waiting.invalidLink'));
    navigate(`/invite/${token}`);
  };

  return (
    <section className="max-w-xl space-y-4 rounded-xl border border-border bg-card p-6">
      <h2 className="text-lg font-semibold">{t('dashboard.waiting.title')}</h2>
      <p className="text-muted-foreground">{t('dashboard.waiting.body')}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-2">
        <Label htmlFor="invitation-link">{t('dashboard.waiting.pasteLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id="invitation-link"
            value={link}
            onChange={(e) => {
              setLink(e.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invitation-link-error' : undefined}
          />
          <Button type="submit">{t('dashboard.waiting.open')}</Button>
        </div>
        {error && (
          <p id="invitation-link-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
