import { DISCOUNT_KINDS, type DiscountKind } from '../../../shared/estimates.ts';
import { TAX_APPLIES_TO, type TaxAppliesTo } from '../../../shared/money.ts';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import type { DiscountValues } from './form.ts';

// The pricing fields of a document's editor (an invoice's, an estimate's); each document names them.

/** A discount or a deposit: none, an amount or a percent, and its figure; `name` is its input's `data-field`. */
export function RuleField({
  name,
  rule,
  error,
  onChange,
  texts,
}: {
  name: string;
  rule: DiscountValues;
  error: string | undefined;
  onChange: (rule: DiscountValues) => void;
  texts: { label: string; amount: string; percent: string; kind: (kind: DiscountKind) => string };
}) {
  return (
    <div className="grid gap-3">
      <Field label={texts.label}>
        <NativeSelect
          value={rule.kind}
          onChange={(event) => onChange({ ...rule, kind: event.target.value as DiscountKind })}
        >
          {DISCOUNT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {texts.kind(kind)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {rule.kind !== 'none' && (
        <Field label={rule.kind === 'amount' ? texts.amount : texts.percent} error={error}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            data-field={name}
            value={rule.kind === 'amount' ? rule.amount : rule.percent}
            onChange={(event) =>
              onChange(
                rule.kind === 'amount'
                  ? { ...rule, amount: event.target.value }
                  : { ...rule, percent: event.target.value },
              )
            }
          />
        </Field>
      )}
      {rule.kind === 'none' && error && <p className="text-sm font-medium text-danger-text">{error}</p>}
    </div>
  );
}

/** The tax rate (its input is `data-field="taxRate"`) and what it applies to, as two fields. */
export function TaxFields({
  rate,
  appliesTo,
  error,
  onRateChange,
  onAppliesToChange,
  texts,
}: {
  rate: string;
  appliesTo: TaxAppliesTo;
  error: string | undefined;
  onRateChange: (rate: string) => void;
  onAppliesToChange: (appliesTo: TaxAppliesTo) => void;
  texts: { rate: string; appliesTo: string; appliesToName: (to: TaxAppliesTo) => string };
}) {
  return (
    <>
      <Field label={texts.rate} error={error}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          data-field="taxRate"
          value={rate}
          onChange={(event) => onRateChange(event.target.value)}
        />
      </Field>
      <Field label={texts.appliesTo}>
        <NativeSelect value={appliesTo} onChange={(event) => onAppliesToChange(event.target.value as TaxAppliesTo)}>
          {TAX_APPLIES_TO.map((to) => (
            <option key={to} value={to}>
              {texts.appliesToName(to)}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
