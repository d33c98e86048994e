import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { newsletterInput } from '../../../shared/account-inputs.ts';
import { LANGUAGES } from '../../../shared/accounts.ts';
import { clientIp } from '../../platform/client-ip.ts';
import type { AppDeps, AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { subscribe, withinNewsletterLimit } from './service.ts';

const subscription = z.object({ email: z.string(), language: z.enum(LANGUAGES) }).openapi('NewsletterSubscription');

/** The landing page's newsletter form: public, so limited per client address. */
export function newsletterRoutes(deps: Pick<AppDeps, 'config'>) {
  return new OpenAPIHono<AppEnv>().openapi(
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
        201: json(subscription, 'Subscribed'),
        200: json(subscription, 'Already subscribed'),
        ...problemResponses(400, 429),
      },
    }),
    async (c) => {
      if (!(await withinNewsletterLimit(c.get('db'), clientIp(c, deps.config.trustedIpHeader)))) {
        throw new AppError('RATE_LIMITED');
      }
      const { subscription: body, created } = await subscribe(c.get('db'), c.req.valid('json'));
      return created ? c.json(body, 201) : c.json(body, 200);
    },
  );
}
