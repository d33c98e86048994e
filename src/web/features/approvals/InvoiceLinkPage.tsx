import { CheckCircle2, CreditCard, Download, Loader2, RotateCw } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { invoiceFigureRows } from '../../../shared/invoice-shares.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import { PublicPageFrame } from '../../components/public/PublicPageFrame.tsx';
import { Main } from '../../components/layout/Main.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { approvalsApi, type PublicInvoice } from './api.ts';
import { asApiError, errorText, knownMessage } from './errors.ts';
import { HowToPay, OtherWaysToPay } from './HowToPay.tsx';
import { nextPaidPoll, returnedFromPayment } from './paid-polling.ts';
import { payOption } from './paying.ts';
import { CompanyCard, ErrorNote, LinesList, TextBlock, TokenPage, TotalsList, type TotalRow } from './parts.tsx';

type Invoice = PublicInvoice['invoice'];

/**
 * /invoice/{token}: the client reads an invoice e-mailed to them, downloads its PDF and pays the
 * balance online (Stripe Checkout) when the server takes online payments, else reads how to pay the
 * company directly. Stripe brings them back with ?paid=1: the page thanks them and reads the
 * invoice again until the payment shows.
 */
export default function InvoiceLinkPage() {
  return (
    <TokenPage titleKey="titles.invoiceLink" load={approvalsApi.invoice}>
      {({ token, data, onChange }) => <InvoiceView token={token} data={data} onChange={onChange} />}
    </TokenPage>
  );
}

const STATUS_BADGES: Record<Invoice['status'], BadgeVariant> = {
  draft: 'muted',
  sent: 'info',
  viewed: 'info',
  partially_paid: 'warning-soft',
  paid: 'success-soft',
  overdue: 'danger-soft',
  void: 'muted',
};

type Confirmation = 'confirming' | 'confirmed' | 'pending';

/** Back from paying: reads the invoice again on PAID_POLL_DELAYS_MS until it is paid. */
function usePaidPolling(token: string, data: PublicInvoice, onChange: (data: PublicInvoice) => void) {
  const { search } = useLocation();
  const returned = returnedFromPayment(search);
  const [confirmation, setConfirmation] = useState<Confirmation>(() =>
    data.invoice.status === 'paid' ? 'confirmed' : 'confirming',
  );
  const [round, setRound] = useState(0);
  const attempt = useRef(0);
  const status = data.invoice.status;
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    if (!returned) return;
    const delay = nextPaidPoll(status, attempt.current);
    if (delay === null) {
      setConfirmation(status === 'paid' ? 'confirmed' : 'pending');
      return;
    }
    setConfirmation('confirming');
    const timer = setTimeout(() => {
      attempt.current += 1;
      approvalsApi
        .invoice(token)
        .then((next) => changed.current(next))
        // A failed read counts as an attempt: the next one (or the Refresh button) tries again.
        .catch(() => setRound((r) => r + 1));
    }, delay);
    return () => clearTimeout(timer);
    // `data` changes with each read; `round` with each failed one.
  }, [returned, status, token, data, round]);

  const restart = () => {
    attempt.current = 0;
    setRound((r) => r + 1);
  };
  return { returned, confirmation, restart };
}

function InvoiceView({
  token,
  data,
  onChange,
}: {
  token: string;
  data: PublicInvoice;
  onChange: (data: PublicInvoice) => void;
}) {
  const { t, language } = useI18n();
  const { invoice, company } = data;
  const { totals } = invoice;
  const heading = t('approvals.invoice.heading', { number: invoice.displayNumber });
  const overdue = invoice.status === 'overdue';
  const { returned, confirmation, restart } = usePaidPolling(token, data, onChange);

  return (
    <PublicPageFrame company={company} title={heading} tinted>
      <Main className="mx-auto max-w-5xl space-y-5 px-4 py-5 sm:py-8">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold" data-testid="invoice-heading">
              {heading}
            </h1>
            <p className="text-lg break-words">{invoice.title}</p>
            <Badge variant={STATUS_BADGES[invoice.status]} data-testid="invoice-status">
              {t(`approvals.invoice.statuses.${invoice.status}`)}
            </Badge>
          </div>
          <a className={buttonVariants({ variant: 'outline' })} href={data.pdfUrl} download data-testid="invoice-pdf">
            <Download aria-hidden />
            {t('approvals.invoice.downloadPdf')}
          </a>
        </header>

        {returned && <ThankYou confirmation={confirmation} onRefresh={restart} />}

        <div className="grid gap-4 md:grid-cols-2">
          <CompanyCard company={company} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border bg-card p-4 text-sm">
            {(invoice.clientName || invoice.billingAddress) && (
              <>
                <dt className="text-muted-foreground">{t('approvals.invoice.billedTo')}</dt>
                <dd className="whitespace-pre-line break-words">
                  {[invoice.clientName, invoice.billingAddress].filter(Boolean).join('\n')}
                </dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('approvals.invoice.issueDate')}</dt>
            <dd>{formatDay(invoice.issueDate, language)}</dd>
            <dt className={cn(overdue ? 'font-semibold text-danger-text' : 'text-muted-foreground')}>
              {t('approvals.invoice.dueDate')}
            </dt>
            <dd className={cn(overdue && 'font-semibold text-danger-text')} data-testid="invoice-due">
              {formatDay(invoice.dueDate, language)}
            </dd>
            {invoice.estimateNumber && (
              <>
                <dt className="text-muted-foreground">{t('approvals.invoice.estimate')}</dt>
                <dd>{invoice.estimateNumber}</dd>
              </>
            )}
          </dl>
        </div>

        <PayPanel token={token} data={data} />

        <section className="space-y-4" aria-label={t('approvals.lines.label')}>
          <LinesList lines={invoice.lines} />
          <TotalsList
            testId="invoice-totals"
            rows={[
              ...invoiceFigureRows(invoice).map((row): TotalRow => {
                if (row.key === 'credit') {
                  const kind = t(`approvals.invoice.creditKinds.${row.credit.kind}`);
                  const label = t('approvals.totals.less', { number: row.credit.displayNumber, kind });
                  return { key: `credit-${row.credit.invoiceId}`, cents: row.cents, label };
                }
                const total = row.key === 'total' || row.key === 'thisInvoice';
                return { key: row.key, cents: row.cents, strong: total };
              }),
              ...(totals.paidCents ? [{ key: 'paid', cents: -totals.paidCents }] : []),
              {
                key: 'balance',
                cents: totals.balanceCents,
                strong: true,
                tone: overdue && totals.balanceCents > 0 ? ('danger' as const) : undefined,
              },
            ]}
          />
        </section>

        <Payments payments={invoice.payments} />

        {invoice.notes && <TextBlock title={t('approvals.invoice.notes')} text={invoice.notes} />}
        {invoice.terms && <TextBlock title={t('approvals.invoice.terms')} text={invoice.terms} />}
      </Main>
    </PublicPageFrame>
  );
}

function ThankYou({ confirmation, onRefresh }: { confirmation: Confirmation; onRefresh: () => void }) {
  const { t } = useI18n();
  return (
    <section
      className="space-y-2 rounded-xl border border-success-text/40 bg-success-soft p-4 sm:p-6"
      data-testid="payment-thanks"
      data-confirmation={confirmation}
    >
      <h2 className="flex items-center gap-2 text-xl font-semibold text-success-text">
        <CheckCircle2 className="size-6 shrink-0" aria-hidden />
        {t('approvals.thanks.title')}
      </h2>
      <p role="status" className="flex items-center gap-2 text-sm">
        {confirmation === 'confirming' && <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />}
        {t(`approvals.thanks.${confirmation}`)}
      </p>
      {confirmation === 'pending' && (
        <Button variant="outline" size="sm" onClick={onRefresh}>
          <RotateCw aria-hidden />
          {t('approvals.thanks.refresh')}
        </Button>
      )}
    </section>
  );
}

/**
 * What the client can do about the balance: pay it online, or read how to pay the company directly
 * (issue #38), or why there is nothing to pay.
 */
function PayPanel({ token, data }: { token: string; data: PublicInvoice }) {
  const { t, language } = useI18n();
  const { invoice, company } = data;
  const balance = invoice.totals.balanceCents;
  const overdue = invoice.status === 'overdue';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; key?: string } | null>(null);
  // Online payment turned off since the page loaded: the server says so, and the page shows how to pay instead.
  const [refused, setRefused] = useState(false);

  async function pay() {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await approvalsApi.checkout(token);
      if (!url) throw new ApiError(502, 'UNKNOWN_ERROR', INVOICE_MESSAGES.checkoutNoUrl);
      window.location.assign(url);
    } catch (error) {
      const apiError = asApiError(error);
      setBusy(false);
      if (knownMessage(apiError.message) === 'payCompanyDirectly') return setRefused(true);
      // Our texts (the spec's checkout errors among them) as they are; anything else is the spec's unknown error.
      setFailure(errorText(apiError, t, 'approvals.errors.checkoutUnknown'));
    }
  }

  const option = payOption(invoice, data.onlinePayment && !refused);
  if (option === 'void') {
    return <Notice testId="invoice-void">{t('approvals.invoice.voidNotice')}</Notice>;
  }
  if (option === 'settled') {
    return (
      <Notice testId="invoice-paid" tone="success">
        {t('approvals.invoice.paidInFull')}
      </Notice>
    );
  }
  if (option === 'direct') {
    return (
      <HowToPay
        company={company}
        amountCents={balance}
        amountLabel={t('approvals.totals.balance')}
        overdue={overdue}
        focusOnMount={refused}
      />
    );
  }
  return (
    <div className="space-y-3 rounded-xl border bg-card p-4 sm:p-6" data-testid="pay-panel">
      <p className="text-sm text-muted-foreground">{t('approvals.totals.balance')}</p>
      <p className={cn('text-3xl font-bold tabular-nums', overdue && 'text-danger-text')}>
        {formatCents(balance, language)}
      </p>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={busy}
        onClick={() => void pay()}
        data-testid="pay-online"
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <CreditCard aria-hidden />}
        {busy ? t('approvals.invoice.paying') : t('approvals.invoice.pay', { amount: formatCents(balance, language) })}
      </Button>
      <ErrorNote message={failure} />
      <OtherWaysToPay company={company} />
    </div>
  );
}

function Notice({
  children,
  tone = 'muted',
  testId,
}: {
  children: string;
  tone?: 'muted' | 'success';
  testId: string;
}) {
  return (
    <p
      data-testid={testId}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'success'
          ? 'border-success-text/40 bg-success-soft text-success-text'
          : 'bg-card text-muted-foreground',
      )}
    >
      {children}
    </p>
  );
}

function Payments({ payments }: { payments: Invoice['payments'] }) {
  const { t, language } = useI18n();
  return (
    <section className="space-y-2" aria-labelledby="invoice-payments">
      <h2 id="invoice-payments" className="text-base font-semibold">
        {t('approvals.invoice.payments')}
      </h2>
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('approvals.invoice.noPayments')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border bg-card" data-testid="invoice-payments">
          {payments.map((payment) => (
            <li key={payment.id} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {payment.kind === 'refund' ? `${t('approvals.invoice.refund')} · ` : ''}
                  {t(`approvals.invoice.methods.${payment.method}`)}
                </p>
                <p className="text-muted-foreground">
                  {formatDay(payment.receivedOn, language)}
                  {payment.reference ? ` · ${payment.reference}` : ''}
                </p>
              </div>
              <p className="shrink-0 font-medium tabular-nums">
                {formatCents(payment.kind === 'refund' ? -payment.amountCents : payment.amountCents, language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
