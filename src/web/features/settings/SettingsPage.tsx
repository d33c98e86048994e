import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { api } from '../../lib/api.ts';
import { LANGUAGES, useI18n, type Language } from '../../lib/i18n.ts';
import { can } from '../../../shared/permissions.ts';
import { refreshSession, signOut, useSession } from '../../lib/session.ts';
import { useTheme, type Theme } from '../../lib/theme.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const THEMES: Theme[] = ['light', 'dark', 'system'];

/**
 * /dashboard/settings: language and theme (kept locally and on the profile), signing out
 * everywhere, and the company's settings (composed in by the router) for those who may write them.
 */
export default function SettingsPage({ companySection }: { companySection?: ReactNode }) {
  useDocumentTitle('titles.settings');
  const { t, language, setLanguage } = useI18n();
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const session = useSession();
  const m = session.status === 'signed-in' ? session.me.membership : null;
  const mayEditCompany = !!m?.companyId && can(m.role, 'company', 'write', m.isOwner);

  const savePreference = async (change: { language?: Language; theme?: Theme }) => {
    if (change.language) await setLanguage(change.language);
    if (change.theme) setTheme(change.theme);
    try {
      await api('/api/v1/me', { method: 'PATCH', json: change });
      await refreshSession();
    } catch {
      toast.error(t('settings.saveFailed'));
    }
  };

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await api('/api/auth/revoke-sessions', { method: 'POST', json: {} });
      await signOut().catch(() => {});
      navigate('/', { replace: true });
    } catch {
      toast.error(t('settings.signOutFailed'));
      setBusy(false);
    }
  };

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
      <section className="space-y-4 rounded-xl border border-border bg-card p-6" aria-labelledby="preferences">
        <h2 id="preferences" className="text-lg font-semibold">
          {t('settings.preferences')}
        </h2>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('app.language')}</legend>
          <div className="flex flex-wrap gap-2">
            {(Object.keys(LANGUAGES) as Language[]).map((code) => (
              <Button
                key={code}
                variant={language === code ? 'default' : 'outline'}
                aria-pressed={language === code}
                onClick={() => void savePreference({ language: code })}
              >
                {/* Each language is named in itself, and read out in it. */}
                <span lang={LANGUAGES[code]}>{t(`settings.languages.${code}`)}</span>
              </Button>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('settings.theme')}</legend>
          <div className="flex flex-wrap gap-2">
            {THEMES.map((option) => (
              <Button
                key={option}
                variant={theme === option ? 'default' : 'outline'}
                aria-pressed={theme === option}
                onClick={() => void savePreference({ theme: option })}
              >
                {t(`settings.themes.${option}`)}
              </Button>
            ))}
          </div>
        </fieldset>
      </section>
      {mayEditCompany && companySection}
      <section className="space-y-3 rounded-xl border border-border bg-card p-6" aria-labelledby="security">
        <h2 id="security" className="text-lg font-semibold">
          {t('settings.security')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('settings.signOutEverywhereHint')}</p>
        <Button variant="destructive" disabled={busy} onClick={() => void signOutEverywhere()}>
          {t('settings.signOutEverywhere')}
        </Button>
      </section>
    </div>
  );
}
