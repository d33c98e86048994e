import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { QUIZ_RATE_LIMIT } from '../../../shared/leads.ts';
import { quizSubmissionInput } from '../../../shared/lead-inputs.ts';
import { clientIp } from '../../platform/client-ip.ts';
import type { AppDeps, AppEnv } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { withinRateLimit } from '../../platform/rate-limit.ts';
import { publicQuiz, submitQuiz } from './service.ts';

const refParam = z.object({
  companyRef: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'companyRef', in: 'path' }, description: "The company's slug, or its id" }),
});

const quiz = z
  .object({
    companyId: z.uuid(),
    name: z.string(),
    slug: z.string().nullable(),
    logoUrl: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    branding: z.object({
      primaryColor: z.string(),
      secondaryColor: z.string(),
      accentColor: z.string(),
      fontFamily: z.string(),
      quizTheme: z.object({ background: z.string(), cardStyle: z.string(), buttonStyle: z.string() }),
    }),
  })
  .openapi('PublicQuiz');

/** The public lead-capture quiz: no session; submissions limited per client address. */
export function quizRoutes(deps: Pick<AppDeps, 'config'>) {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/public/quiz/{companyRef}',
        tags: ['public'],
        summary: "A company's quiz page: its name, logo, contact and branding",
        'x-permission': 'public',
        request: { params: refParam },
        responses: { 200: json(quiz, 'The quiz'), ...problemResponses(400, 404) },
      }),
      async (c) => c.json(await publicQuiz(c.get('db'), c.req.valid('param').companyRef), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/public/quiz/{companyRef}/submissions',
        tags: ['public'],
        summary: "Submit the quiz: creates a lead (source quiz) and notifies the company's owner and admins",
        'x-permission': 'public',
        request: {
          params: refParam,
          body: jsonBody(quizSubmissionInput, {
            flooringType: 'vinyl',
            squareFeet: 600,
            budgetRange: '5k_10k',
            timeline: '1_3_months',
            name: 'Paulo Souza',
            email: 'paulo@example.com',
            phone: '+1 555 0142',
            consent: true,
            language: 'en',
          }),
        },
        responses: {
          201: json(z.object({ received: z.literal(true) }), 'Received'),
          ...problemResponses(400, 404, 429),
        },
      }),
      async (c) => {
        const ip = clientIp(c, deps.config.trustedIpHeader) ?? 'unknown';
        if (!(await withinRateLimit(c.get('db'), `quiz|${ip}`, QUIZ_RATE_LIMIT))) throw new AppError('RATE_LIMITED');
        await submitQuiz(c.get('db'), c.req.valid('param').companyRef, c.req.valid('json'));
        return c.json({ received: true as const }, 201);
      },
    );
}
