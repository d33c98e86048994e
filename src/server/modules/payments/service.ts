import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../../shared/accounts.ts';
import { formatCents } from '../../../shared/format.ts';
import type { CheckoutSession, StripeWebhookReceipt } from '../../../shared/invoice-responses.ts';
import { INVOICE_MESSAGES, invoiceNumber } from '../../../shared/invoices.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/invoices.ts';
import { TenantDb, type Services } from '../../db/tenant.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { withinRateLimit, type RateLimit } from '../../platform/rate-limit.ts';
import { stripeClient, stripeWebhookSecret, verifiedStripeEvent, type Stripe } from '../../platform/stripe.ts';
import { openInvoiceLink } from '../invoices/public.ts';
import { sendPaymentReceipt } from '../invoices/sending.ts';
import { findInvoice, recordPayment } from '../invoices/service.ts';
import { notifyManagers, type NewNotification } from '../notifications/service.ts';

// Online payment of an invoice through Stripe Checkout (issue #17, ADR 0031): the client's private
// link opens a Checkout Session for the balance; Stripe's signed webhook records the payment,
// exactly once per event and once per session.

/** Checkout Sessions one invoice link may open: a client retrying is fine, a script looping is not. */
export const CHECKOUT_RATE_LIMIT: RateLimit = { max: 10, windowSeconds: 600 };

/** Invoices are in dollars: every session is opened in USD, and an event in another currency is not recorded. */
const CHECKOUT_CURRENCY = 'usd';

/** The server's own handle on a company's rows, for a caller with no account (a client's link, Stripe). */
const companyHandle = (services: Services, companyId: string) =>
  TenantDb.forRequest(services, { userId: '', companyId, role: 'admin', isOwner: false });

// The rate limit's key names the link by a digest: the table never holds a usable token.
const linkKey = (token: string) => `checkout|${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;

/**
 * A Checkout Session for what is still due on the invoice a client's link opens: one line with the
 * balance in cents (USD), the company and invoice in its metadata (the webhook's only way back),
 * and the link's page to return to. Refuses a void, draft or settled invoice (409); Stripe's
 * failure → 502 with the spec's checkout text. Without Stripe → 409 telling the client to pay the
 * contractor directly (issue #38): the spec's "contact support" text is the subscription checkout's,
 * and a homeowner has no support to contact.
 */
export async function createCheckoutSession(services: Services, token: string): Promise<CheckoutSession> {
  const link = await openInvoiceLink(services.db, token);
  if (!(await withinRateLimit(services.db, linkKey(token), CHECKOUT_RATE_LIMIT))) throw new AppError('RATE_LIMITED');

  const t = companyHandle(services, link.companyId);
  const invoice = await t.run((tx) => findInvoice(tx, t, link.invoiceId));
  if (invoice.status === 'void') throw new AppError('CONFLICT', INVOICE_MESSAGES.isVoid);
  const balance = invoice.totalCents - invoice.paidCents;
  if (invoice.status === 'draft' || invoice.status === 'paid' || balance <= 0) {
    throw new AppError('CONFLICT', INVOICE_MESSAGES.nothingDue);
  }
  if (!services.config.stripe) throw new AppError('CONFLICT', INVOICE_MESSAGES.payCompanyDirectly);
  const stripe = stripeClient(services.config);

  const page = `${services.config.appUrl}/invoice/${token}`;
  const metadata = { companyId: invoice.companyId, invoiceId: invoice.id };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CHECKOUT_CURRENCY,
            unit_amount: balance,
            product_data: { name: `${invoiceNumber(invoice.number)}: ${invoice.title}` },
          },
        },
      ],
      client_reference_id: invoice.id,
      ...(invoice.clientEmail && { customer_email: invoice.clientEmail }),
      metadata,
      payment_intent_data: { metadata },
      success_url: `${page}?paid=1`,
      cancel_url: page,
    });
  } catch (err) {
    services.log.warn({ err, invoiceId: invoice.id }, 'stripe checkout session failed');
    throw new AppError('APP_ERROR', INVOICE_MESSAGES.checkoutFailed, undefined, 502);
  }
  if (!session.url) {
    services.log.warn({ sessionId: session.id, invoiceId: invoice.id }, 'stripe checkout session without url');
    throw new AppError('APP_ERROR', INVOICE_MESSAGES.checkoutNoUrl, undefined, 502);
  }
  return { url: session.url };
}

/** The managers' notifications, in each one's language (the web shows them as is when it does not know the type). */
interface PaymentTexts {
  title: string;
  body: (number: string, amount: string, client: string) => string;
  /** Money paid at Stripe over the balance: what was recorded, and what to refund there. */
  overpaidTitle: string;
  overpaidBody: (number: string, amount: string, client: string, recorded: string, excess: string) => string;
}
const PAYMENT_TEXTS: Record<Language, PaymentTexts> = {
  en: {
    title: 'Payment received',
    body: (number, amount, client) => `${number}: ${amount} paid online${client ? ` by ${client}` : ''}.`,
    overpaidTitle: 'Paid online over the balance',
    overpaidBody: (number, amount, client, recorded, excess) =>
      `${number}: ${amount} paid online${client ? ` by ${client}` : ''}, ${excess} more than was due. ` +
      `${recorded} was recorded; refund ${excess} to the client in Stripe.`,
  },
  pt: {
    title: 'Pagamento recebido',
    body: (number, amount, client) => `${number}: ${amount} pagos online${client ? ` por ${client}` : ''}.`,
    overpaidTitle: 'Pagamento online acima do saldo',
    overpaidBody: (number, amount, client, recorded, excess) =>
      `${number}: ${amount} pagos online${client ? ` por ${client}` : ''}, ${excess} a mais do que o devido. ` +
      `${recorded} foi registrado; reembolse ${excess} ao cliente no Stripe.`,
  },
};

/** The events that mean a Checkout Session's money has arrived. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

// What the webhook reads of an event, checked: a signed event is Stripe's, but its shape is not ours
// to trust (a null `data` was a 500, and Stripe retries a 500 for days).
const stripeEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: z.unknown() }).nullish(),
});
const checkoutSession = z.object({
  id: z.string().min(1),
  payment_status: z.string().nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});
const sessionMetadata = z.object({ companyId: z.uuid(), invoiceId: z.uuid() });

const ignored = (): StripeWebhookReceipt => ({ received: true, outcome: 'ignored' });
const duplicate = (): StripeWebhookReceipt => ({ received: true, outcome: 'duplicate' });

/**
 * Stripe's webhook. The signature is checked against the exact bytes received (400 and nothing
 * done when it is missing, wrong, stale or dated ahead of our clock: Stripe retries, which helps
 * when our secret or clock was wrong). A paid Checkout Session is recorded in one transaction of
 * the company its metadata names: the event id goes into payment_events (a replay finds it there and
 * stops), then the payment, whose external id (the session) is unique too, so two events about one
 * session still record one payment. At most the balance is recorded; money paid over it is flagged
 * to the managers, to refund at Stripe (ADR 0031, amended). The managers' notification is written in
 * the same transaction; the receipt is e-mailed after the commit. Events that can never be recorded
 * (another type, unreadable, another currency, not ours) are acknowledged with 200 `ignored` and
 * logged: a retry would bring the same bytes.
 */
export async function handleStripeWebhook(
  services: Services,
  payload: string,
  signature: string | undefined,
): Promise<StripeWebhookReceipt> {
  if (!signature) throw invalidInput({ 'Stripe-Signature': 'Missing signature header' });
  const verified = verifiedStripeEvent(payload, signature, stripeWebhookSecret(services.config));
  if (!verified.ok) {
    services.log.warn({ reason: verified.reason }, 'stripe webhook refused: signature');
    throw invalidInput({ 'Stripe-Signature': 'The signature does not match this payload' });
  }
  const envelope = stripeEvent.safeParse(verified.event);
  if (!envelope.success) {
    services.log.warn('stripe event unreadable: ignored');
    return ignored();
  }
  const event = envelope.data;
  const log = services.log.child({ stripeEventId: event.id, stripeEventType: event.type });
  if (!PAID_EVENTS.has(event.type)) return ignored();
  const read = checkoutSession.safeParse(event.data?.object);
  if (!read.success) {
    log.warn('stripe event without a checkout session: ignored');
    return ignored();
  }
  const session = read.data;
  if (session.payment_status !== 'paid') return ignored();
  const meta = sessionMetadata.safeParse(session.metadata ?? {});
  if (!meta.success) {
    // A session this app did not open (another product on the same Stripe account).
    log.warn({ sessionId: session.id }, 'stripe session without our metadata: ignored');
    return ignored();
  }
  const { companyId, invoiceId } = meta.data;
  // Ours, yet never recordable: money sits at Stripe that no invoice shows, so a person must look.
  const amountCents = session.amount_total;
  if (session.currency !== CHECKOUT_CURRENCY) {
    log.error(
      { sessionId: session.id, companyId, invoiceId, currency: session.currency, amountTotal: amountCents },
      'stripe payment in another currency: not recorded',
    );
    return ignored();
  }
  if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents <= 0) {
    log.error(
      { sessionId: session.id, companyId, invoiceId, amountTotal: amountCents },
      'stripe payment amount unreadable: not recorded',
    );
    return ignored();
  }
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

  const t = companyHandle(services, companyId);
  let outcome: { paymentId: string | null; recordedCents: number } | null;
  try {
    outcome = await t.run(async (tx) => {
      // The invoice first, in the tenant's scope and locked: another company's invoice is not found
      // (404), and nothing, not even the event id, is written for a company that does not exist.
      const invoice = await findInvoice(tx, t, invoiceId, true);
      const [claimed] = await tx
        .insert(paymentEvents)
        .values({ companyId, eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!claimed) return null;
      const [already] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.companyId, companyId), eq(payments.externalId, session.id)));
      if (already) return null;
      // Never more than the balance (a check and the card crossed, or a bad event): the rest is the
      // client's money, refunded at Stripe, so it never enters the books.
      const recordedCents = Math.min(amountCents, Math.max(0, invoice.totalCents - invoice.paidCents));
      const excessCents = amountCents - recordedCents;
      const recorded =
        recordedCents > 0
          ? await recordPayment(tx, t, invoiceId, {
              kind: 'payment',
              method: 'online',
              amountCents: recordedCents,
              externalId: session.id,
              reference: paymentIntent,
            })
          : null;
      const displayNumber = invoiceNumber(invoice.number);
      const clientName = invoice.clientName ?? '';
      await notifyManagers(tx, t, (language): Omit<NewNotification, 'recipientId'> => {
        const text = PAYMENT_TEXTS[language] ?? PAYMENT_TEXTS.en;
        const amount = formatCents(amountCents, language);
        const link = `/dashboard/invoices/${invoiceId}`;
        if (excessCents === 0) {
          return {
            type: 'payment_received',
            params: { number: displayNumber, amount, amountCents, clientName },
            title: text.title,
            body: text.body(displayNumber, amount, clientName),
            link,
          };
        }
        const [recordedText, excess] = [formatCents(recordedCents, language), formatCents(excessCents, language)];
        return {
          type: 'payment_overpaid',
          params: {
            number: displayNumber,
            amount,
            amountCents,
            recorded: recordedText,
            recordedCents,
            excess,
            excessCents,
            clientName,
          },
          title: text.overpaidTitle,
          body: text.overpaidBody(displayNumber, amount, clientName, recordedText, excess),
          link,
        };
      });
      if (excessCents > 0) {
        log.warn(
          { sessionId: session.id, invoiceId, amountCents, recordedCents, excessCents },
          'stripe payment over the balance: the excess is flagged for a refund',
        );
      }
      return { paymentId: recorded?.paymentId ?? null, recordedCents };
    });
  } catch (err) {
    // Another event about the same session committed first, while this one waited on its row.
    if (isUniqueViolation(err, 'payments_external_id_key')) return duplicate();
    throw err;
  }
  if (!outcome) return duplicate();
  if (!outcome.paymentId) return { received: true, outcome: 'flagged' };
  log.info({ invoiceId, paymentId: outcome.paymentId, amountCents: outcome.recordedCents }, 'online payment recorded');

  // After the commit: the payment stands whatever the mail does. A failed receipt is logged by
  // sendPaymentReceipt, not retried (a Stripe retry finds the event done) (ADR 0031).
  await sendPaymentReceipt(t, invoiceId, outcome.paymentId);
  return { received: true, outcome: 'recorded' };
}
