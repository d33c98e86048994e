import Stripe from 'stripe';
import { INVOICE_MESSAGES } from '../../shared/invoices.ts';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * Online payments without Stripe configured: 503 Service Unavailable (code APP_ERROR) with the
 * spec's text. The server works, but this one service is not set up on it: nothing the caller can
 * change, and a later try may succeed once STRIPE_SECRET_KEY is set (ADR 0031). Only Stripe's webhook
 * meets it: a client's invoice checkout checks first and tells them to pay the contractor (issue #38).
 */
export const PAYMENTS_NOT_CONFIGURED_STATUS = 503;

export const paymentsNotConfigured = () =>
  new AppError('APP_ERROR', INVOICE_MESSAGES.paymentsNotConfigured, undefined, PAYMENTS_NOT_CONFIGURED_STATUS);

export type StripeSettings = NonNullable<Config['stripe']>;

// One client per configuration: it keeps its connections alive between calls.
const clients = new WeakMap<StripeSettings, Stripe>();

/** The Stripe client of the configuration, talking to Stripe or to the stand-in STRIPE_API_URL names. */
export function stripeClient(config: Pick<Config, 'stripe'>): Stripe {
  const settings = config.stripe;
  if (!settings) throw paymentsNotConfigured();
  let client = clients.get(settings);
  if (!client) {
    const api = new URL(settings.apiUrl);
    const protocol = api.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(settings.secretKey, {
      host: api.hostname,
      port: api.port || (protocol === 'http' ? 80 : 443),
      protocol,
      // A hung or failing Stripe answers the client in time (about 20 s at worst) with the checkout's
      // failure message; the library's retry carries an idempotency key, so it never makes two sessions.
      timeout: 10_000,
      maxNetworkRetries: 1,
      telemetry: false,
    });
    clients.set(settings, client);
  }
  return client;
}

/** The webhook signing secret, or the not-configured error. */
export function stripeWebhookSecret(config: Pick<Config, 'stripe'>): string {
  const secret = config.stripe?.webhookSecret;
  if (!secret) throw paymentsNotConfigured();
  return secret;
}

/** How old a signature may be (Stripe's own default): a captured request replayed later is refused. */
export const SIGNATURE_MAX_AGE_SECONDS = 300;
/**
 * How far ahead of our clock a signature may be dated: clock skew, nothing more. Stripe's library
 * checks only the age, so a signature dated an hour ahead would stay replayable for an hour and five
 * minutes; dated a day ahead, for a day.
 */
export const SIGNATURE_MAX_LEAD_SECONDS = 60;

/** The signed timestamp of a Stripe-Signature (t=…), read as Stripe's library reads it: the last one wins. */
function signedAt(signature: string): number | null {
  const stamps = signature.split(',').flatMap((item) => {
    const [key, value] = item.split('=');
    return key === 't' ? [Number.parseInt(value ?? '', 10)] : [];
  });
  const stamp = stamps.at(-1);
  return stamp !== undefined && Number.isFinite(stamp) ? stamp : null;
}

export type VerifiedStripeEvent = { ok: true; event: unknown } | { ok: false; reason: string };

/**
 * The event a webhook carries (parsed JSON, of whatever shape: the caller checks it), once its
 * Stripe-Signature proves Stripe sent exactly these bytes, signed no more than 5 minutes ago and not
 * ahead of our clock by more than SIGNATURE_MAX_LEAD_SECONDS; else why not.
 */
export function verifiedStripeEvent(
  payload: string,
  signature: string,
  secret: string,
  now = Date.now(),
): VerifiedStripeEvent {
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_MAX_AGE_SECONDS, undefined, now);
  } catch (err) {
    // A malformed header, a wrong signature, a stale timestamp (or signed bytes that are not JSON).
    return { ok: false, reason: err instanceof Error ? err.message.split('\n')[0]! : 'unreadable' };
  }
  const stamp = signedAt(signature);
  if (stamp === null || stamp > Math.floor(now / 1000) + SIGNATURE_MAX_LEAD_SECONDS) {
    return { ok: false, reason: 'Timestamp ahead of our clock' };
  }
  return { ok: true, event };
}

export { Stripe };
