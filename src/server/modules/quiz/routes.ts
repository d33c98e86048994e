import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { QUIZ_RATE_LIMIT } from '../../../shared/leads.ts';
import { quizSubmissionInput } from '../../../shared/lead-inputs.ts';
import { publicQuizSchema, quizReceivedSchema } from '../../../shared/quiz-responses.ts';
import { clientIp } from '../../platform/client-ip.ts';
import type { AppEnv } from '../../platform/context.ts';
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

/** The public lead-capture quiz: no session; submissions limited per client address. */
export const quizRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/public/quiz/{companyRef}',
      tags: ['public'],
      summary: "A company's quiz page: its name, logo, contact and branding",
      'x-permission': 'public',
      request: { params: refParam },
      responses: { 200: json(publicQuizSchema, 'The quiz'), ...problemResponses(400, 404) },
    }),
    async (c) => c.json(await publicQuiz(c.get('services').db, c.req.valid('param').companyRef), 200),
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
        201: json(quizReceivedSchema, 'Received'),
        ...problemResponses(400, 404, 429),
      },
    }),
    async (c) => {
      const { db, config } = c.get('services');
      const ip = clientIp(c, config.trustedIpHeader) ?? 'unknown';
      if (!(await withinRateLimit(db, `quiz|${ip}`, QUIZ_RATE_LIMIT))) throw new AppError('RATE_LIMITED');
      await submitQuiz(db, c.req.valid('param').companyRef, c.req.valid('json'));
      return c.json({ received: true as const }, 201);
    },
  );
