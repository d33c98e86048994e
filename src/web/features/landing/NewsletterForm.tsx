import { useRef, useState, type FormEvent } from 'react';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { ApiError } from '../../lib/api.ts';
import { translate, useI18n } from '../../lib/i18n.ts';
import { isEmail } from '../../../shared/accounts.ts';
import { subscribeToNewsletter } from './api.ts';

/** A refusal other than a bad address, in the visitor's language by its code (spec section 8's catalogue). */
function refusalText(error: unknown): string {
  const key = `errors.${error instanceof ApiError ? error.code : 'UNKNOWN_ERROR'}`;
  const text = translate(key);
  return text === key ? translate('errors.UNKNOWN_ERROR') : text;
}

/**
 * The footer's newsletter box. New and already-subscribed addresses get the same thanks, so the form
 * does not tell anyone whether an address is on the list.
 */
export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const { t, language } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const input = useRef<HTMLInputElement>(null);

  const invalid = () => {
    // Focus takes screen readers to the field, which the message describes.
    setError(t('validation.invalidEmail'));
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const address = email.trim();
    if (!isEmail(address)) return invalid();
    setError(undefined);
    setStatus('sending');
    try {
      await subscribeToNewsletter(address, language);
      setStatus('done');
    } catch (failure) {
      setStatus('idle');
      if (failure instanceof ApiError && failure.code === 'VALIDATION_ERROR' && failure.errors.email) invalid();
      else setRefusal(refusalText(failure));
    }
  };

  return (
    <div>
      <div role="status" className="empty:hidden">
        {status === 'done' && (
          // The form (and its focused button) is gone: focus moves to the thanks that replaces it.
          <p
            ref={(node) => node?.focus()}
            tabIndex={-1}
            className="mt-4 rounded-md bg-success-soft p-3 font-medium text-success-text outline-none"
          >
            {t('landing.footer.newsletter.thanks')}
          </p>
        )}
      </div>
      {status !== 'done' && (
        <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => void submit(event)} className="mt-4">
          <Label htmlFor="newsletter-email">{t('landing.footer.newsletter.label')}</Label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <Input
              ref={input}
              id="newsletter-email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('landing.footer.newsletter.placeholder')}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'newsletter-error' : undefined}
              className="sm:flex-1"
            />
            <button type="submit" disabled={status === 'sending'} className={buttonVariants()}>
              {t(status === 'sending' ? 'landing.footer.newsletter.sending' : 'landing.footer.newsletter.submit')}
            </button>
          </div>
          {error && (
            <p id="newsletter-error" className="mt-2 text-sm font-medium text-danger-text">
              {error}
            </p>
          )}
          {refusal && (
            <p role="alert" className="mt-2 text-sm font-medium text-danger-text">
              {refusal}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
