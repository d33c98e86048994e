import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { ApiError } from '../../lib/api.ts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { EMPTY_SIGN_UP, PASSWORD_RULES, validateSignUp } from '../../../shared/accounts.ts';
import { ROLES } from '../../../shared/roles.ts';
import { PublicCard } from '../../components/layout/PublicCard.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { refreshSession, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import { requestPasswordReset, resendConfirmation, signIn, signUp, type SignUpForm } from './api.ts';
import { loginError } from './login-errors.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

type Mode = 'sign-in' | 'sign-up';

/** /login: one form that toggles between sign-in and create-account (spec sections 2, 5, 8). */
export default function LoginPage() {
  const { t, language } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'sign-up' : 'sign-in';
  useDocumentTitle(mode === 'sign-up' ? 'titles.signup' : 'titles.login');
  // Arriving from an invitation link: its e-mail and role are filled in, and it is where we go next.
  const invite = params.get('invite') ?? undefined;
  const next = invite ? `/invite/${invite}` : '/dashboard';
  const [form, setForm] = useState<SignUpForm>(() => ({
    ...EMPTY_SIGN_UP,
    email: params.get('email') ?? '',
    role: (ROLES as readonly string[]).includes(params.get('role') ?? '')
      ? (params.get('role') as SignUpForm['role'])
      : '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof SignUpForm, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [awaiting, setAwaiting] = useState<string>();

  if (session.status === 'signed-in') return <Navigate to={next} replace />;

  const set = <K extends keyof SignUpForm>(key: K, value: SignUpForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const switchMode = (to: Mode) => {
    setErrors({});
    setFormError(undefined);
    const kept = new URLSearchParams(params);
    if (to === 'sign-up') kept.set('mode', 'signup');
    else kept.delete('mode');
    setParams(kept, { replace: true });
  };
  const showErrors = (problem: { message: string; errors: Record<string, string> }) => {
    const localized = Object.fromEntries(Object.entries(problem.errors).map(([k, v]) => [k, localizeMessage(v)]));
    setErrors(localized);
    setFormError(localizeMessage(problem.message));
  };
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') return showErrors(error);
    const mapped = loginError(error);
    const text = mapped.key ? t(mapped.key, mapped.vars) : (mapped.message ?? '');
    setFormError(text);
    toast.error(t('auth.toasts.errorTitle'), { description: text });
    if (mapped.switchToSignIn) switchMode('sign-in');
  };
  /** Resend and reset need the e-mail first (spec section 5). */
  const requireEmail = () => {
    if (form.email.trim()) return true;
    setErrors({ email: t('auth.enterEmailFirst') });
    document.getElementById('email')?.focus();
    return false;
  };

  const rulesMet = PASSWORD_RULES.every((rule) => rule.test(form.password));
  const mismatch = form.confirmPassword !== '' && form.password !== form.confirmPassword;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (mode === 'sign-up') {
      const problem = validateSignUp({ ...form, language });
      if (problem) return showErrors(problem);
    }
    setBusy(true);
    try {
      if (mode === 'sign-in') {
        await signIn(form.email.trim(), form.password);
        toast.success(t('auth.toasts.loginSuccessful'));
        await refreshSession();
        navigate(next, { replace: true });
      } else {
        const result = await signUp(form, language, next, invite);
        toast.success(t('auth.toasts.accountCreated'), { description: t('auth.toasts.checkEmail') });
        if (result.token) {
          await refreshSession();
          navigate(next, { replace: true });
        } else {
          setAwaiting(form.email.trim());
        }
      }
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function onResend(email = form.email.trim()) {
    if (!email && !requireEmail()) return;
    try {
      await resendConfirmation(email, next);
      toast.success(t('auth.toasts.resent'));
    } catch {
      toast.error(t('auth.toasts.resendFailed'));
    }
  }

  async function onForgot() {
    if (!requireEmail()) return;
    try {
      await requestPasswordReset(form.email.trim());
      toast.success(t('auth.toasts.checkEmail'), { description: t('auth.toasts.resetSent') });
    } catch {
      toast.error(t('auth.toasts.resetFailed'));
    }
  }

  // Field wires the label, the error and aria-* to the control; `extra` follows it (checklist, live hints).
  const field = (key: keyof SignUpForm, label: string, control: ReactElement, extra?: ReactNode) => (
    <div className="space-y-1.5">
      <Field id={key} label={label} error={errors[key]}>
        {control}
      </Field>
      {extra}
    </div>
  );
  const inputProps = (key: Exclude<keyof SignUpForm, 'acceptTerms' | 'role'>) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  return (
    <PublicCard>
      <p className="text-center text-2xl font-bold text-primary-text">{t('app.name')}</p>
      {awaiting ? (
        <section aria-live="polite" className="mt-6 space-y-4 text-center">
          <h1 className="text-xl font-semibold">{t('auth.awaitingTitle')}</h1>
          <p className="text-muted-foreground">{t('auth.awaitingBody', { email: awaiting })}</p>
          <Button onClick={() => void onResend(awaiting)}>{t('auth.resend')}</Button>
          <Button
            variant="link"
            onClick={() => {
              setAwaiting(undefined);
              switchMode('sign-in');
            }}
          >
            {t('auth.backToSignIn')}
          </Button>
        </section>
      ) : (
        <>
          <h1 className="mt-4 text-center text-xl font-semibold">
            {t(mode === 'sign-in' ? 'auth.signInTitle' : 'auth.signUpTitle')}
          </h1>
          <p className="mt-1 text-center text-sm text-muted-foreground">
            {t(mode === 'sign-in' ? 'auth.signInSubtitle' : 'auth.signUpSubtitle')}
          </p>
          <form className="mt-6 space-y-4" noValidate onSubmit={(e) => void onSubmit(e)}>
            {mode === 'sign-up' && (
              <>
                {field('name', t('auth.fullName'), <Input autoComplete="name" {...inputProps('name')} />)}
                {field(
                  'role',
                  t('auth.userType'),
                  <select
                    name="role"
                    value={form.role}
                    onChange={(e) => set('role', e.target.value as SignUpForm['role'])}
                    className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <option value="">{t('auth.chooseUserType')}</option>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`auth.roles.${role}`)}
                      </option>
                    ))}
                  </select>,
                )}
                {(form.role === 'service_provider' || form.role === 'admin') &&
                  field(
                    'companyName',
                    t('auth.companyName'),
                    <Input autoComplete="organization" {...inputProps('companyName')} />,
                  )}
              </>
            )}
            {field('email', t('auth.email'), <Input type="email" autoComplete="email" {...inputProps('email')} />)}
            {mode === 'sign-up' &&
              field('phone', t('auth.phone'), <Input type="tel" autoComplete="tel" {...inputProps('phone')} />)}
            {field(
              'password',
              t('auth.password'),
              <Input
                type="password"
                autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
                {...inputProps('password')}
              />,
              mode === 'sign-up' && <PasswordChecklist id="password-rules" password={form.password} />,
            )}
            {mode === 'sign-up' && (
              <>
                {field(
                  'confirmPassword',
                  t('auth.confirmPassword'),
                  <Input type="password" autoComplete="new-password" {...inputProps('confirmPassword')} />,
                  mismatch && !errors.confirmPassword && (
                    <p className="text-sm text-danger-text" aria-live="polite">
                      {t('validation.passwordsDiffer')}
                    </p>
                  ),
                )}
                <div className="space-y-1.5">
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="acceptTerms"
                      checked={form.acceptTerms}
                      onChange={(e) => set('acceptTerms', e.target.checked)}
                      className="mt-0.5 size-4 accent-primary"
                    />
                    {t('auth.acceptTerms')}
                  </label>
                  {errors.acceptTerms && <p className="text-sm text-danger-text">{errors.acceptTerms}</p>}
                </div>
              </>
            )}
            {formError && (
              <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-danger-text">
                {formError}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={busy || (mode === 'sign-up' && !rulesMet)}>
              {busy ? t('auth.working') : t(mode === 'sign-in' ? 'auth.signIn' : 'auth.signUp')}
            </Button>
          </form>
          {mode === 'sign-in' && (
            <div className="mt-3 flex flex-wrap justify-between gap-2">
              <Button variant="link" size="sm" onClick={() => void onForgot()}>
                {t('auth.forgotPassword')}
              </Button>
              <Button variant="link" size="sm" onClick={() => void onResend()}>
                {t('auth.resendConfirmation')}
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            className="mt-4 w-full"
            onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          >
            {t(mode === 'sign-in' ? 'auth.toSignUp' : 'auth.toSignIn')}
          </Button>
        </>
      )}
    </PublicCard>
  );
}
