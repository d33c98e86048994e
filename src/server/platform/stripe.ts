import Stripe from 'stripe';
import { INVOICE_MESSAGES } from '../../shared/invoices.ts';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * Online payments without Stripe configured: 503 Service Unavailable (code APP_ERROR) with the
 * spec's text. The server works, but this one service is not set up on it: nothing the caller can
 * change, and a later try may succeed once STRIPE_SECRET_KEY is set (ADR 0031).
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

/**
 * The event a webhook carries, once its Stripe-Signature proves Stripe sent exactly these bytes
 * (within the library's 5-minute tolerance); null when it does not.
 */
export function verifiedStripeEvent(payload: string, signature: string, secret: string): Stripe.Event | null {
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    // A malformed header, a wrong signature, a stale timestamp (or signed bytes that are not JSON).
    return null;
  }
}

export { Stripe };
