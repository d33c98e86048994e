import { z } from 'zod';
import { instant, pageSchema } from './responses.ts';

// The analytics API's answers (GET /api/v1/analytics/events…): defined once, here (see
// responses.ts).

export const analyticsEventSchema = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    eventType: z.string(),
    eventData: z.record(z.string(), z.unknown()),
    userId: z.string().nullable(),
    leadId: z.uuid().nullable(),
    jobId: z.uuid().nullable(),
    valueAmount: z.string().nullable().meta({ description: 'Decimal amount in US dollars', example: '1250.00' }),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsEventPageSchema = pageSchema(analyticsEventSchema);
export type AnalyticsEventPage = z.infer<typeof analyticsEventPageSchema>;
