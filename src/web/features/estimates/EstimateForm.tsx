import { Plus, Ruler, Trash2 } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { ESTIMATE_LIMITS } from '../../../shared/estimates.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Textarea } from '../../components/ui/NativeControls.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import {
  canAddOption,
  copyOption,
  emptyLine,
  liveTotals,
  moveLine,
  type EditorValues,
  type LineValues,
  type LiveTotals,
  type OptionValues,
} from './form.ts';

import { LineEditor } from './LineEditor.tsx';
import { MeasurementLinesDialog } from './MeasurementLinesDialog.tsx';
import { localizeEstimateMessage } from './messages.ts';
import { DetailSection } from '../../components/page/DetailParts.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { RuleField, TaxFields } from '../invoices/PricingFields.tsx';

type TextKey =
  'title' | 'clientName' | 'clientEmail' | 'clientPhone' | 'siteAddress' | 'validUntil' | 'notes' | 'terms';

/**
 * The editor's form: details, options with their lines, pricing rules, notes, and the live totals
 * of every option side by side. `errors` are keyed by dotted paths (form.ts fieldOf); a figure the
 * money rules refuse while typing is shown at its input too.
 */
export function EstimateForm({
  values,
  errors,
  onChange,
  onStructureChange,
}: {
  values: EditorValues;
  errors: Record<string, string>;
  onChange: (values: EditorValues) => void;
  /** Lines or options added, removed or moved: errors keyed by position no longer apply. */
  onStructureChange: (values: EditorValues) => void;
}) {
  const { t } = useI18n();
  const totals = values.options.map((_, i) => liveTotals(values, i));
  const live: Record<string, string> = {};
  for (const result of totals) if (!result.ok) live[result.field] ??= t(`estimates.money.${result.code}`);
  const errorOf = (key: string) => {
    const message = errors[key];
    return message ? localizeEstimateMessage(message) : live[key];
  };
  const text = (key: TextKey) => ({
    value: values[key],
    'data-field': key,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...values, [key]: event.target.value }),
  });
  const setOption = (index: number, option: OptionValues, structural = false) => {
    const next = { ...values, options: values.options.map((o, i) => (i === index ? option : o)) };
    (structural ? onStructureChange : onChange)(next);
  };

  return (
    <div className="space-y-4">
      <DetailSection title={t('estimates.sections.details')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('estimates.fields.title')} error={errorOf('title')} className="md:col-span-2">
            <Input autoComplete="off" maxLength={ESTIMATE_LIMITS.title} {...text('title')} />
          </Field>
          <Field label={t('estimates.fields.clientName')} error={errorOf('clientName')}>
            <Input autoComplete="off" maxLength={ESTIMATE_LIMITS.clientName} {...text('clientName')} />
          </Field>
          <Field label={t('estimates.fields.clientEmail')} error={errorOf('clientEmail')}>
            <Input type="email" autoComplete="off" {...text('clientEmail')} />
          </Field>
          <Field label={t('estimates.fields.clientPhone')} error={errorOf('clientPhone')}>
            <Input type="tel" autoComplete="off" maxLength={ESTIMATE_LIMITS.phone} {...text('clientPhone')} />
          </Field>
          <Field label={t('estimates.fields.validUntil')} error={errorOf('validUntil')}>
            <Input type="date" {...text('validUntil')} />
          </Field>
          <Field label={t('estimates.fields.siteAddress')} error={errorOf('siteAddress')} className="md:col-span-2">
            <Input autoComplete="off" maxLength={ESTIMATE_LIMITS.address} {...text('siteAddress')} />
          </Field>
        </div>
      </DetailSection>

      {errorOf('options') && (
        <p
          role="alert"
          className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger-text"
          data-field="options"
          tabIndex={-1}
        >
          {errorOf('options')}
        </p>
      )}
      {values.options.map((option, o) => (
        <OptionEditor
          key={option.key}
          option={option}
          index={o}
          single={values.options.length === 1}
          linked={{ leadId: values.leadId, jobId: values.jobId }}
          totals={totals[o]!}
          errorOf={errorOf}
          onChange={(next, structural) => setOption(o, next, structural)}
          onRemove={() => onStructureChange({ ...values, options: values.options.filter((_, i) => i !== o) })}
        />
      ))}
      {canAddOption(values) && (
        <Button
          variant="outline"
          onClick={() =>
            onStructureChange({
              ...values,
              options: [
                ...values.options,
                copyOption(
                  values.options.at(-1) ?? { key: '', name: '', lines: [] },
                  t(`estimates.options.defaultNames.${values.options.length}`),
                ),
              ],
            })
          }
        >
          <Plus aria-hidden />
          {t('estimates.options.add')}
        </Button>
      )}

      <DetailSection title={t('estimates.sections.pricing')}>
        <div className="grid gap-4 md:grid-cols-3">
          <RuleField
            name="discount"
            rule={values.discount}
            error={errorOf('discount')}
            onChange={(discount) => onChange({ ...values, discount })}
            texts={{
              label: t('estimates.fields.discount'),
              amount: t('estimates.fields.discountAmount'),
              percent: t('estimates.fields.discountPercent'),
              kind: (kind) => t(`estimates.ruleKinds.${kind}`),
            }}
          />
          <div className="grid gap-3">
            <TaxFields
              rate={values.taxRate}
              appliesTo={values.taxAppliesTo}
              error={errorOf('taxRate')}
              onRateChange={(taxRate) => onChange({ ...values, taxRate })}
              onAppliesToChange={(taxAppliesTo) => onChange({ ...values, taxAppliesTo })}
              texts={{
                rate: t('estimates.fields.taxRate'),
                appliesTo: t('estimates.fields.taxAppliesTo'),
                appliesToName: (to) => t(`estimates.taxAppliesTo.${to}`),
              }}
            />
          </div>
          <RuleField
            name="deposit"
            rule={values.deposit}
            error={errorOf('deposit')}
            onChange={(deposit) => onChange({ ...values, deposit })}
            texts={{
              label: t('estimates.fields.deposit'),
              amount: t('estimates.fields.depositAmount'),
              percent: t('estimates.fields.depositPercent'),
              kind: (kind) => t(`estimates.ruleKinds.${kind}`),
            }}
          />
        </div>
      </DetailSection>

      <DetailSection title={t('estimates.sections.totals')}>
        <div
          className={cn(
            'grid gap-4',
            values.options.length > 1 && 'md:grid-cols-2',
            values.options.length > 2 && 'xl:grid-cols-3',
          )}
          data-testid="live-totals"
        >
          {values.options.map((option, o) => (
            <LiveTotalsCard key={option.key} name={option.name} totals={totals[o]!} named={values.options.length > 1} />
          ))}
        </div>
      </DetailSection>

      <DetailSection title={t('estimates.sections.notes')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('estimates.fields.notes')} error={errorOf('notes')}>
            <Textarea rows={4} maxLength={ESTIMATE_LIMITS.notes} {...text('notes')} />
          </Field>
          <Field label={t('estimates.fields.terms')} error={errorOf('terms')}>
            <Textarea rows={4} maxLength={ESTIMATE_LIMITS.terms} {...text('terms')} />
          </Field>
        </div>
      </DetailSection>
    </div>
  );
}

function OptionEditor({
  option,
  index,
  single,
  linked,
  totals,
  errorOf,
  onChange,
  onRemove,
}: {
  option: OptionValues;
  index: number;
  single: boolean;
  linked: { leadId: string | null; jobId: string | null };
  totals: LiveTotals;
  errorOf: (key: string) => string | undefined;
  onChange: (option: OptionValues, structural?: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const path = `options.${index}`;
  const lineTotals = totals.ok ? totals.withOptional.lines : [];
  const setLines = (lines: LineValues[], structural = true) => onChange({ ...option, lines }, structural);
  const [measuring, setMeasuring] = useState(false);
  return (
    <Panel
      as="section"
      className="space-y-3"
      aria-label={single ? t('estimates.sections.lines') : option.name || t('estimates.options.unnamed')}
      data-testid="estimate-option"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        {single ? (
          <h2 className="font-semibold">{t('estimates.sections.lines')}</h2>
        ) : (
          <Field label={t('estimates.options.name')} error={errorOf(`${path}.name`)} className="min-w-48 flex-1">
            <Input
              autoComplete="off"
              maxLength={ESTIMATE_LIMITS.optionName}
              data-field={`${path}.name`}
              value={option.name}
              onChange={(event) => onChange({ ...option, name: event.target.value })}
            />
          </Field>
        )}
        {!single && (
          <Button variant="outline" className="text-danger-text" onClick={onRemove}>
            <Trash2 aria-hidden />
            {t('estimates.options.remove')}
            <span className="sr-only">{option.name}</span>
          </Button>
        )}
      </div>
      {option.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('estimates.lines.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {option.lines.map((line, l) => (
            <LineEditor
              key={line.key}
              line={line}
              number={l + 1}
              count={option.lines.length}
              path={`${path}.lines.${l}`}
              totals={lineTotals[l]}
              errorOf={errorOf}
              onChange={(next) =>
                setLines(
                  option.lines.map((x, i) => (i === l ? next : x)),
                  false,
                )
              }
              onMove={(by) => setLines(moveLine(option.lines, l, by))}
              onRemove={() => setLines(option.lines.filter((_, i) => i !== l))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setLines([...option.lines, emptyLine('material')])}>
          <Plus aria-hidden />
          {t('estimates.lines.addMaterial')}
        </Button>
        <Button variant="outline" onClick={() => setLines([...option.lines, emptyLine('labor')])}>
          <Plus aria-hidden />
          {t('estimates.lines.addLabor')}
        </Button>
        <Button variant="outline" onClick={() => setLines([...option.lines, emptyLine('other')])}>
          <Plus aria-hidden />
          {t('estimates.lines.addOther')}
        </Button>
        <Button variant="outline" onClick={() => setMeasuring(true)}>
          <Ruler aria-hidden />
          {t('estimates.measurements.add')}
        </Button>
      </div>
      {measuring && (
        <MeasurementLinesDialog
          {...linked}
          onClose={() => setMeasuring(false)}
          onAdd={(lines) => {
            setLines([...option.lines, ...lines]);
            setMeasuring(false);
          }}
        />
      )}
    </Panel>
  );
}

/** One option's totals as the member types (by the same rules the server stores them with). */
function LiveTotalsCard({ name, totals, named }: { name: string; totals: LiveTotals; named: boolean }) {
  const { t, language } = useI18n();
  return (
    <div className="space-y-2 rounded-lg border border-border p-3" data-testid="option-totals" aria-label={name}>
      {named && <h3 className="font-medium">{name}</h3>}
      {!totals.ok ? (
        <p className="text-sm text-danger-text">{t(`estimates.money.${totals.code}`)}</p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {(
            [
              ['subtotal', totals.totals.subtotal],
              ['discount', totals.totals.discount === 0 ? 0 : -totals.totals.discount],
              ['tax', totals.totals.tax],
              ['total', totals.totals.total],
              ['deposit', totals.totals.deposit],
              ['margin', totals.totals.margin],
            ] as const
          ).map(([key, cents]) => (
            <div key={key} className={cn('contents', key === 'total' && 'font-semibold')} data-testid={`total-${key}`}>
              <dt className={key === 'total' ? undefined : 'text-muted-foreground'}>{t(`estimates.totals.${key}`)}</dt>
              <dd className="text-right tabular-nums">
                {cents === null ? t('estimates.none') : formatCents(cents, language)}
                {key === 'margin' && totals.totals.marginPercent && ` (${totals.totals.marginPercent} %)`}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {totals.ok && totals.hasOptional && (
        <p className="text-sm text-muted-foreground">
          {t('estimates.totals.withOptional', { total: formatCents(totals.withOptional.total, language) })}
        </p>
      )}
    </div>
  );
}
