import { useState, type FormEvent } from 'react';
import { INVOICE_LIMITS, MANUAL_PAYMENT_METHODS } from '../../../shared/invoices.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field, OtherErrors } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Textarea } from '../../components/ui/NativeControls.tsx';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { invoicesApi, type Invoice, type PaymentBody } from './api.ts';
import { paymentFormOf, paymentInputOf, type PaymentFormValues } from './form.ts';
import { localizeInvoiceMessage } from './messages.ts';
import { PaymentForm, type CheckedPayment } from './PaymentForm.tsx';
import { useInvoiceAction } from './queries.ts';

/** The server's field errors in the user's language, else a toast with its message. */
function showErrors(error: Error, title: string, setErrors: (errors: Record<string, string>) => void) {
  const fields = validationErrors(error);
  if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, localizeInvoiceMessage(m)])));
  else toast.error(title, { description: localizeInvoiceMessage(error.message) });
}

interface DialogProps {
  invoice: Invoice;
  onClose: () => void;
}

/** E-mails the invoice's PDF and its private pay link: to the client's address unless another is given. */
export function SendInvoiceDialog({ invoice, onClose }: DialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(invoice.status === 'draft' ? 'invoices.send.title' : 'invoices.send.resendTitle', {
        number: invoice.displayNumber,
      })}
      description={t('invoices.send.description')}
    >
      <SendForm invoice={invoice} onClose={onClose} />
    </FormDialog>
  );
}

function SendForm({ invoice, onClose }: DialogProps) {
  const { t } = useI18n();
  const [to, setTo] = useState(invoice.clientEmail ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useInvoiceAction((input: { to: string; message: string }) => invoicesApi.send(invoice.id, input));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to: to.trim(), message: message.trim() },
      {
        onSuccess: (sent) => {
          toast.success(t('invoices.toast.sent', { to: to.trim() || sent.clientEmail || '' }));
          onClose();
        },
        onError: (error) => showErrors(error, t('invoices.toast.sendFailed'), setErrors),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('invoices.send.to')} error={errors.to}>
        <Input type="email" autoComplete="off" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      <Field label={t('invoices.send.message')} error={errors.message} hint={t('invoices.send.messageHint')}>
        <Textarea rows={4} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field>
      <OtherErrors errors={errors} shown={['to', 'message']} />
      <FormFooter
        onCancel={onClose}
        saving={send.isPending}
        label={t('invoices.send.submit')}
        savingLabel={t('invoices.send.sending')}
      />
    </form>
  );
}

/** Voids a sent invoice (nothing paid on it), with an optional reason; it stays in the list as void. */
export function VoidInvoiceDialog({ invoice, onClose }: DialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('invoices.void.title', { number: invoice.displayNumber })}
      description={t('invoices.void.description')}
    >
      <VoidForm invoice={invoice} onClose={onClose} />
    </FormDialog>
  );
}

function VoidForm({ invoice, onClose }: DialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const voiding = useInvoiceAction((input: { reason: string | null }) => invoicesApi.void(invoice.id, input));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    voiding.mutate(
      { reason: reason.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('invoices.toast.voided', { number: invoice.displayNumber }));
          onClose();
        },
        onError: (error) => showErrors(error, t('invoices.toast.voidFailed'), setErrors),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('invoices.void.reason')} error={errors.reason}>
        <Textarea
          rows={3}
          maxLength={INVOICE_LIMITS.voidReason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <OtherErrors errors={errors} shown={['reason']} />
      <FormFooter
        onCancel={onClose}
        saving={voiding.isPending}
        label={t('invoices.void.submit')}
        savingLabel={t('invoices.void.voiding')}
      />
    </form>
  );
}

/**
 * Records a payment received by hand (amount prefilled with the balance due) or a refund (up to
 * what was paid): method, amount, date, reference and note. The server's field errors show at their inputs.
 */
export function PaymentDialog({ invoice, kind, onClose }: DialogProps & { kind: 'payment' | 'refund' }) {
  const { t, language } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`invoices.payment.${kind}.title`, { number: invoice.displayNumber })}
      description={t(`invoices.payment.${kind}.description`, {
        balance: formatCents(invoice.balanceCents, language),
        paid: formatCents(invoice.paidCents, language),
      })}
    >
      <InvoicePaymentForm invoice={invoice} kind={kind} onClose={onClose} />
    </FormDialog>
  );
}

function InvoicePaymentForm({ invoice, kind, onClose }: DialogProps & { kind: 'payment' | 'refund' }) {
  const { t, language } = useI18n();
  const record = useInvoiceAction((input: PaymentBody) => invoicesApi.recordPayment(invoice.id, input));
  const check = (values: PaymentFormValues): CheckedPayment<PaymentBody> => {
    const checked = paymentInputOf(values, invoice);
    return checked.ok
      ? checked
      : {
          ok: false,
          errors: Object.fromEntries(Object.entries(checked.errors).map(([k, m]) => [k, localizeInvoiceMessage(m)])),
        };
  };
  const onSubmit = (input: PaymentBody, setErrors: (errors: Record<string, string>) => void) =>
    record.mutate(input, {
      onSuccess: (next) => {
        toast.success(
          t(`invoices.toast.${kind}Recorded`, {
            amount: formatCents(input.amountCents, language),
            balance: formatCents(next.balanceCents, language),
          }),
        );
        onClose();
      },
      onError: (error) => showErrors(error, t('invoices.toast.paymentFailed'), setErrors),
    });
  return (
    <PaymentForm
      initial={(today) => paymentFormOf(kind, invoice, today)}
      dayField="receivedOn"
      methods={MANUAL_PAYMENT_METHODS}
      texts="invoices.payment"
      methodTexts="invoices.methods"
      submitLabel={t(`invoices.payment.${kind}.submit`)}
      maxLength={{ reference: INVOICE_LIMITS.reference, note: INVOICE_LIMITS.paymentNote }}
      check={check}
      onSubmit={onSubmit}
      saving={record.isPending}
      onCancel={onClose}
    />
  );
}
