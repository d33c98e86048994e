import { Plus } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { CATALOG_UNITS } from '../../../shared/catalog.ts';
import { DUE_TERMS, INVOICE_LIMITS, type DueTerms } from '../../../shared/invoices.ts';
import { LINE_KINDS, type LineKind } from '../../../shared/money.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { ItemControls } from '../../components/ui/ItemControls.tsx';
import { Checkbox, NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { translate, useI18n } from '../../lib/i18n.ts';
import {
  dueDatePreview,
  emptyLine,
  liveTotals,
  moveLine,
  type InvoiceFormValues,
  type InvoiceLineValues,
} from './form.ts';
import { RuleField, TaxFields } from './PricingFields.tsx';
import { UnitSelect } from '../catalog/UnitSelect.tsx';
import { localizeInvoiceMessage } from './messages.ts';
import { DetailSection } from '../../components/page/DetailParts.tsx';
import { Panel } from '../../components/ui/Panel.tsx';

type TextKey =
  | 'title'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'billingAddress'
  | 'issueDate'
  | 'dueDate'
  | 'notes'
  | 'terms';

/** A catalog unit's name ("sq ft", "pés²"); a unit typed by hand shows as typed. */
export function unitName(unit: string): string {
  return (CATALOG_UNITS as readonly string[]).includes(unit) ? translate(`catalog.units.${unit}`) : unit;
}

/**
 * A draft invoice's form: client, dates and terms, lines, discount and tax, notes, and the live
 * totals (by the money rules the server stores them with). `errors` are keyed by dotted paths
 * (form.ts fieldOf); a figure the rules refuse while typing is shown at its input too.
 */
export function InvoiceForm({
  values,
  errors,
  onChange,
  onStructureChange,
  fixedMoney,
}: {
  values: InvoiceFormValues;
  errors: Record<string, string>;
  /** An invoice from an estimate bills its share of it: its lines and totals, shown instead of edited. */
  fixedMoney?: ReactNode | undefined;
  onChange: (values: InvoiceFormValues) => void;
  /** Lines added, removed or moved: errors keyed by position no longer apply. */
  onStructureChange: (values: InvoiceFormValues) => void;
}) {
  const { t, language } = useI18n();
  const totals = liveTotals(values);
  const live: Record<string, string> = {};
  if (!totals.ok) live[totals.field] = t(`invoices.money.${totals.code}`);
  const errorOf = (key: string) => {
    const message = errors[key];
    return message ? localizeInvoiceMessage(message) : live[key];
  };
  const text = (key: TextKey) => ({
    value: values[key],
    'data-field': key,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...values, [key]: event.target.value }),
  });
  const setLines = (lines: InvoiceLineValues[], structural = true) =>
    (structural ? onStructureChange : onChange)({ ...values, lines });
  const due = dueDatePreview(values);

  return (
    <div className="space-y-4">
      <DetailSection title={t('invoices.sections.details')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('invoices.fields.title')} error={errorOf('title')} className="md:col-span-2">
            <Input autoComplete="off" maxLength={INVOICE_LIMITS.title} {...text('title')} />
          </Field>
          <Field label={t('invoices.fields.clientName')} error={errorOf('clientName')}>
            <Input autoComplete="off" maxLength={INVOICE_LIMITS.clientName} {...text('clientName')} />
          </Field>
          <Field label={t('invoices.fields.clientEmail')} error={errorOf('clientEmail')}>
            <Input type="email" autoComplete="off" {...text('clientEmail')} />
          </Field>
          <Field label={t('invoices.fields.clientPhone')} error={errorOf('clientPhone')}>
            <Input type="tel" autoComplete="off" {...text('clientPhone')} />
          </Field>
          <Field label={t('invoices.fields.billingAddress')} error={errorOf('billingAddress')}>
            <Input autoComplete="off" maxLength={INVOICE_LIMITS.address} {...text('billingAddress')} />
          </Field>
        </div>
      </DetailSection>

      <DetailSection title={t('invoices.sections.dates')}>
        <div className="grid gap-4 md:grid-cols-3">
          <Field label={t('invoices.fields.issueDate')} error={errorOf('issueDate')}>
            <Input type="date" {...text('issueDate')} />
          </Field>
          <Field label={t('invoices.fields.dueTerms')} error={errorOf('dueTerms')}>
            <NativeSelect
              data-field="dueTerms"
              value={values.dueTerms}
              onChange={(event) => onChange({ ...values, dueTerms: event.target.value as DueTerms })}
            >
              {DUE_TERMS.map((terms) => (
                <option key={terms} value={terms}>
                  {t(`invoices.dueTerms.${terms}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {values.dueTerms === 'custom' ? (
            <Field label={t('invoices.fields.dueDate')} error={errorOf('dueDate')}>
              <Input type="date" min={values.issueDate || undefined} {...text('dueDate')} />
            </Field>
          ) : (
            <div className="flex items-end">
              <p className="pb-2 text-sm text-muted-foreground" aria-live="polite" data-testid="due-preview">
                {due ? t('invoices.dueOn', { date: formatDay(due, language) }) : '\u00a0'}
              </p>
            </div>
          )}
        </div>
      </DetailSection>

      {fixedMoney ? (
        <DetailSection title={t('invoices.sections.lines')}>{fixedMoney}</DetailSection>
      ) : (
        <>
          <Panel as="section" className="space-y-3" aria-labelledby="invoice-lines-title">
            <h2 id="invoice-lines-title" className="font-semibold">
              {t('invoices.sections.lines')}
            </h2>
            {errorOf('lines') && (
              <p role="alert" className="text-sm font-medium text-danger-text" data-field="lines" tabIndex={-1}>
                {errorOf('lines')}
              </p>
            )}
            {values.lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('invoices.lines.empty')}</p>
            ) : (
              <ol className="space-y-3">
                {values.lines.map((line, l) => (
                  <InvoiceLineEditor
                    key={line.key}
                    line={line}
                    number={l + 1}
                    count={values.lines.length}
                    path={`lines.${l}`}
                    amount={totals.ok ? totals.totals.lines[l]?.amount : undefined}
                    errorOf={errorOf}
                    onChange={(next) =>
                      setLines(
                        values.lines.map((x, i) => (i === l ? next : x)),
                        false,
                      )
                    }
                    onMove={(by) => setLines(moveLine(values.lines, l, by))}
                    onRemove={() => setLines(values.lines.filter((_, i) => i !== l))}
                  />
                ))}
              </ol>
            )}
            <div className="flex flex-wrap gap-2">
              {LINE_KINDS.map((kind) => (
                <Button key={kind} variant="outline" onClick={() => setLines([...values.lines, emptyLine(kind)])}>
                  <Plus aria-hidden />
                  {t(`invoices.lines.add.${kind}`)}
                </Button>
              ))}
            </div>
          </Panel>

          <DetailSection title={t('invoices.sections.pricing')}>
            <div className="grid gap-4 md:grid-cols-3">
              <RuleField
                name="discount"
                rule={values.discount}
                error={errorOf('discount')}
                onChange={(discount) => onChange({ ...values, discount })}
                texts={{
                  label: t('invoices.fields.discount'),
                  amount: t('invoices.fields.discountAmount'),
                  percent: t('invoices.fields.discountPercent'),
                  kind: (kind) => t(`invoices.discountKinds.${kind}`),
                }}
              />
              <TaxFields
                rate={values.taxRate}
                appliesTo={values.taxAppliesTo}
                error={errorOf('taxRate')}
                onRateChange={(taxRate) => onChange({ ...values, taxRate })}
                onAppliesToChange={(taxAppliesTo) => onChange({ ...values, taxAppliesTo })}
                texts={{
                  rate: t('invoices.fields.taxRate'),
                  appliesTo: t('invoices.fields.taxAppliesTo'),
                  appliesToName: (to) => t(`invoices.taxAppliesTo.${to}`),
                }}
              />
            </div>
          </DetailSection>

          <DetailSection title={t('invoices.sections.totals')}>
            {!totals.ok ? (
              <p className="text-sm text-danger-text">{t(`invoices.money.${totals.code}`)}</p>
            ) : (
              <TotalsList
                rows={[
                  ['subtotal', totals.totals.subtotal],
                  ['discount', totals.totals.discount === 0 ? 0 : -totals.totals.discount],
                  ['tax', totals.totals.tax],
                  ['total', totals.totals.total],
                ]}
              />
            )}
          </DetailSection>
        </>
      )}

      <DetailSection title={t('invoices.sections.notes')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('invoices.fields.notes')} error={errorOf('notes')}>
            <Textarea rows={4} maxLength={INVOICE_LIMITS.notes} {...text('notes')} />
          </Field>
          <Field label={t('invoices.fields.terms')} error={errorOf('terms')}>
            <Textarea rows={4} maxLength={INVOICE_LIMITS.terms} {...text('terms')} />
          </Field>
        </div>
      </DetailSection>
    </div>
  );
}

/** A figure: its key (`invoices.totals.<key>` names it unless a label is given) and cents. */
export type TotalsRow = readonly [key: string, cents: number, label?: string];

/** Subtotal, discount, tax, total (and, on a sent invoice, paid and balance) as a list of figures. */
export function TotalsList({ rows }: { rows: TotalsRow[] }) {
  const { t, language } = useI18n();
  return (
    <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="invoice-totals">
      {rows.map(([key, cents, label]) => (
        <div
          key={key}
          className={cn('contents', (key === 'total' || key === 'balance') && 'font-semibold')}
          data-testid={`total-${key}`}
        >
          <dt className={key === 'total' || key === 'balance' ? undefined : 'text-muted-foreground'}>
            {label ?? t(`invoices.totals.${key}`)}
          </dt>
          <dd className="text-right tabular-nums">{formatCents(cents, language)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One line: kind, description, quantity, unit, unit price, taxable ('other' only), its amount and controls. */
function InvoiceLineEditor({
  line,
  number,
  count,
  path,
  amount,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: {
  line: InvoiceLineValues;
  number: number;
  count: number;
  path: string;
  amount: number | undefined;
  errorOf: (key: string) => string | undefined;
  onChange: (line: InvoiceLineValues) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t, language } = useI18n();
  const set = <K extends keyof InvoiceLineValues>(key: K, value: InvoiceLineValues[K]) =>
    onChange({ ...line, [key]: value });
  const text = (key: 'description' | 'quantity' | 'unitPrice') => ({
    value: line[key],
    'data-field': `${path}.${key}`,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });
  const big = 'max-md:h-12';
  return (
    <li
      data-testid="invoice-line"
      aria-label={t('invoices.lines.label', { number })}
      className="space-y-3 rounded-lg border border-border bg-background p-3"
    >
      <div className="grid gap-3 md:grid-cols-[9rem_minmax(0,1fr)]">
        <Field label={t('invoices.lines.kind')} error={errorOf(`${path}.kind`)}>
          <NativeSelect
            className={big}
            value={line.kind}
            onChange={(event) => set('kind', event.target.value as LineKind)}
          >
            {LINE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`invoices.lineKinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('invoices.lines.description')} error={errorOf(`${path}.description`)}>
          <Input className={big} autoComplete="off" maxLength={INVOICE_LIMITS.description} {...text('description')} />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[7rem_9rem_9rem_minmax(0,1fr)]">
        <Field label={t('invoices.lines.quantity')} error={errorOf(`${path}.quantity`)}>
          <Input className={big} inputMode="decimal" autoComplete="off" {...text('quantity')} />
        </Field>
        <Field label={t('invoices.lines.unit')} error={errorOf(`${path}.unit`)}>
          <UnitSelect
            className={big}
            value={line.unit}
            onChange={(unit) => set('unit', unit)}
            none={t('invoices.none')}
            name={unitName}
          />
        </Field>
        <Field label={t('invoices.lines.unitPrice')} error={errorOf(`${path}.unitPrice`)}>
          <Input className={big} inputMode="decimal" autoComplete="off" {...text('unitPrice')} />
        </Field>
        <div className="flex items-end">
          {line.kind === 'other' && (
            <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
              <Checkbox checked={line.taxable} onChange={(event) => set('taxable', event.target.checked)} />
              {t('invoices.lines.taxable')}
            </label>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2">
        <p className="text-sm tabular-nums" data-testid="line-amount">
          <span className="text-muted-foreground">{t('invoices.lines.amount')}: </span>
          <span className="font-medium">
            {amount !== undefined ? formatCents(amount, language) : t('invoices.none')}
          </span>
        </p>
        <ItemControls
          number={number}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          texts={{
            moveUp: t('invoices.lines.moveUp', { number }),
            moveUpShort: t('invoices.lines.moveUpShort'),
            moveDown: t('invoices.lines.moveDown', { number }),
            moveDownShort: t('invoices.lines.moveDownShort'),
            remove: t('invoices.lines.remove', { number }),
            removeShort: t('invoices.lines.removeShort'),
          }}
        />
      </div>
    </li>
  );
}
