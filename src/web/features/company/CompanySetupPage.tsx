import { useNavigate } from 'react-router';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { refreshSession } from '../../lib/session.ts';
import { useCompany } from './api.ts';
import { CompanyForm } from './CompanyForm.tsx';

/** /dashboard/company-setup: a new owner completes the company before anything else. */
export default function CompanySetupPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const company = useCompany();
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('company.setupTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('company.setupIntro')}</p>
      </div>
      <section className="rounded-xl border border-border bg-card p-6">
        {company.isPending && <Skeleton className="h-64" />}
        {company.isError && <p role="alert">{t('company.loadFailed')}</p>}
        {company.data && (
          <CompanyForm
            company={company.data}
            submitLabel={t('company.finishSetup')}
            extra={{ setupCompleted: true }}
            onSaved={() => void refreshSession().then(() => navigate('/dashboard', { replace: true }))}
          />
        )}
      </section>
    </div>
  );
}
