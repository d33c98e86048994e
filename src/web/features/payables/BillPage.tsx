import { Ban, Banknote, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  BackLink,
  DetailHeader,
  DetailItem,
  DetailList,
  DetailLoader,
  DetailSection,
} from '../../components/page/DetailParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader } from '../../components/ui/Table.tsx';
import { cn } from '../../lib/cn.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { Bill } from './api.ts';
import { BillFormDialog, PaymentDialog, VoidBillDialog } from './BillDialogs.tsx';
import { BillStatusBadge } from './BillStatusBadge.tsx';
import { DueDate } from './DueDate.tsx';
import { jobPath, orderPath } from '../../page-paths.ts';
import { PAYABLES_PATH } from './paths.ts';
import { useBill, usePayablesAccess } from './queries.ts';
import { isOpenBill } from './status.ts';

/** /dashboard/accounts-payable/:id: a bill, what is paid on it and what is left; pay, change or void it. */
export default function BillPage() {
  useDocumentTitle('titles.bill');
  const { t } = useI18n();
  const { id = '' } = useParams();
  const bill = useBill(id);
  return (
    <DetailLoader
      query={bill}
      listPath={PAYABLES_PATH}
      texts={{
        back: t('payables.back'),
        notFoundTitle: t('payables.notFoundTitle'),
        notFoundBody: t('payables.notFoundBody'),
        loadFailed: t('payables.loadOneFailed'),
        loadFailedToast: t('payables.loadOneFailed'),
      }}
      skeleton={<BillSkeleton />}
    >
      {(bill) => <BillView bill={bill} />}
    </DetailLoader>
  );
}

function BillSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('ui.loading')}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

function BillView({ bill }: { bill: Bill }) {
  const { t, language } = useI18n();
  // The company's day, as the server counts due dates; the browser's until the summary is in.
  const today = useCompanyToday();
  return (
    <div className="space-y-4 pb-24">
      <BackLink to={PAYABLES_PATH} label={t('payables.back')} />
      <DetailHeader
        title={bill.vendorName}
        meta={
          <>
            <BillStatusBadge status={bill.status} />
            <span>{t(`payables.categories.${bill.category}`)}</span>
            {bill.reference && <span>{t('payables.detail.referenceValue', { reference: bill.reference })}</span>}
            {bill.orderId && (
              <Link to={orderPath(bill.orderId)} className="text-primary-text underline-offset-4 hover:underline">
                {t('payables.detail.fromOrder')}
              </Link>
            )}
            {bill.jobId && bill.jobTitle && (
              <Link to={jobPath(bill.jobId)} className="text-primary-text underline-offset-4 hover:underline">
                {t('payables.detail.forJob', { job: bill.jobTitle })}
              </Link>
            )}
          </>
        }
      >
        <BillActions bill={bill} />
      </DetailHeader>

      {bill.status === 'void' && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="void-notice">
          {bill.voidReason
            ? t('payables.detail.voidedBecause', { reason: bill.voidReason })
            : t('payables.detail.voided')}
        </p>
      )}

      <BalanceCard bill={bill} />

      <DetailSection title={t('payables.detail.details')}>
        <DetailList>
          <DetailItem label={t('payables.fields.vendorKind')} none={t('payables.none')}>
            {t(`payables.vendorKinds.${bill.vendorKind}`)}
          </DetailItem>
          <DetailItem label={t('payables.fields.billDate')} none={t('payables.none')}>
            {formatDay(bill.billDate, language)}
          </DetailItem>
          <DetailItem label={t('payables.fields.dueDate')} none={t('payables.none')}>
            <DueDate bill={bill} today={today} />
          </DetailItem>
          <DetailItem label={t('payables.fields.description')} none={t('payables.none')}>
            {bill.description}
          </DetailItem>
          <DetailItem label={t('payables.detail.job')} none={t('payables.none')}>
            {bill.jobTitle}
          </DetailItem>
          <DetailItem label={t('payables.fields.notes')} none={t('payables.none')}>
            {bill.notes && <span className="whitespace-pre-line">{bill.notes}</span>}
          </DetailItem>
        </DetailList>
      </DetailSection>

      <PaymentsSection bill={bill} />
    </div>
  );
}

function BillActions({ bill }: { bill: Bill }) {
  const { t } = useI18n();
  const { canWrite } = usePayablesAccess();
  const [dialog, setDialog] = useState<'pay' | 'edit' | 'void' | null>(null);
  if (!canWrite) return null;
  const canPay = isOpenBill(bill.status) && bill.balanceCents > 0;
  // Changed whole or voided only while nothing is paid on it (ADR 0034).
  const untouched = bill.status !== 'void' && bill.paidCents === 0;
  const close = () => setDialog(null);
  return (
    <div className="flex flex-wrap gap-2 max-md:w-full">
      {canPay && (
        <Button onClick={() => setDialog('pay')} className="max-md:flex-1">
          <Banknote aria-hidden />
          {t('payables.actions.pay')}
        </Button>
      )}
      {untouched && (
        <Button variant="outline" onClick={() => setDialog('edit')}>
          <Pencil aria-hidden />
          {t('payables.actions.edit')}
        </Button>
      )}
      {untouched && (
        <Button variant="outline" className="text-danger-text" onClick={() => setDialog('void')}>
          <Ban aria-hidden />
          {t('payables.actions.void')}
        </Button>
      )}
      {dialog === 'pay' && <PaymentDialog bill={bill} onClose={close} />}
      {dialog === 'edit' && <BillFormDialog bill={bill} onClose={close} />}
      {dialog === 'void' && <VoidBillDialog bill={bill} onClose={close} />}
    </div>
  );
}

/** What is still owed, large, with the bill's amount and what is paid. */
function BalanceCard({ bill }: { bill: Bill }) {
  const { t, language } = useI18n();
  const late = bill.overdue && bill.balanceCents > 0;
  return (
    <section
      aria-label={t('payables.detail.amounts')}
      data-testid="bill-amounts"
      className={cn(
        'grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-3',
        late && 'border-danger-text/40 bg-danger-soft',
      )}
    >
      <div>
        <p className={cn('text-sm text-muted-foreground', late && 'text-danger-text')}>
          {t(late ? 'payables.detail.balanceOverdue' : 'payables.detail.balance')}
        </p>
        <p
          className={cn('text-3xl font-semibold tabular-nums', late && 'text-danger-text')}
          data-testid="bill-balance-due"
        >
          {formatCents(bill.balanceCents, language)}
        </p>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{t('payables.detail.amount')}</p>
        <p
          className={cn('text-xl font-medium tabular-nums', bill.status === 'void' && 'line-through')}
          data-testid="bill-amount"
        >
          {formatCents(bill.amountCents, language)}
        </p>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{t('payables.detail.paid')}</p>
        <p className="text-xl font-medium tabular-nums" data-testid="bill-paid">
          {formatCents(bill.paidCents, language)}
        </p>
      </div>
    </section>
  );
}

/** The payments made on the bill, oldest first. */
function PaymentsSection({ bill }: { bill: Bill }) {
  const { t, language } = useI18n();
  return (
    <DetailSection title={t('payables.payments.title')}>
      {bill.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('payables.payments.empty')}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('payables.payments.title')}>
          <Table className="min-w-[30rem]" data-testid="bill-payments">
            <TableCaption>{t('payables.payments.title')}</TableCaption>
            <TableHeader>
              <tr>
                <TableHead>{t('payables.payments.date')}</TableHead>
                <TableHead>{t('payables.payments.method')}</TableHead>
                <TableHead>{t('payables.payments.reference')}</TableHead>
                <TableHead numeric>{t('payables.payments.amount')}</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {bill.payments.map((payment) => (
                <tr key={payment.id} data-testid="bill-payment">
                  <TableCell className="align-top">{formatDay(payment.paidOn, language)}</TableCell>
                  <TableCell className="align-top">
                    {t(`payables.methods.${payment.method}`)}
                    {payment.note && <p className="text-xs text-muted-foreground">{payment.note}</p>}
                  </TableCell>
                  <TableCell className="align-top">
                    {payment.reference ?? <span className="text-muted-foreground">{t('payables.none')}</span>}
                  </TableCell>
                  <TableCell numeric className="align-top font-medium">
                    {formatCents(payment.amountCents, language)}
                  </TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </DetailSection>
  );
}
