import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { refreshSession, useSession } from '../../lib/session.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import { useCompany } from './api.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /dashboard/company-setup: a new owner completes the company before anything else; a Business
 * Owner without one (spec section 2) creates it here first.
 */
export default function CompanySetupPage() {
  useDocumentTitle('titles.companySetup');
  const { t } = useI18n();
  const session = useSession();
  const hasCompany = session.status === 'signed-in' && !!session.me.membership?.companyId;
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('company.setupTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('company.setupIntro')}</p>
      </div>
      <section className="rounded-xl border border-border bg-card p-6">
        {hasCompany ? <CompleteCompany /> : <CreateCompany />}
      </section>
    </div>
  );
}

function CompleteCompany() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const company = useCompany();
  if (company.isPending) return <Skeleton className="h-64" />;
  if (company.isError) return <p role="alert">{t('company.loadFailed')}</p>;
  return (
    <CompanyForm
      company={company.data}
      submitLabel={t('company.finishSetup')}
      extra={{ setupCompleted: true }}
      onSaved={() => void refreshSession().then(() => navigate('/dashboard', { replace: true }))}
    />
  );
}

/** create_company_for_user: the caller becomes the owner; the setup form follows. */
function CreateCompany() {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api('/api/v1/companies', { method: 'POST', json: { name } });
      await refreshSession();
    } catch (err) {
      setError(err instanceof ApiError ? localizeMessage(err.errors.name ?? err.message) : String(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <Field label={t('company.name')} error={error}>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="organization" />
      </Field>
      <Button type="submit" disabled={busy}>
        {t('company.create')}
      </Button>
    </form>
  );
}
