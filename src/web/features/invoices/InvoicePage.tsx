import { Ban, Banknote, Download, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  BackLink,
  DeleteButton,
  DetailHeader,
  DetailLoader,
  DetailSection,
  DocumentSkeleton,
  HistorySection,
  SaveBar,
} from '../../components/page/DetailParts.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader } from '../../components/ui/Table.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay, formatDocumentPrice } from '../../../shared/format.ts';
import { formatDateTime, formatDecimal } from '../../lib/format.ts';
import { translate, useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentEditor } from '../../lib/use-document-editor.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { invoiceFigureRows } from '../../../shared/invoice-shares.ts';
import { invoicesApi, type Invoice, type InvoiceEvent } from './api.ts';
import { formOf, inputOf, serverErrors, validate } from './form.ts';
import { InvoiceForm, TotalsList, unitName, type TotalsRow } from './InvoiceForm.tsx';
import { PaymentDialog, SendInvoiceDialog, VoidInvoiceDialog } from './InvoiceDialogs.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { localizeInvoiceMessage } from './messages.ts';
import { INVOICES_PATH } from './paths.ts';
import { useDeleteInvoice, useInvoice, useInvoiceEvents, useInvoicePermissions, useSaveInvoice } from './queries.ts';
import { isOpen } from './status.ts';
import { estimatePath, jobPath } from '../../page-paths.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/** /dashboard/invoices/:id: a draft edited whole, or the invoice as sent with its payments and history. */
export default function InvoicePage() {
  useDocumentTitle('titles.invoice');
  const { t } = useI18n();
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  return (
    <DetailLoader
      query={invoice}
      listPath={INVOICES_PATH}
      texts={{
        back: t('invoices.back'),
        notFoundTitle: t('invoices.notFoundTitle'),
        notFoundBody: t('invoices.notFoundBody'),
        loadFailed: t('invoices.loadOneFailed'),
        loadFailedToast: t('invoices.loadOneFailed'),
      }}
      skeleton={<DocumentSkeleton />}
    >
      {(invoice) => <InvoiceView key={invoice.id} invoice={invoice} />}
    </DetailLoader>
  );
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t, language } = useI18n();
  const editor = useDocumentEditor(invoice, useSaveInvoice(invoice.id), {
    formOf,
    inputOf,
    validate,
    serverErrors,
    localize: localizeInvoiceMessage,
    texts: {
      leaveConfirm: 'invoices.editor.leaveConfirm',
      checkFields: 'invoices.toast.checkFields',
      saved: 'invoices.toast.saved',
      saveFailed: 'invoices.toast.saveFailed',
    },
  });
  const { dirty } = editor;

  return (
    <div className="space-y-4 pb-24">
      <BackLink to={INVOICES_PATH} label={t('invoices.back')} />
      <DetailHeader
        title={`${invoice.displayNumber} · ${invoice.title}`}
        meta={
          <>
            <InvoiceStatusBadge status={invoice.status} />
            {invoice.kind !== 'standard' && (
              <Badge variant="outline">
                {invoice.kind === 'progress' && invoice.percent
                  ? t('invoices.kindPercent', {
                      kind: t('invoices.kinds.progress'),
                      percent: formatDecimal(invoice.percent, language),
                    })
                  : t(`invoices.kinds.${invoice.kind}`)}
              </Badge>
            )}
            <span>{t('invoices.issuedOn', { date: formatDay(invoice.issueDate, language) })}</span>
            <span className={cn(invoice.status === 'overdue' && 'font-medium text-danger-text')}>
              {t('invoices.dueOn', { date: formatDay(invoice.dueDate, language) })}
            </span>
            {invoice.estimateId && invoice.estimateNumber && (
              <Link
                to={estimatePath(invoice.estimateId)}
                className="text-primary-text underline-offset-4 hover:underline"
              >
                {t('invoices.fromEstimate', { number: invoice.estimateNumber })}
              </Link>
            )}
            {invoice.jobId && (
              <Link to={jobPath(invoice.jobId)} className="text-primary-text underline-offset-4 hover:underline">
                {t('invoices.openJob')}
              </Link>
            )}
          </>
        }
      >
        <InvoiceActions invoice={invoice} dirty={dirty} />
      </DetailHeader>

      {invoice.status === 'void' && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="void-notice">
          {invoice.voidReason ? t('invoices.voidedBecause', { reason: invoice.voidReason }) : t('invoices.voided')}
        </p>
      )}

      {invoice.editable ? (
        <>
          <InvoiceForm
            values={editor.values}
            errors={editor.errors}
            fixedMoney={
              invoice.estimateId ? (
                <>
                  <p className="text-sm text-muted-foreground" data-testid="estimate-money-note">
                    {t('invoices.estimateMoneyNote', { number: invoice.estimateNumber ?? '' })}
                  </p>
                  <InvoiceMoney invoice={invoice} />
                </>
              ) : undefined
            }
            onChange={editor.onChange}
            onStructureChange={editor.onStructureChange}
          />
          <SaveBar dirty={dirty} saving={editor.saving} onSave={editor.onSave} texts="invoices.editor" />
        </>
      ) : (
        <>
          {invoice.status !== 'draft' && <BalanceCard invoice={invoice} />}
          <InvoiceDocument invoice={invoice} />
          {invoice.status !== 'draft' && <PaymentsSection invoice={invoice} />}
        </>
      )}

      <InvoiceHistory id={invoice.id} />
    </div>
  );
}

function InvoiceActions({ invoice, dirty }: { invoice: Invoice; dirty: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { canWrite, canDelete } = useInvoicePermissions();
  const [dialog, setDialog] = useState<'send' | 'void' | 'payment' | 'refund' | null>(null);
  const remove = useDeleteInvoice(invoice.id);
  const status = invoice.status;
  const savedOnly = dirty ? { 'aria-disabled': true as const, title: t('invoices.editor.saveFirst') } : {};
  const canSend = canWrite && (status === 'draft' || isOpen(status));
  const canPay = canWrite && isOpen(status) && invoice.balanceCents > 0;
  const canRefund = canWrite && status !== 'draft' && status !== 'void' && invoice.paidCents > 0;
  // Void is for a sent invoice with nothing paid on it (refund first).
  const canVoid = canWrite && status !== 'draft' && status !== 'void' && invoice.paidCents === 0;
  const close = () => setDialog(null);

  return (
    <div className="flex flex-wrap gap-2">
      {canPay && (
        <Button onClick={() => setDialog('payment')}>
          <Banknote aria-hidden />
          {t('invoices.actions.recordPayment')}
        </Button>
      )}
      {canSend && (
        <Button
          variant={status === 'draft' ? 'default' : 'outline'}
          onClick={() => (dirty ? toast.error(t('invoices.editor.saveFirst')) : setDialog('send'))}
        >
          <Send aria-hidden />
          {t(status === 'draft' ? 'invoices.actions.send' : 'invoices.actions.resend')}
        </Button>
      )}
      <a
        href={invoicesApi.pdfUrl(invoice.id)}
        download={`${invoice.displayNumber}.pdf`}
        className={buttonVariants({ variant: 'outline' })}
        {...savedOnly}
        onClick={(event) => dirty && event.preventDefault()}
      >
        <Download aria-hidden />
        {t('invoices.actions.pdf')}
      </a>
      {canRefund && (
        <Button variant="outline" onClick={() => setDialog('refund')}>
          <RotateCcw aria-hidden />
          {t('invoices.actions.refund')}
        </Button>
      )}
      {canVoid && (
        <Button variant="outline" className="text-danger-text" onClick={() => setDialog('void')}>
          <Ban aria-hidden />
          {t('invoices.actions.void')}
        </Button>
      )}
      {canDelete && status === 'draft' && (
        <DeleteButton
          label={t('invoices.actions.delete')}
          confirmTitle={t('invoices.deleteConfirm.title', { number: invoice.displayNumber })}
          confirmBody={t('invoices.deleteConfirm.body')}
          busy={remove.isPending}
          onConfirm={(closeConfirm) =>
            remove.mutate(undefined, {
              onSuccess: () => {
                closeConfirm();
                toast.success(t('invoices.toast.deleted'));
                navigate(INVOICES_PATH, { replace: true });
              },
              onError: (error) =>
                toast.error(t('invoices.toast.deleteFailed'), { description: localizeInvoiceMessage(error.message) }),
            })
          }
        />
      )}
      {dialog === 'send' && <SendInvoiceDialog invoice={invoice} onClose={close} />}
      {dialog === 'void' && <VoidInvoiceDialog invoice={invoice} onClose={close} />}
      {(dialog === 'payment' || dialog === 'refund') && (
        <PaymentDialog invoice={invoice} kind={dialog} onClose={close} />
      )}
    </div>
  );
}

/** What is still owed, large: the figure a contractor opens a sent invoice for. */
function BalanceCard({ invoice }: { invoice: Invoice }) {
  const { t, language } = useI18n();
  const overdue = invoice.status === 'overdue' && invoice.balanceCents > 0;
  return (
    <section
      aria-label={t('invoices.balance.label')}
      className={cn(
        'grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-3',
        overdue && 'border-danger-text/40 bg-danger-soft',
      )}
      data-testid="invoice-balance-card"
    >
      <div>
        <p className={cn('text-sm text-muted-foreground', overdue && 'text-danger-text')}>
          {t(overdue ? 'invoices.balance.overdue' : 'invoices.balance.due')}
        </p>
        <p
          className={cn('text-3xl font-semibold tabular-nums', overdue && 'text-danger-text')}
          data-testid="balance-due"
        >
          {formatCents(invoice.balanceCents, language)}
        </p>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{t('invoices.totals.total')}</p>
        <p className="text-xl font-medium tabular-nums">{formatCents(invoice.totalCents, language)}</p>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{t('invoices.totals.paid')}</p>
        <p className="text-xl font-medium tabular-nums">{formatCents(invoice.paidCents, language)}</p>
        {invoice.paidAt && (
          <p className="text-xs text-muted-foreground">
            {t('invoices.paidOn', { date: formatDateTime(invoice.paidAt, language) })}
          </p>
        )}
      </div>
    </section>
  );
}

/** The invoice as sent: client, lines, totals, notes and terms (read-only). */
function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t, language } = useI18n();
  const none = <span className="text-muted-foreground">{t('invoices.none')}</span>;
  return (
    <Panel as="section" className="space-y-4" aria-label={t('invoices.document')}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('invoices.fields.clientName')}</dt>
          <dd>{invoice.clientName ?? none}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('invoices.fields.clientEmail')}</dt>
          <dd className="break-words">{invoice.clientEmail ?? none}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('invoices.fields.clientPhone')}</dt>
          <dd>{invoice.clientPhone ?? none}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('invoices.fields.billingAddress')}</dt>
          <dd className="break-words">{invoice.billingAddress ?? none}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('invoices.fields.dueTerms')}</dt>
          <dd>{t(`invoices.dueTerms.${invoice.dueTerms}`)}</dd>
        </div>
        {invoice.sentAt && (
          <div>
            <dt className="text-muted-foreground">{t('invoices.sent')}</dt>
            <dd>
              {formatDateTime(invoice.sentAt, language)}
              {invoice.viewedAt && ` · ${t('invoices.viewedOn', { date: formatDateTime(invoice.viewedAt, language) })}`}
            </dd>
          </div>
        )}
      </dl>
      <InvoiceMoney invoice={invoice} />
      {(invoice.notes || invoice.terms) && (
        <div className="grid gap-4 border-t border-border pt-3 text-sm md:grid-cols-2">
          {invoice.notes && (
            <div>
              <h3 className="font-medium">{t('invoices.fields.notes')}</h3>
              <p className="whitespace-pre-line text-muted-foreground">{invoice.notes}</p>
            </div>
          )}
          {invoice.terms && (
            <div>
              <h3 className="font-medium">{t('invoices.fields.terms')}</h3>
              <p className="whitespace-pre-line text-muted-foreground">{invoice.terms}</p>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}

/** The invoice's figures (shared/invoice-shares.ts), then on a sent one what was paid and what is left. */
function moneyRows(invoice: Invoice): TotalsRow[] {
  const rows: TotalsRow[] = invoiceFigureRows(invoice).map((row) =>
    row.key === 'credit'
      ? [
          `credit-${row.credit.invoiceId}`,
          row.cents,
          translate('invoices.totals.less', {
            number: row.credit.displayNumber,
            kind: translate(`invoices.creditKinds.${row.credit.kind}`),
          }),
        ]
      : row.key === 'thisInvoice'
        ? ['total', row.cents, translate('invoices.totals.thisInvoice')]
        : [row.key, row.cents],
  );
  if (invoice.status !== 'draft') {
    rows.push(['paid', invoice.totals.paidCents], ['balance', invoice.totals.balanceCents]);
  }
  return rows;
}

/** The invoice's lines and totals, read-only: as sent, or a draft whose money comes from its estimate. */
function InvoiceMoney({ invoice }: { invoice: Invoice }) {
  const { t, language } = useI18n();
  return (
    <>
      {/* Scrolls sideways on phones: focusable, so the keyboard scrolls it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('invoices.sections.lines')}>
        <Table className="min-w-[32rem]">
          <TableCaption>{t('invoices.sections.lines')}</TableCaption>
          <TableHeader>
            <tr>
              <TableHead>{t('invoices.lines.description')}</TableHead>
              <TableHead numeric>{t('invoices.lines.quantity')}</TableHead>
              <TableHead numeric>{t('invoices.lines.unitPrice')}</TableHead>
              <TableHead numeric>{t('invoices.lines.amount')}</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {invoice.lines.map((line) => (
              <tr key={line.id} data-testid="invoice-doc-line">
                <TableCell>{line.description}</TableCell>
                <TableCell numeric>
                  {formatDecimal(line.quantity, language)} {line.unit && unitName(line.unit)}
                </TableCell>
                <TableCell numeric>{formatDocumentPrice(line.unitPrice, line.unit, language)}</TableCell>
                <TableCell numeric>{formatCents(line.amountCents, language)}</TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      </div>
      <TotalsList rows={moneyRows(invoice)} />
    </>
  );
}

/** Payments and refunds, oldest first; a refund shows negative. */
function PaymentsSection({ invoice }: { invoice: Invoice }) {
  const { t, language } = useI18n();
  return (
    <DetailSection title={t('invoices.payments.title')}>
      {invoice.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invoices.payments.empty')}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('invoices.payments.title')}>
          <Table className="min-w-[34rem]" data-testid="payments-table">
            <TableCaption>{t('invoices.payments.title')}</TableCaption>
            <TableHeader>
              <tr>
                <TableHead>{t('invoices.payments.date')}</TableHead>
                <TableHead>{t('invoices.payments.method')}</TableHead>
                <TableHead>{t('invoices.payments.reference')}</TableHead>
                <TableHead numeric>{t('invoices.payments.amount')}</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {invoice.payments.map((payment) => {
                const refund = payment.kind === 'refund';
                return (
                  <tr key={payment.id} data-testid="payment-row">
                    <TableCell className="align-top">{formatDay(payment.receivedOn, language)}</TableCell>
                    <TableCell className="align-top">
                      {t(`invoices.methods.${payment.method}`)}
                      {refund && (
                        <Badge variant="warning-soft" className="ml-2">
                          {t('invoices.payments.refund')}
                        </Badge>
                      )}
                      {(payment.note || payment.userName) && (
                        <p className="text-xs text-muted-foreground">
                          {[payment.note, payment.userName].filter(Boolean).join(' · ')}
                        </p>
                      )}
                    </TableCell>
                    <TableCell className="align-top">
                      {payment.reference ?? <span className="text-muted-foreground">{t('invoices.none')}</span>}
                    </TableCell>
                    <TableCell numeric className={cn('align-top font-medium', refund && 'text-danger-text')}>
                      {formatCents(refund ? -payment.amountCents : payment.amountCents, language)}
                    </TableCell>
                  </tr>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </DetailSection>
  );
}

/** An event's line in the history, with what it carries (an amount, a reason, an address). */
function eventText(event: InvoiceEvent, language: 'en' | 'pt'): string {
  const meta = event.metadata;
  const amount = typeof meta.amountCents === 'number' ? formatCents(meta.amountCents, language) : null;
  const detail =
    amount ?? (typeof meta.reason === 'string' && meta.reason) ?? (typeof meta.to === 'string' && meta.to) ?? null;
  const name = translate(`invoices.events.${event.type}`);
  return detail ? `${name}: ${detail}` : name;
}

function InvoiceHistory({ id }: { id: string }) {
  const { t, language } = useI18n();
  return (
    <HistorySection
      events={useInvoiceEvents(id)}
      describe={(event) => eventText(event, language)}
      texts={{
        title: t('invoices.history.title'),
        failed: t('invoices.history.failed'),
        empty: t('invoices.history.empty'),
        you: t('invoices.history.you'),
      }}
      testId="invoice-history"
    />
  );
}
