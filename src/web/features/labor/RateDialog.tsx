import { useState, type FormEvent } from 'react';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { LABOR_LIMITS, LABOR_MESSAGES, loadedRateCents } from '../../../shared/labor.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { laborApi, type MemberRate, type RateBody } from './api.ts';
import { laborFieldErrors, localizeLaborMessage } from './messages.ts';
import { centsToDollars, dollarsToCents } from '../../../shared/dollars.ts';
import { percentText } from './money.ts';
import { useLaborAction } from './queries.ts';

const SHOWN = ['userId', 'effectiveFrom', 'payRateCents', 'burdenPercent', 'billableRateCents'] as const;

/**
 * A new pay rate for a member from a day on (the rates before it stay, so hours already worked keep
 * their rate): pay, burden and billable rate, with the loaded rate (pay + burden) shown as it is typed.
 */
export function RateDialog({
  members,
  member,
  onClose,
}: {
  members: MemberRate[];
  /** The member whose row it was opened from; none from the page's button. */
  member?: MemberRate;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={member ? t('labor.rates.setRateFor', { name: member.name }) : t('labor.rates.form.title')}
      description={t('labor.rates.form.description')}
    >
      <RateForm members={members} member={member} onClose={onClose} />
    </FormDialog>
  );
}

function RateForm({ members, member, onClose }: { members: MemberRate[]; member?: MemberRate; onClose: () => void }) {
  const { t, language } = useI18n();
  const today = useCompanyToday();
  const initial = (m?: MemberRate) => ({
    pay: centsToDollars(m?.current?.payRateCents),
    burden: m?.current ? String(Number(m.current.burdenPercent)) : '',
    billable: centsToDollars(m?.current?.billableRateCents),
  });
  const [values, setValues] = useState({
    userId: member?.userId ?? '',
    effectiveFrom: today,
    ...initial(member),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useLaborAction((body: RateBody) => laborApi.setRate(body));
  const set = (key: keyof typeof values, error: string) => (value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors(({ [error]: _, ...rest }) => rest);
  };

  const payCents = dollarsToCents(values.pay);
  const burden = percentText(values.burden);
  const loaded = payCents !== null && burden !== null ? loadedRateCents(payCents, burden) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const billable = values.billable.trim() ? dollarsToCents(values.billable) : null;
    const found: Record<string, string> = {};
    if (!values.userId) found.userId = t('labor.rates.form.required');
    if (!values.effectiveFrom) found.effectiveFrom = t('labor.rates.form.required');
    if (payCents === null || payCents > LABOR_LIMITS.rateCents)
      found.payRateCents = t('labor.rates.form.invalidAmount');
    if (burden === null) found.burdenPercent = t('labor.rates.form.invalidPercent');
    else if (Number(burden) > LABOR_LIMITS.burdenPercent)
      found.burdenPercent = localizeLaborMessage(LABOR_MESSAGES.burdenTooHigh);
    if (values.billable.trim() && (billable === null || billable > LABOR_LIMITS.rateCents))
      found.billableRateCents = t('labor.rates.form.invalidAmount');
    if (Object.keys(found).length || payCents === null || burden === null) {
      setErrors(found);
      return;
    }
    const name = members.find((m) => m.userId === values.userId)?.name ?? '';
    save.mutate(
      {
        userId: values.userId,
        effectiveFrom: values.effectiveFrom,
        payRateCents: payCents,
        burdenPercent: burden,
        billableRateCents: billable,
      },
      {
        onSuccess: () => {
          toast.success(t('labor.rates.toast.saved', { name }));
          onClose();
        },
        onError: (failure) => {
          const fields = laborFieldErrors(failure);
          if (fields) setErrors(fields);
          else if (failure.message === LABOR_MESSAGES.rateExists)
            setErrors({ effectiveFrom: localizeLaborMessage(failure.message) });
          else toast.error(t('labor.rates.toast.failed'), { description: localizeLaborMessage(failure.message) });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid content-start gap-4" data-testid="rate-form">
      {!member && (
        <Field label={t('labor.rates.form.member')} error={errors.userId}>
          <NativeSelect
            value={values.userId}
            onChange={(event) => {
              const picked = members.find((m) => m.userId === event.target.value);
              setValues((prev) => ({ ...prev, userId: event.target.value, ...initial(picked) }));
              setErrors({});
            }}
          >
            <option value="">{t('labor.rates.form.pickMember')}</option>
            {members.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('labor.rates.form.effectiveFrom')} error={errors.effectiveFrom}>
          <Input
            type="date"
            value={values.effectiveFrom}
            onChange={(event) => set('effectiveFrom', 'effectiveFrom')(event.target.value)}
          />
        </Field>
        <Field label={t('labor.rates.form.pay')} error={errors.payRateCents}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={values.pay}
            onChange={(event) => set('pay', 'payRateCents')(event.target.value)}
          />
        </Field>
        <Field
          label={t('labor.rates.form.burden')}
          error={errors.burdenPercent}
          hint={t('labor.rates.form.burdenHint')}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={values.burden}
            onChange={(event) => set('burden', 'burdenPercent')(event.target.value)}
          />
        </Field>
        <Field
          label={t('labor.rates.form.billable')}
          error={errors.billableRateCents}
          hint={t('labor.rates.form.billableHint')}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={values.billable}
            onChange={(event) => set('billable', 'billableRateCents')(event.target.value)}
          />
        </Field>
      </div>
      <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium" aria-live="polite" data-testid="loaded-rate">
        {loaded !== null ? t('labor.rates.form.loaded', { amount: formatCents(loaded, language) }) : '\u00a0'}
      </p>
      {Object.entries(errors)
        .filter(([key]) => !(SHOWN as readonly string[]).includes(key))
        .map(([key, text]) => (
          <p key={key} role="alert" className="text-sm font-medium text-danger-text">
            {text}
          </p>
        ))}
      <FormFooter
        onCancel={onClose}
        saving={save.isPending}
        label={t('labor.rates.form.submit')}
        savingLabel={t('labor.rates.form.saving')}
      />
    </form>
  );
}
