import { ChartColumn, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useNewParam } from '../../lib/use-new-param.ts';
import { RECEIVABLES_PATH } from '../invoices/paths.ts';
import { BillFormDialog } from './BillDialogs.tsx';
import { BillsList } from './BillsList.tsx';
import { CategoryChart, DueSoon, SummaryCards, SummarySkeleton } from './PayablesSummary.tsx';
import { usePayables, usePayablesAccess } from './queries.ts';

/**
 * /dashboard/accounts-payable (issue #18, ADR 0034): what the company owes on its day — the open
 * balance, what is overdue and due within 7 and 30 days, the balance by category, the bills due
 * first — then every bill with its filters, and "New bill" for those who may write financials.
 */
export default function PayablesPage() {
  useDocumentTitle('titles.accountsPayable');
  const { t, language } = useI18n();
  const { canWrite } = usePayablesAccess();
  const report = usePayables();
  const today = useCompanyToday();
  useErrorToast(report.isError, report.errorUpdatedAt, t('payables.loadFailed'));
  const [creating, setCreating] = useNewParam(canWrite);
  const data = report.data;

  const newButton = canWrite && (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('payables.newBill')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('payables.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('payables.subtitle')}</p>
          <p className="text-sm font-medium" data-testid="payables-today">
            {data ? t('payables.asOf', { date: formatDay(data.today, language) }) : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={RECEIVABLES_PATH} className={buttonVariants({ variant: 'outline' })}>
            <ChartColumn aria-hidden />
            {t('payables.receivables')}
          </Link>
          {newButton}
        </div>
      </div>

      {report.isPending ? (
        <SummarySkeleton />
      ) : !data ? (
        <LoadError message={t('payables.loadFailed')} onRetry={() => report.refetch()} retrying={report.isFetching} />
      ) : (
        <>
          <SummaryCards payables={data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <CategoryChart payables={data} />
            <DueSoon payables={data} />
          </div>
        </>
      )}

      <BillsList today={today} newButton={newButton} />

      {canWrite && creating && <BillFormDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
