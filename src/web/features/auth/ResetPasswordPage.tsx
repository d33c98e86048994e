import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RULES } from '../../../shared/accounts.ts';
import { PublicCard } from '../../components/layout/PublicCard.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { resetPassword } from './api.ts';
import { loginError } from './login-errors.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /reset-password?token=…: the page the reset e-mail opens; back to /login afterwards. */
export default function ResetPasswordPage() {
  useDocumentTitle('titles.resetPassword');
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const rulesMet = PASSWORD_RULES.every((rule) => rule.test(password));
  const mismatch = confirm !== '' && confirm !== password;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token || mismatch || !rulesMet) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success(t('auth.toasts.passwordChanged'));
      navigate('/login', { replace: true });
    } catch (err) {
      const mapped = loginError(err);
      setError(mapped.key ? t(mapped.key, mapped.vars) : mapped.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicCard>
      <p className="text-center text-2xl font-bold text-primary-text">{t('app.name')}</p>
      <h1 className="mt-4 text-center text-xl font-semibold">{t('auth.reset.title')}</h1>
      {!token || params.get('error') ? (
        <div className="mt-6 space-y-4 text-center">
          <p role="alert" className="text-danger-text">
            {t('auth.errors.invalidResetLink')}
          </p>
          <Button asChild variant="outline">
            <Link to="/login">{t('auth.backToSignIn')}</Link>
          </Button>
        </div>
      ) : (
        <form className="mt-6 space-y-4" noValidate onSubmit={(e) => void onSubmit(e)}>
          <div className="space-y-1.5">
            <Field label={t('auth.reset.newPassword')}>
              <Input
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <PasswordChecklist id="password-rules" password={password} />
          </div>
          <Field label={t('auth.confirmPassword')} error={mismatch ? t('validation.passwordsDiffer') : undefined}>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </Field>
          {error && (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-danger-text">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={busy || !rulesMet || mismatch || confirm === ''}>
            {busy ? t('auth.working') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </PublicCard>
  );
}
