import { useEffect, useId, useRef } from 'react';
import type { DocumentCompany } from '../../../shared/share-responses.ts';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { ContactLinks } from './parts.tsx';
import { paymentInstructionsOf } from './paying.ts';

type HeadingLevel = 'h2' | 'h3' | 'h4';

/**
 * How to pay the company when the client cannot pay online here (issue #38): its instructions as it
 * wrote them (line breaks kept), its phone and e-mail as links, and what is due. Without
 * instructions, a sentence asking the client to contact the company (never "support").
 */
export function HowToPay({
  company,
  amountCents,
  amountLabel,
  overdue = false,
  heading: Heading = 'h2',
  framed = true,
  focusOnMount = false,
  testId = 'how-to-pay',
}: {
  company: DocumentCompany;
  /** Left out where the amount is already shown just above. */
  amountCents?: number;
  amountLabel?: string;
  overdue?: boolean;
  heading?: HeadingLevel;
  /** A card of its own; false inside another card. */
  framed?: boolean;
  /** Takes focus when it replaces the Pay button the client just pressed, so the keyboard is not lost. */
  focusOnMount?: boolean;
  testId?: string;
}) {
  const { t, language } = useI18n();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const instructions = paymentInstructionsOf(company);
  const vars = { company: company.name };
  const contacts = Boolean(company.phone || company.email);

  return (
    <section
      aria-labelledby={headingId}
      className={cn('space-y-3', framed && 'rounded-xl border bg-card p-4 sm:p-6')}
      data-testid={testId}
    >
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={focusOnMount ? -1 : undefined}
        className="text-lg font-semibold break-words focus:outline-none"
      >
        {t('approvals.howToPay.title', vars)}
      </Heading>
      {amountCents !== undefined && (
        <div>
          <p className="text-sm text-muted-foreground">{amountLabel ?? t('approvals.howToPay.amountDue')}</p>
          <p className={cn('text-3xl font-bold tabular-nums', overdue && 'text-danger-text')} data-testid="amount-due">
            {formatCents(amountCents, language)}
          </p>
        </div>
      )}
      {instructions ? (
        <>
          <p className="text-sm">{t('approvals.howToPay.intro', vars)}</p>
          <PaymentInstructions text={instructions} />
          {contacts && <p className="text-sm text-muted-foreground">{t('approvals.howToPay.contact', vars)}</p>}
        </>
      ) : (
        <p className="text-sm" data-testid="no-payment-instructions">
          {t('approvals.howToPay.noInstructions', vars)}
        </p>
      )}
      <ContactLinks company={company} website={false} />
    </section>
  );
}

/**
 * With online payment on, the company's own ways to pay under the Pay button (a check, a transfer),
 * when it wrote any: some clients would rather not pay by card.
 */
export function OtherWaysToPay({
  company,
  heading: Heading = 'h2',
}: {
  company: DocumentCompany;
  heading?: HeadingLevel;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const instructions = paymentInstructionsOf(company);
  if (!instructions) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t pt-3" data-testid="other-ways-to-pay">
      <Heading id={headingId} className="text-base font-semibold break-words">
        {t('approvals.howToPay.otherWays', { company: company.name })}
      </Heading>
      <PaymentInstructions text={instructions} />
    </section>
  );
}

/** The company's text as it wrote it: its line breaks and indents kept, long words wrapped. */
function PaymentInstructions({ text }: { text: string }) {
  return (
    <p
      className="rounded-lg bg-muted/50 p-3 text-sm whitespace-pre-wrap break-words"
      data-testid="payment-instructions"
    >
      {text}
    </p>
  );
}
