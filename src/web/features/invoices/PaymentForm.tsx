import { useState, type FormEvent } from 'react';
import { FormFooter } from '../../components/page/FormDialog.tsx';
import { Field, OtherErrors } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { useCompanyToday } from '../../lib/company-today.ts';
import { useI18n } from '../../lib/i18n.ts';

// The one payment form: a payment received on an invoice (or a refund) and a payment made on a bill
// (features/payables). Each feature gives its texts, its methods and its rules; the form defaults the
// day to the company's, and both read the amount with the one money parser (shared/dollars.ts).

/** The form's fields: the amount as typed, the day under the body's own name, the method, a reference and a note. */
export type PaymentValues<Method extends string, Day extends string> = {
  amount: string;
  method: Method;
  reference: string;
  note: string;
} & Record<Day, string>;

/** The payment as the API takes it, or the errors to show, in the user's language, by the body's fields. */
export type CheckedPayment<Body> = { ok: true; input: Body } | { ok: false; errors: Record<string, string> };

interface PaymentFormProps<Method extends string, Day extends string, Values extends PaymentValues<Method, Day>, Body> {
  /** The first values, paid on `today` (the company's day). */
  initial: (today: string) => Values;
  /** The day's field, named as in the body ('receivedOn', 'paidOn'): the server's errors name it so. */
  dayField: Day;
  methods: readonly Method[];
  /** Where the texts are: `${texts}.amount`, `.${dayField}`, `.method`, `.reference`, `.referenceHint`, `.note`, `.saving`. */
  texts: string;
  /** Where each method's name is: `${methodTexts}.${method}`. */
  methodTexts: string;
  submitLabel: string;
  maxLength: { reference: number; note: number };
  check: (values: Values) => CheckedPayment<Body>;
  /** Sends the payment; the server's field errors come back through `showErrors`. */
  onSubmit: (input: Body, showErrors: (errors: Record<string, string>) => void) => void;
  saving: boolean;
  onCancel: () => void;
}

export function PaymentForm<
  Method extends string,
  Day extends string,
  Values extends PaymentValues<Method, Day>,
  Body,
>({
  initial,
  dayField,
  methods,
  texts,
  methodTexts,
  submitLabel,
  maxLength,
  check,
  onSubmit,
  saving,
  onCancel,
}: PaymentFormProps<Method, Day, Values, Body>) {
  const { t } = useI18n();
  const today = useCompanyToday();
  const [values, setValues] = useState<Values>(() => initial(today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Values, value: string) => setValues((prev) => ({ ...prev, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(values);
    if (!checked.ok) setErrors(checked.errors);
    else onSubmit(checked.input, setErrors);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="payment-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t(`${texts}.amount`)} error={errors.amountCents}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
          />
        </Field>
        <Field label={t(`${texts}.${dayField}`)} error={errors[dayField]}>
          <Input type="date" value={values[dayField]} onChange={(event) => set(dayField, event.target.value)} />
        </Field>
        <Field label={t(`${texts}.method`)} error={errors.method}>
          <NativeSelect value={values.method} onChange={(event) => set('method', event.target.value)}>
            {methods.map((method) => (
              <option key={method} value={method}>
                {t(`${methodTexts}.${method}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t(`${texts}.reference`)} error={errors.reference} hint={t(`${texts}.referenceHint`)}>
          <Input
            autoComplete="off"
            maxLength={maxLength.reference}
            value={values.reference}
            onChange={(event) => set('reference', event.target.value)}
          />
        </Field>
      </div>
      <Field label={t(`${texts}.note`)} error={errors.note}>
        <Textarea
          rows={2}
          maxLength={maxLength.note}
          value={values.note}
          onChange={(event) => set('note', event.target.value)}
        />
      </Field>
      <OtherErrors errors={errors} shown={['amountCents', dayField, 'method', 'reference', 'note']} />
      <FormFooter onCancel={onCancel} saving={saving} label={submitLabel} savingLabel={t(`${texts}.saving`)} />
    </form>
  );
}
