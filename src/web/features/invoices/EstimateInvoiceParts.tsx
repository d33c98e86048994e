import type { UseQueryResult } from '@tanstack/react-query';
import { FilePlus2, Receipt } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ESTIMATE_INVOICE_KINDS, INVOICE_LIMITS, type EstimateInvoiceKind } from '../../../shared/invoices.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { useI18n, type Language } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import type { EstimateBilling } from './api.ts';
import { progressCents } from './form.ts';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { invoicePath } from '../../page-paths.ts';
import { localizeInvoiceMessage } from './messages.ts';
import { useCreateInvoice } from './use-create-invoice.ts';
import { useEstimateBilling, useInvoicePermissions, useInvoices } from './queries.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/** Which of deposit / progress / final an estimate may still be invoiced for, and why not. */
export function kindAvailability(billing: EstimateBilling | undefined): Record<EstimateInvoiceKind, boolean> {
  if (!billing) return { deposit: false, progress: false, final: false };
  const left = billing.remainingCents > 0;
  return {
    deposit: left && billing.depositCents > 0 && !billing.hasDepositInvoice,
    progress: left,
    final: left,
  };
}

/** An accepted estimate's figures: accepted total, invoiced so far, what remains (and its deposit). */
export function BillingFigures({ billing }: { billing: UseQueryResult<EstimateBilling> }) {
  const { t, language } = useI18n();
  if (billing.isPending) return <Spinner label={t('ui.loading')} />;
  if (billing.isError)
    return (
      <p role="alert" className="text-sm text-danger-text">
        {localizeInvoiceMessage(billing.error.message) || t('invoices.billing.failed')}
      </p>
    );
  const b = billing.data;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="estimate-billing">
      {(
        [
          ['accepted', b.acceptedTotalCents],
          ['invoiced', b.invoicedCents],
          ['remaining', b.remainingCents],
          ['deposit', b.depositCents],
        ] as const
      ).map(([key, cents]) => (
        <div key={key} className="rounded-lg border border-border p-3" data-testid={`billing-${key}`}>
          <dt className="text-xs text-muted-foreground">{t(`invoices.billing.${key}`)}</dt>
          <dd className={cn('font-semibold tabular-nums', key === 'remaining' && 'text-primary-text')}>
            {formatCents(cents, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Deposit, progress (a percent with its milestone's name) or final, with what each would bill. */
export function EstimateKindChoice({
  kind,
  onKind,
  billing,
  percent,
  onPercent,
  milestone,
  onMilestone,
  errors,
  language,
  kinds = ESTIMATE_INVOICE_KINDS,
}: {
  kind: EstimateInvoiceKind;
  onKind: (kind: EstimateInvoiceKind) => void;
  billing: EstimateBilling | undefined;
  percent: string;
  onPercent: (percent: string) => void;
  milestone: string;
  onMilestone: (milestone: string) => void;
  errors: Record<string, string>;
  language: Language;
  kinds?: readonly EstimateInvoiceKind[];
}) {
  const { t } = useI18n();
  const allowed = kindAvailability(billing);
  const amountOf = (k: EstimateInvoiceKind): number | null => {
    if (!billing) return null;
    if (k === 'deposit') return billing.depositCents;
    if (k === 'final') return billing.remainingCents;
    return progressCents(billing.acceptedTotalCents, percent);
  };
  return (
    <>
      {kinds.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('invoices.new.kind')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {kinds.map((k) => {
              const amount = amountOf(k);
              return (
                <label
                  key={k}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col gap-0.5 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent',
                    billing && !allowed[k] && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="kind"
                      value={k}
                      checked={kind === k}
                      disabled={!!billing && !allowed[k]}
                      onChange={() => onKind(k)}
                      className="accent-primary"
                    />
                    {t(`invoices.kinds.${k}`)}
                  </span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {billing && !allowed[k]
                      ? t(
                          k === 'deposit' && billing.hasDepositInvoice
                            ? 'invoices.new.depositDone'
                            : k === 'deposit' && billing.depositCents === 0 && billing.remainingCents > 0
                              ? 'invoices.new.noDeposit'
                              : 'invoices.new.nothingLeft',
                        )
                      : amount !== null
                        ? formatCents(amount, language)
                        : '\u00a0'}
                  </span>
                </label>
              );
            })}
          </div>
          {errors.kind && <p className="text-sm font-medium text-danger-text">{errors.kind}</p>}
        </fieldset>
      )}
      {kind === 'progress' && (
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field label={t('invoices.new.percent')} error={errors.percent}>
            <Input inputMode="decimal" autoComplete="off" value={percent} onChange={(e) => onPercent(e.target.value)} />
          </Field>
          <Field label={t('invoices.new.milestone')} error={errors.milestone} hint={t('invoices.new.milestoneHint')}>
            <Input
              autoComplete="off"
              maxLength={INVOICE_LIMITS.title}
              value={milestone}
              onChange={(e) => onMilestone(e.target.value)}
            />
          </Field>
        </div>
      )}
    </>
  );
}

/**
 * The estimate page's "Billing" card for an accepted estimate: its figures, its invoices, and
 * Deposit / Progress / Final invoice buttons that create the invoice and open it.
 */
export function EstimateBillingCard({ estimateId }: { estimateId: string }) {
  const { t, language } = useI18n();
  const { canRead, canWrite } = useInvoicePermissions();
  const billing = useEstimateBilling(estimateId, canRead);
  const invoices = useInvoices({ estimateId }, { enabled: canRead });
  const create = useCreateInvoice();
  const [progress, setProgress] = useState(false);
  const allowed = kindAvailability(billing.data);
  if (!canRead) return null;
  const items = invoices.data?.pages.flatMap((p) => p.items) ?? [];
  const createKind = (kind: 'deposit' | 'final') =>
    create.mutate(
      { from: 'estimate', estimateId, kind },
      {
        onError: (error) =>
          toast.error(t('invoices.toast.createFailed'), { description: localizeInvoiceMessage(error.message) }),
      },
    );
  return (
    <Panel
      as="section"
      className="space-y-3"
      aria-labelledby="estimate-billing-title"
      data-testid="estimate-billing-card"
    >
      <h2 id="estimate-billing-title" className="flex items-center gap-2 font-semibold">
        <Receipt aria-hidden className="size-4" />
        {t('invoices.billing.title')}
      </h2>
      <BillingFigures billing={billing} />
      {items.length > 0 && (
        <ul className="divide-y divide-border rounded-md border border-border text-sm">
          {items.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <Link
                to={invoicePath(invoice.id)}
                className="font-medium text-primary-text underline-offset-4 hover:underline"
              >
                {invoice.displayNumber} · {invoice.title}
              </Link>
              <InvoiceStatusBadge status={invoice.status} />
              <span className="ml-auto tabular-nums">{formatCents(invoice.totalCents, language)}</span>
            </li>
          ))}
        </ul>
      )}
      {canWrite && billing.data && (
        <div className="flex flex-wrap gap-2">
          {(['deposit', 'progress', 'final'] as const).map((kind) => (
            <Button
              key={kind}
              variant={kind === 'final' ? 'default' : 'outline'}
              disabled={!allowed[kind] || create.isPending}
              onClick={() => (kind === 'progress' ? setProgress(true) : createKind(kind))}
            >
              {create.isPending && create.variables?.from === 'estimate' && create.variables.kind === kind ? (
                <Spinner />
              ) : (
                <FilePlus2 aria-hidden />
              )}
              {t(`invoices.billing.create.${kind}`)}
            </Button>
          ))}
        </div>
      )}
      {progress && billing.data && (
        <ProgressDialog estimateId={estimateId} billing={billing.data} onClose={() => setProgress(false)} />
      )}
    </Panel>
  );
}

function ProgressDialog({
  estimateId,
  billing,
  onClose,
}: {
  estimateId: string;
  billing: EstimateBilling;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('invoices.progress.title')}
      description={t('invoices.progress.description')}
    >
      <ProgressForm estimateId={estimateId} billing={billing} onClose={onClose} />
    </FormDialog>
  );
}

function ProgressForm({
  estimateId,
  billing,
  onClose,
}: {
  estimateId: string;
  billing: EstimateBilling;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const [percent, setPercent] = useState('');
  const [milestone, setMilestone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateInvoice();
  const amount = progressCents(billing.acceptedTotalCents, percent);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null) {
      setErrors({ percent: t('invoices.new.percentRequired') });
      return;
    }
    create.mutate(
      { from: 'estimate', estimateId, kind: 'progress', percent: percent.trim(), milestone: milestone.trim() || null },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields = validationErrors(error);
          if (fields)
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, localizeInvoiceMessage(m)])));
          else toast.error(t('invoices.toast.createFailed'), { description: localizeInvoiceMessage(error.message) });
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EstimateKindChoice
        kind="progress"
        onKind={() => undefined}
        kinds={['progress']}
        billing={billing}
        percent={percent}
        onPercent={setPercent}
        milestone={milestone}
        onMilestone={setMilestone}
        errors={errors}
        language={language}
      />
      <p className="text-sm" aria-live="polite" data-testid="progress-amount">
        {amount !== null &&
          t('invoices.progress.amount', {
            amount: formatCents(amount, language),
            remaining: formatCents(billing.remainingCents, language),
          })}
      </p>
      {amount !== null && amount > billing.remainingCents && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {t('invoices.messages.overInvoiced')}
        </p>
      )}
      {Object.entries(errors)
        .filter(([key]) => key !== 'percent' && key !== 'milestone')
        .map(([key, text]) => (
          <p key={key} role="alert" className="text-sm font-medium text-danger-text">
            {text}
          </p>
        ))}
      <FormFooter
        onCancel={onClose}
        saving={create.isPending}
        label={t('invoices.new.create')}
        savingLabel={t('invoices.new.creating')}
      />
    </form>
  );
}
