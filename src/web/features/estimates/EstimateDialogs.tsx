import { useState, type FormEvent } from 'react';
import { ESTIMATE_LIMITS } from '../../../shared/estimates.ts';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { validationErrors } from '../../lib/validation-messages.ts';
import { estimatesApi, type Estimate } from './api.ts';
import { localizeEstimateMessage } from './messages.ts';
import { useEstimateAction } from './queries.ts';

/** The server's field errors in the user's language, else a toast with its message. */
function showErrors(error: Error, title: string, setErrors: (errors: Record<string, string>) => void) {
  const fields = validationErrors(error);
  if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, localizeEstimateMessage(m)])));
  else toast.error(title, { description: localizeEstimateMessage(error.message) });
}

/** E-mails the estimate's PDF: to the client's address unless another is given, with an optional message. */
export function SendDialog({
  estimate,
  open,
  onOpenChange,
}: {
  estimate: Estimate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('estimates.send.title', { number: estimate.displayNumber })}
      description={t('estimates.send.description')}
    >
      <SendForm estimate={estimate} onOpenChange={onOpenChange} />
    </FormDialog>
  );
}

function SendForm({ estimate, onOpenChange }: { estimate: Estimate; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const [to, setTo] = useState(estimate.clientEmail ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useEstimateAction((input: { to: string; message: string }) => estimatesApi.send(estimate.id, input));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to: to.trim(), message: message.trim() },
      {
        onSuccess: (sent) => {
          toast.success(t('estimates.toast.sent', { to: to.trim() || sent.clientEmail || '' }));
          onOpenChange(false);
        },
        onError: (error) => showErrors(error, t('estimates.toast.sendFailed'), setErrors),
      },
    );
  };
  const other = Object.entries(errors).filter(([key]) => key !== 'to');
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('estimates.send.to')} error={errors.to}>
        <Input type="email" autoComplete="off" value={to} onChange={(event) => setTo(event.target.value)} />
      </Field>
      <Field label={t('estimates.send.message')} error={errors.message} hint={t('estimates.send.messageHint')}>
        <Textarea rows={4} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field>
      {other.map(([key, text]) => (
        <p key={key} role="alert" className="text-sm font-medium text-danger-text">
          {text}
        </p>
      ))}
      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={send.isPending}
        label={t('estimates.send.submit')}
        savingLabel={t('estimates.send.sending')}
      />
    </form>
  );
}

/** Records the client's answer: accepted (with the option chosen) or declined (with a reason). */
export function AnswerDialog({
  estimate,
  open,
  onOpenChange,
}: {
  estimate: Estimate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('estimates.answer.title')}
      description={t('estimates.answer.description')}
    >
      <AnswerForm estimate={estimate} onOpenChange={onOpenChange} />
    </FormDialog>
  );
}

function AnswerForm({ estimate, onOpenChange }: { estimate: Estimate; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const [status, setStatus] = useState<'accepted' | 'declined'>('accepted');
  const [optionId, setOptionId] = useState(estimate.options[0]?.id ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answer = useEstimateAction((input: Parameters<typeof estimatesApi.answer>[1]) =>
    estimatesApi.answer(estimate.id, input),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      status === 'accepted' ? { status, ...(optionId && { optionId }) } : { status, reason: reason.trim() || null },
      {
        onSuccess: () => {
          toast.success(t(`estimates.toast.${status}`));
          onOpenChange(false);
        },
        onError: (error) => showErrors(error, t('estimates.toast.answerFailed'), setErrors),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Field label={t('estimates.answer.status')}>
        <NativeSelect value={status} onChange={(event) => setStatus(event.target.value as 'accepted' | 'declined')}>
          <option value="accepted">{t('estimates.status.accepted')}</option>
          <option value="declined">{t('estimates.status.declined')}</option>
        </NativeSelect>
      </Field>
      {status === 'accepted' && estimate.options.length > 1 && (
        <Field label={t('estimates.answer.option')} error={errors.optionId}>
          <NativeSelect value={optionId} onChange={(event) => setOptionId(event.target.value)}>
            {estimate.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      {status === 'declined' && (
        <Field label={t('estimates.answer.reason')} error={errors.reason}>
          <Textarea
            rows={3}
            maxLength={ESTIMATE_LIMITS.declineReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
      )}
      <FormFooter
        onCancel={() => onOpenChange(false)}
        saving={answer.isPending}
        label={t('estimates.answer.submit')}
        savingLabel={t('estimates.answer.saving')}
      />
    </form>
  );
}
