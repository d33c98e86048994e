import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { newsletterInput } from '../../../shared/account-inputs.ts';
import { newsletterSubscriptionSchema } from '../../../shared/account-responses.ts';
import { clientIp } from '../../platform/client-ip.ts';
import type { AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { subscribe, withinNewsletterLimit } from './service.ts';

/** The landing page's newsletter form: public, so limited per client address. */
export const newsletterRoutes = new OpenAPIHono<AppEnv>().openapi(
  createRoute({
    method: 'post',
    path: '/newsletter',
    tags: ['marketing'],
    summary: 'Subscribe an e-mail address to the newsletter (201 new, 200 already subscribed)',
    'x-permission': 'public',
    request: {
      body: jsonBody(newsletterInput, { email: 'reader@example.com', language: 'en' }),
    },
    responses: {
      201: json(newsletterSubscriptionSchema, 'Subscribed'),
      200: json(newsletterSubscriptionSchema, 'Already subscribed'),
      ...problemResponses(400, 429),
    },
  }),
  async (c) => {
    const { db, config } = c.get('services');
    if (!(await withinNewsletterLimit(db, clientIp(c, config.trustedIpHeader)))) throw new AppError('RATE_LIMITED');
    const { subscription: body, created } = await subscribe(db, c.req.valid('json'));
    return created ? c.json(body, 201) : c.json(body, 200);
  },
);
