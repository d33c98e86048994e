import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { checkoutSessionSchema, stripeWebhookReceiptSchema } from '../../../shared/invoice-responses.ts';
import { problemSchema } from '../../../shared/responses.ts';
import type { AppEnv } from '../../platform/context.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { createCheckoutSession, handleStripeWebhook } from './service.ts';

const tokenParam = z.object({
  token: z
    .string()
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' }, example: 'Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' }),
});

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemSchema } },
});
const notConfigured = problem('Online payments are not configured on this server (APP_ERROR)');

/** Online payment (ADR 0031): the client's checkout through their invoice link, and Stripe's webhook. */
export const paymentRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'post',
      path: '/invoice-links/{token}/checkout',
      tags: ['public'],
      summary:
        "Open a Stripe Checkout Session for the balance of the invoice a client's link opens; answers the page to send the client to",
      'x-permission': 'public',
      request: { params: tokenParam },
      responses: {
        200: json(checkoutSessionSchema, 'The Checkout page'),
        ...problemResponses(400, 404, 429),
        409: problem(
          'Nothing to pay: the invoice is void or settled; or online payment is off on this server, and the message tells the client to pay the contractor directly (CONFLICT)',
        ),
        410: problem('The link has expired (GONE)'),
        502: problem('Stripe failed, or answered no checkout URL (APP_ERROR)'),
      },
    }),
    async (c) => {
      const session = await createCheckoutSession(c.get('services'), c.req.valid('param').token);
      c.header('Cache-Control', 'no-store');
      return c.json(session, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payments/stripe/webhook',
      tags: ['public'],
      summary:
        "Stripe's events, verified by their Stripe-Signature: a paid Checkout Session records the invoice's payment exactly once; other events are acknowledged",
      'x-permission': 'public',
      request: {
        headers: z.object({
          'stripe-signature': z
            .string()
            .optional()
            .openapi({ description: "Stripe's signature of the raw body (t=…,v1=…)" }),
        }),
      },
      responses: {
        200: json(stripeWebhookReceiptSchema, 'Received'),
        ...problemResponses(400, 404, 409),
        503: notConfigured,
      },
    }),
    async (c) => {
      // The bytes as Stripe sent them: the input guard read them as text into c.req's cache, unparsed.
      const payload = await c.req.text();
      const receipt = await handleStripeWebhook(c.get('services'), payload, c.req.header('stripe-signature'));
      return c.json(receipt, 200);
    },
  );
