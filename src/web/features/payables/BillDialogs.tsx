import { useState, type FormEvent } from 'react';
import {
  BILL_LIMITS,
  BILL_PAYMENT_METHODS,
  EXPENSE_CATEGORIES,
  VENDOR_KINDS,
  type ExpenseCategory,
  type VendorKind,
} from '../../../shared/payables.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { DialogFooter } from '../../components/ui/Dialog.tsx';
import { Field, OtherErrors } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatCents } from '../../../shared/format.ts';
import { translate, useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { PaymentForm, type CheckedPayment } from '../invoices/PaymentForm.tsx';
import { useLoggableJobs } from '../labor/queries.ts';
import { payablesApi, type Bill, type BillPaymentBody, type SaveBillBody } from './api.ts';
import {
  billFormOf,
  billInputOf,
  emptyBillForm,
  paymentFormOf,
  paymentInputOf,
  type BillFormValues,
  type FormErrors,
  type PaymentFormValues,
} from './form.ts';
import { localizePayableMessage, payableFieldErrors } from './messages.ts';
import { useBillAction } from './queries.ts';

/** The form's own errors (text keys) and the server's (English texts), in the user's language. */
const shown = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([key, text]) => [
      key,
      text.startsWith('payables.') ? translate(text) : localizePayableMessage(text),
    ]),
  );

/** The server's field errors at their inputs, else a toast with its message. */
function failed(error: Error, title: string, setErrors: (errors: FormErrors) => void) {
  const fields = payableFieldErrors(error);
  if (fields) setErrors(fields);
  else toast.error(title, { description: localizePayableMessage(error.message) });
}

const BILL_FIELDS = [
  'vendorName',
  'vendorKind',
  'category',
  'jobId',
  'description',
  'reference',
  'billDate',
  'dueDate',
  'amountCents',
  'notes',
] as const;

/** "New bill", or a bill changed whole while nothing is paid on it (`bill` given). */
export function BillFormDialog({ bill, onClose }: { bill?: Bill; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={bill ? t('payables.form.editTitle', { vendor: bill.vendorName }) : t('payables.form.newTitle')}
      description={t(bill ? 'payables.form.editDescription' : 'payables.form.newDescription')}
    >
      <BillForm bill={bill} onClose={onClose} />
    </FormDialog>
  );
}

function BillForm({ bill, onClose }: { bill?: Bill; onClose: () => void }) {
  const { t, language } = useI18n();
  const jobs = useLoggableJobs('entry');
  const today = useCompanyToday();
  const [values, setValues] = useState<BillFormValues>(() => (bill ? billFormOf(bill) : emptyBillForm(today)));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useBillAction((input: SaveBillBody) =>
    bill ? payablesApi.save(bill.id, input) : payablesApi.create({ from: 'manual', ...input }),
  );
  const set = <K extends keyof BillFormValues>(key: K, value: BillFormValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));
  // A job the picker's list does not hold (finished long ago, cancelled) still shows as chosen.
  const jobMissing = !!values.jobId && !jobs.data?.some((job) => job.id === values.jobId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = billInputOf(values);
    if (!checked.ok) {
      setErrors(shown(checked.errors));
      return;
    }
    save.mutate(checked.input, {
      onSuccess: (saved) => {
        toast.success(
          t(bill ? 'payables.toast.saved' : 'payables.toast.created', {
            vendor: saved.vendorName,
            amount: formatCents(saved.amountCents, language),
          }),
        );
        onClose();
      },
      onError: (error) =>
        failed(error, t(bill ? 'payables.toast.saveFailed' : 'payables.toast.createFailed'), setErrors),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="bill-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('payables.fields.vendorName')} error={errors.vendorName} className="sm:col-span-2">
          <Input
            autoComplete="off"
            maxLength={BILL_LIMITS.vendor}
            value={values.vendorName}
            onChange={(event) => set('vendorName', event.target.value)}
          />
        </Field>
        <Field label={t('payables.fields.vendorKind')} error={errors.vendorKind}>
          <NativeSelect
            value={values.vendorKind}
            onChange={(event) => set('vendorKind', event.target.value as VendorKind)}
          >
            {VENDOR_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`payables.vendorKinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('payables.fields.category')} error={errors.category}>
          <NativeSelect
            value={values.category}
            onChange={(event) => set('category', event.target.value as ExpenseCategory)}
          >
            {EXPENSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`payables.categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('payables.fields.amount')} error={errors.amountCents}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
          />
        </Field>
        <Field
          label={t('payables.fields.reference')}
          error={errors.reference}
          hint={t('payables.fields.referenceHint')}
        >
          <Input
            autoComplete="off"
            maxLength={BILL_LIMITS.reference}
            value={values.reference}
            onChange={(event) => set('reference', event.target.value)}
          />
        </Field>
        <Field label={t('payables.fields.billDate')} error={errors.billDate}>
          <Input type="date" value={values.billDate} onChange={(event) => set('billDate', event.target.value)} />
        </Field>
        <Field label={t('payables.fields.dueDate')} error={errors.dueDate}>
          <Input type="date" value={values.dueDate} onChange={(event) => set('dueDate', event.target.value)} />
        </Field>
        <Field
          label={t('payables.fields.job')}
          error={errors.jobId}
          hint={jobs.isError ? t('payables.form.jobsFailed') : undefined}
          className="sm:col-span-2"
        >
          <NativeSelect value={values.jobId} onChange={(event) => set('jobId', event.target.value)}>
            <option value="">{t('payables.form.noJob')}</option>
            {jobMissing && <option value={values.jobId}>{bill?.jobTitle ?? t('payables.form.thisJob')}</option>}
            {(jobs.data ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('payables.fields.description')} error={errors.description} className="sm:col-span-2">
          <Input
            autoComplete="off"
            maxLength={BILL_LIMITS.description}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </Field>
      </div>
      <Field label={t('payables.fields.notes')} error={errors.notes}>
        <Textarea
          rows={2}
          maxLength={BILL_LIMITS.notes}
          value={values.notes}
          onChange={(event) => set('notes', event.target.value)}
        />
      </Field>
      <OtherErrors errors={errors} shown={BILL_FIELDS} />
      <FormFooter
        onCancel={onClose}
        saving={save.isPending}
        label={t(bill ? 'payables.form.save' : 'payables.form.create')}
        savingLabel={t('payables.form.saving')}
      />
    </form>
  );
}

/** A payment on a bill, in part or in full: amount prefilled with the balance, paid today. */
export function PaymentDialog({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const { t, language } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('payables.payment.title', { vendor: bill.vendorName })}
      description={t('payables.payment.description', {
        balance: formatCents(bill.balanceCents, language),
        amount: formatCents(bill.amountCents, language),
      })}
    >
      <BillPaymentForm bill={bill} onClose={onClose} />
    </FormDialog>
  );
}

function BillPaymentForm({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const { t, language } = useI18n();
  const pay = useBillAction((input: BillPaymentBody) => payablesApi.pay(bill.id, input));
  const check = (values: PaymentFormValues): CheckedPayment<BillPaymentBody> => {
    const checked = paymentInputOf(values, bill);
    return checked.ok ? checked : { ok: false, errors: shown(checked.errors) };
  };
  const onSubmit = (input: BillPaymentBody, setErrors: (errors: FormErrors) => void) =>
    pay.mutate(input, {
      onSuccess: (next) => {
        toast.success(
          t('payables.toast.paid', {
            amount: formatCents(input.amountCents, language),
            balance: formatCents(next.balanceCents, language),
          }),
        );
        onClose();
      },
      onError: (error) => failed(error, t('payables.toast.payFailed'), setErrors),
    });
  return (
    <PaymentForm
      initial={(today) => paymentFormOf(bill, today)}
      dayField="paidOn"
      methods={BILL_PAYMENT_METHODS}
      texts="payables.payment"
      methodTexts="payables.methods"
      submitLabel={t('payables.payment.submit')}
      maxLength={{ reference: BILL_LIMITS.reference, note: BILL_LIMITS.notes }}
      check={check}
      onSubmit={onSubmit}
      saving={pay.isPending}
      onCancel={onClose}
    />
  );
}

/**
 * Asks before voiding a bill entered by mistake (nothing paid on it), with the reason kept on it:
 * the bill stays, marked void, and no longer counts as owed. There is no way back.
 */
export function VoidBillDialog({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const { t, language } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('payables.void.title', { vendor: bill.vendorName })}
      description={t('payables.void.description', { amount: formatCents(bill.amountCents, language) })}
    >
      <VoidForm bill={bill} onClose={onClose} />
    </FormDialog>
  );
}

function VoidForm({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const voiding = useBillAction((input: { reason: string | null }) => payablesApi.void(bill.id, input));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    voiding.mutate(
      { reason: reason.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('payables.toast.voided', { vendor: bill.vendorName }));
          onClose();
        },
        onError: (error) => failed(error, t('payables.toast.voidFailed'), setErrors),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('payables.void.reason')} error={errors.reason} hint={t('payables.void.reasonHint')}>
        <Textarea
          rows={3}
          maxLength={BILL_LIMITS.notes}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <OtherErrors errors={errors} shown={['reason']} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={voiding.isPending}>
          {voiding.isPending ? t('payables.void.voiding') : t('payables.void.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
