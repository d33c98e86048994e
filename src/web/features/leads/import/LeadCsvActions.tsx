import { Download, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../../shared/permissions.ts';
import { filtersFromSearch } from '../filters.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n.ts';
import { leadsApi } from '../api.ts';
import { useSession } from '../../../lib/session.ts';

// The wizard (and the CSV parser with it) loads when someone opens it, not with the leads page.
const LeadImportDialog = lazy(() => import('./LeadImportDialog.tsx'));

/**
 * The leads page's CSV buttons: Export downloads the list as currently filtered (the filters live in
 * the URL); Import opens the import wizard, for members who may write leads (not referral partners).
 */
export function LeadCsvActions() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const session = useSession();
  const membership = session.status === 'signed-in' ? session.me.membership : null;
  const canImport =
    !!membership && membership.role !== 'partner' && can(membership.role, 'leads', 'write', membership.isOwner);
  const [importing, setImporting] = useState(false);

  return (
    <div className="flex flex-wrap gap-2">
      {canImport && (
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload aria-hidden />
          {t('leadImport.import')}
        </Button>
      )}
      <Button variant="outline" asChild>
        <a href={leadsApi.exportUrl(filtersFromSearch(params))} download title={t('leadImport.exportHint')}>
          <Download aria-hidden />
          {t('leadImport.export')}
        </a>
      </Button>
      {importing && (
        <Suspense fallback={null}>
          <LeadImportDialog open onOpenChange={setImporting} />
        </Suspense>
      )}
    </div>
  );
}
