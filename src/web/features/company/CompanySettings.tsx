import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { refreshSession } from '../../lib/session.ts';
import { useBranding, useCompany } from './api.ts';
import { BrandingForm } from './BrandingForm.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { EstimateDefaultsForm } from './EstimateDefaultsForm.tsx';
import { PaymentInstructionsForm } from './PaymentInstructionsForm.tsx';

/** The company part of /dashboard/settings (for those who may write the company). */
export default function CompanySettings() {
  const { t } = useI18n();
  const company = useCompany();
  const branding = useBranding();
  return (
    <section className="space-y-4 rounded-xl border border-border bg-card p-6" aria-labelledby="company-settings">
      <h2 id="company-settings" className="text-lg font-semibold">
        {t('company.settingsTitle')}
      </h2>
      {company.isPending && <Skeleton className="h-64" />}
      {company.isError && <p role="alert">{t('company.loadFailed')}</p>}
      {company.data && (
        <CompanyForm company={company.data} submitLabel={t('company.save')} onSaved={() => void refreshSession()} />
      )}
      {company.data && (
        <div className="space-y-3 border-t border-border pt-4">
          <h3 className="font-semibold">{t('company.estimateDefaults')}</h3>
          <p className="text-sm text-muted-foreground">{t('company.estimateDefaultsHint')}</p>
          <EstimateDefaultsForm company={company.data} />
        </div>
      )}
      {company.data && (
        <div className="space-y-3 border-t border-border pt-4">
          <h3 className="font-semibold">{t('company.payments')}</h3>
          <p className="text-sm text-muted-foreground">{t('company.paymentsHint')}</p>
          <PaymentInstructionsForm company={company.data} />
        </div>
      )}
      <div className="space-y-3 border-t border-border pt-4">
        <h3 className="font-semibold">{t('company.branding')}</h3>
        <p className="text-sm text-muted-foreground">{t('company.brandingHint')}</p>
        {branding.isPending && <Skeleton className="h-32" />}
        {branding.data && <BrandingForm branding={branding.data} />}
      </div>
    </section>
  );
}
