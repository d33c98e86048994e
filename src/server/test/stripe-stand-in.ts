// A local stand-in for Stripe (ADR 0031): an HTTP server that speaks Stripe's API for the calls the
// app makes (Checkout Sessions), and a tiny hosted checkout page whose Pay button does what Stripe
// does when a client pays: it sends the app a `checkout.session.completed` event, signed with the
// official library's test helper, then sends the browser to the session's success_url.
//
// In API tests it runs inside the test (startStripeStandIn), delivering events to the in-process app;
// end-to-end, Playwright starts it as a process (`node --import tsx src/server/test/stripe-stand-in.ts`)
// with STRIPE_STAND_IN_PORT and STRIPE_STAND_IN_WEBHOOK_URL, and the app's STRIPE_API_URL points at it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in_0000000000000000';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_0000000000000000';
export const STAND_IN_WEBHOOK_PATH = '/api/v1/payments/stripe/webhook';

/** A Checkout Session as the stand-in keeps it: Stripe's fields for what the app sends and reads. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  payment_intent: string | null;
  line_items: { name: string; unit_amount: number; quantity: number; currency: string }[];
  livemode: false;
  created: number;
}

/** What delivering an event got back from the app. */
export interface Delivery {
  status: number;
  body: string;
}

/** A signed event, ready to send: the exact bytes and their Stripe-Signature. */
export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export interface StripeStandIn {
  /** http://127.0.0.1:port: the app's STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every session created, by id. */
  sessions: Map<string, StandInSession>;
  /** Every API call received: method, path and the decoded form body. */
  calls: { method: string; path: string; body: Record<string, unknown>; authorization: string | undefined }[];
  /** The next session create answers this HTTP status with a Stripe error (an outage, a refusal). */
  failNextCreate(status?: number): void;
  /** The next session create answers a session without a url. */
  omitNextUrl(): void;
  /**
   * A `checkout.session.completed` event for the session, as Stripe would send it once the client
   * paid, signed with the webhook secret (or `secret`). `amountTotal` overrides what was paid.
   */
  completedEvent(
    sessionId: string,
    opts?: {
      eventId?: string;
      amountTotal?: number;
      secret?: string;
      type?: string;
      paymentStatus?: string;
      metadata?: Record<string, string>;
      /** What the session was paid in (default the session's own). */
      currency?: string;
      /** When it was signed, in Unix seconds (default now): an old one is a replayed capture. */
      timestamp?: number;
    },
  ): SignedEvent;
  /** Any event body, signed as Stripe signs one (a shape Stripe should never send, for instance). */
  signEvent(
    event: { id: string } & Record<string, unknown>,
    opts?: { secret?: string; timestamp?: number },
  ): SignedEvent;
  /** Sends a signed event to the app's webhook, as Stripe does. */
  deliver(event: Pick<SignedEvent, 'payload' | 'signature'>): Promise<Delivery>;
  /** Marks the session paid and delivers its completed event: what the Pay button does. */
  pay(sessionId: string, opts?: { amountTotal?: number }): Promise<Delivery>;
  close(): Promise<void>;
}

export interface StandInOptions {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  /** Where events go, by HTTP (end-to-end): the app's webhook URL. */
  webhookUrl?: string;
  /** Or a function that hands the event to the app (API tests call the in-process app). */
  send?: (payload: string, signature: string) => Promise<Response>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=v` form fields, as stripe-node encodes its parameters, into nested objects and arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split('[').map((part) => part.replace(/]$/, ''));
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      slot[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

const stripeError = (res: ServerResponse, status: number, message: string, type = 'invalid_request_error') =>
  sendJson(res, status, { error: { type, message } });

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Request-Id': newId('req'),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
const dollars = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** The hosted checkout page: what is being paid, and a Pay button. */
function checkoutPage(session: StandInSession, error?: string): string {
  const lines = session.line_items
    .map((l) => `<li>${escapeHtml(l.name)} × ${l.quantity}: ${dollars(l.unit_amount * l.quantity, l.currency)}</li>`)
    .join('');
  const total = dollars(session.amount_total, session.currency);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (Stripe stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
button{font-size:1.1rem;padding:.75rem 1.5rem;background:#4f46e5;color:#fff;border:0;border-radius:.5rem;width:100%}
a{color:#3730a3}.error{color:#b91c1c}</style></head>
<body><main>
<h1>Pay ${escapeHtml(total)}</h1>
<p>Stripe stand-in: test mode, no card is charged.</p>
${session.customer_email ? `<p>Receipt to ${escapeHtml(session.customer_email)}</p>` : ''}
<ul>${lines}</ul>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${
  session.status === 'open'
    ? `<form method="post"><button type="submit">Pay ${escapeHtml(total)}</button></form>`
    : '<p>This checkout session is no longer open.</p>'
}
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ''}
</main></body></html>`;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless told). */
export async function startStripeStandIn(opts: StandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = opts.secretKey ?? STAND_IN_SECRET_KEY;
  const webhookSecret = opts.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  const sessions = new Map<string, StandInSession>();
  const calls: StripeStandIn['calls'] = [];
  let failNext: number | null = null;
  let omitUrl = false;
  let base = '';

  const send = async (payload: string, signature: string): Promise<Delivery> => {
    const res = opts.send
      ? await opts.send(payload, signature)
      : await fetch(opts.webhookUrl!, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': signature,
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
    return { status: res.status, body: await res.text() };
  };
  if (!opts.send && !opts.webhookUrl) throw new Error('startStripeStandIn needs webhookUrl or send');

  const signEvent: StripeStandIn['signEvent'] = (event, o = {}) => {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: o.secret ?? webhookSecret,
      ...(o.timestamp !== undefined && { timestamp: o.timestamp }),
    });
    return { id: event.id, payload, signature };
  };

  const completedEvent: StripeStandIn['completedEvent'] = (sessionId, o = {}) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no such session ${sessionId}`);
    const id = o.eventId ?? newId('evt');
    const object = {
      ...session,
      status: 'complete',
      payment_status: o.paymentStatus ?? 'paid',
      payment_intent: session.payment_intent ?? newId('pi'),
      amount_total: o.amountTotal ?? session.amount_total,
      currency: o.currency ?? session.currency,
      metadata: o.metadata ?? session.metadata,
    };
    const { line_items: _lines, ...withoutLines } = object;
    const event = {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: o.type ?? 'checkout.session.completed',
      data: { object: withoutLines },
    };
    return signEvent(event, o);
  };

  const pay: StripeStandIn['pay'] = async (sessionId, o = {}) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no such session ${sessionId}`);
    session.payment_intent ??= newId('pi');
    const event = completedEvent(sessionId, o);
    session.status = 'complete';
    session.payment_status = 'paid';
    return send(event.payload, event.signature);
  };

  function createSession(body: Record<string, unknown>): StandInSession | string {
    const items = (body.line_items ?? []) as {
      quantity?: string;
      price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
    }[];
    if (body.mode !== 'payment') return 'mode: the stand-in knows only payment';
    if (typeof body.success_url !== 'string') return 'Missing required param: success_url.';
    if (!Array.isArray(items) || items.length === 0) return 'Missing required param: line_items.';
    const lines = [];
    for (const item of items) {
      const unit = Number(item.price_data?.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      const currency = item.price_data?.currency;
      if (!Number.isInteger(unit) || unit < 1 || !Number.isInteger(quantity) || quantity < 1 || !currency) {
        return 'Invalid line_items: unit_amount, quantity and currency are required';
      }
      lines.push({ name: item.price_data?.product_data?.name ?? '', unit_amount: unit, quantity, currency });
    }
    const id = newId('cs');
    const total = lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0);
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `${base}/c/pay/${id}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: lines[0]!.currency,
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      customer_email: (body.customer_email as string | undefined) ?? null,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      success_url: body.success_url.replaceAll('{CHECKOUT_SESSION_ID}', id),
      cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
      payment_intent: null,
      line_items: lines,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(id, session);
    return session;
  }

  const asStripe = (s: StandInSession) => {
    const { line_items: _lines, ...rest } = s;
    return rest;
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const text = await readBody(req);
    const body = decodeStripeForm(text);
    const authorization = req.headers.authorization;
    calls.push({ method: req.method!, path, body, authorization });
    if (authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided.', 'invalid_request_error');
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        // Stripe's own hint, so the client gives up at once instead of retrying with backoff.
        res.setHeader('Stripe-Should-Retry', 'false');
        return stripeError(res, status, 'The stand-in was told to fail this call.', 'api_error');
      }
      const created = createSession(body);
      if (typeof created === 'string') return stripeError(res, 400, created);
      const answer = asStripe(created);
      if (omitUrl) {
        omitUrl = false;
        return sendJson(res, 200, { ...answer, url: null });
      }
      return sendJson(res, 200, answer);
    }
    const one = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const session = sessions.get(one[1]!);
      if (!session) return stripeError(res, 404, `No such checkout.session: '${one[1]}'`);
      return sendJson(res, 200, asStripe(session));
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
  }

  async function page(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const session = sessions.get(sessionId);
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (!session) return html(404, '<!doctype html><html lang="en"><title>Not found</title><p>No such session.</p>');
    if (req.method === 'POST') {
      await readBody(req);
      if (session.status !== 'open') return html(409, checkoutPage(session));
      const delivery = await pay(sessionId);
      if (delivery.status >= 300) {
        return html(502, checkoutPage(session, `The app refused the event: ${delivery.status} ${delivery.body}`));
      }
      res.writeHead(303, { Location: session.success_url });
      return res.end();
    }
    return html(200, checkoutPage(session));
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const payPage = /^\/c\/pay\/([\w-]+)$/.exec(path);
    const work =
      path === '/health'
        ? Promise.resolve(sendJson(res, 200, { ok: true }))
        : payPage
          ? page(req, res, payPage[1]!)
          : path.startsWith('/v1/')
            ? api(req, res, path)
            : Promise.resolve(stripeError(res, 404, 'Not found'));
    work.catch((err: unknown) => {
      if (!res.headersSent) stripeError(res, 500, String(err), 'api_error');
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    secretKey,
    webhookSecret,
    sessions,
    calls,
    failNextCreate: (status = 500) => {
      failNext = status;
    },
    omitNextUrl: () => {
      omitUrl = true;
    },
    completedEvent,
    signEvent,
    deliver: (event) => send(event.payload, event.signature),
    pay,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

// Run as a program (end-to-end): the port and the app's webhook URL from the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.STRIPE_STAND_IN_PORT);
  const webhookUrl = process.env.STRIPE_STAND_IN_WEBHOOK_URL;
  if (!port || !webhookUrl) {
    console.error('Set STRIPE_STAND_IN_PORT and STRIPE_STAND_IN_WEBHOOK_URL');
    process.exit(1);
  }
  const standIn = await startStripeStandIn({ port, webhookUrl });
  console.log(`Stripe stand-in on ${standIn.url}, events to ${webhookUrl}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
