import { useState, type FormEvent } from 'react';
import { FormFooter } from '../../components/page/FormDialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Textarea } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import type { InvoiceSummary } from '../invoices/api.ts';
import { localizeInvoiceMessage } from '../invoices/messages.ts';
import { useInvoice } from '../invoices/queries.ts';
import { reminderMessage } from './aging.ts';
import { useSendReminder } from './queries.ts';

/** The message's limit (sendInvoiceInput in shared/invoice-inputs.ts). */
const MESSAGE_MAX = 2000;

/**
 * Asks before reminding a client: the invoice goes out again (PDF and a fresh pay link) to the
 * client's address, under a message prefilled from the invoice and editable.
 */
export function ReminderDialog({
  invoice,
  today,
  onClose,
}: {
  invoice: InvoiceSummary;
  today: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  // The list's rows carry no e-mail: the invoice itself says where the reminder goes.
  const full = useInvoice(invoice.id);
  const email = full.data?.clientEmail ?? null;
  return (
    // A short confirmation, not a full form: the plain dialog, which stays compact on phones too.
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('financials.reminder.title', { number: invoice.displayNumber })}</DialogTitle>
          <DialogDescription>
            {t('financials.reminder.description', { to: email ?? t('financials.reminder.theClient') })}
          </DialogDescription>
        </DialogHeader>
        <ReminderForm invoice={invoice} today={today} onClose={onClose} noEmail={full.isSuccess && !email} />
      </DialogContent>
    </Dialog>
  );
}

function ReminderForm({
  invoice,
  today,
  noEmail,
  onClose,
}: {
  invoice: InvoiceSummary;
  today: string;
  noEmail: boolean;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const [message, setMessage] = useState(() => reminderMessage(t, language, invoice, today));
  const [error, setError] = useState<string>();
  const send = useSendReminder();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { id: invoice.id, message: message.trim() },
      {
        onSuccess: (sent) => {
          toast.success(t('financials.reminder.sent', { to: sent.clientEmail ?? sent.clientName ?? '' }));
          onClose();
        },
        onError: (failure) => {
          const fields = validationErrors(failure);
          if (fields?.message) setError(localizeInvoiceMessage(fields.message));
          else {
            toast.error(t('financials.reminder.failed'), {
              description: localizeInvoiceMessage(fields ? Object.values(fields).join(' ') : failure.message),
            });
          }
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('financials.reminder.message')} error={error}>
        <Textarea
          rows={4}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      {noEmail && (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {t('financials.reminder.noEmail')}
        </p>
      )}
      <FormFooter
        onCancel={onClose}
        saving={send.isPending || noEmail}
        label={t('financials.reminder.submit')}
        savingLabel={noEmail ? t('financials.reminder.submit') : t('financials.reminder.sending')}
      />
    </form>
  );
}
