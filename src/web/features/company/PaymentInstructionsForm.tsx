import { useState, type FormEvent } from 'react';
import { PAYMENT_INSTRUCTIONS_MAX, updateCompanyInput } from '../../../shared/company.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Textarea } from '../../components/ui/NativeControls.tsx';
import { ApiError } from '../../lib/api.ts';
import { LANGUAGES, useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import { useUpdateCompany, type Company } from './api.ts';

/**
 * How clients pay the company when they cannot pay online (issue #38): shown on their invoice and
 * estimate links with the company's phone and e-mail. Blank clears it.
 */
export function PaymentInstructionsForm({ company }: { company: Company }) {
  const { t, language } = useI18n();
  const [text, setText] = useState(company.paymentInstructions ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateCompany();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCompanyInput.safeParse({ paymentInstructions: text });
    if (!parsed.success) return setError(localizeMessage(parsed.error.issues[0]!.message));
    // A blank text is sent as null: the server keeps no instructions, and the pages say to contact the company.
    update.mutate(
      { paymentInstructions: parsed.data.paymentInstructions ?? null },
      {
        onSuccess: (saved) => {
          setText(saved.paymentInstructions ?? '');
          toast.success(t('company.saved'));
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.errors.paymentInstructions : undefined;
          if (message) setError(localizeMessage(message));
          else toast.error(t('company.saveFailed'), { description: failure.message });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        label={t('company.paymentInstructions')}
        error={error}
        hint={t('company.paymentInstructionsHint', {
          count: new Intl.NumberFormat(LANGUAGES[language]).format(PAYMENT_INSTRUCTIONS_MAX),
        })}
      >
        <Textarea
          rows={5}
          maxLength={PAYMENT_INSTRUCTIONS_MAX}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          data-testid="payment-instructions-input"
        />
      </Field>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('company.saving') : t('company.savePaymentInstructions')}
      </Button>
    </form>
  );
}
