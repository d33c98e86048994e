import { z } from 'zod';
import { LANGUAGES, THEMES } from './accounts.ts';
import { ROLES } from './roles.ts';

// The accounts API's answers (GET/PATCH /api/v1/me, POST /api/v1/newsletter): defined once, here (see
// responses.ts). The web imports their types only.

/** Who is signed in, their company membership and preferences. */
export const meSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    membership: z.object({ companyId: z.uuid().nullable(), role: z.enum(ROLES), isOwner: z.boolean() }).nullable(),
    preferences: z.object({ language: z.enum(LANGUAGES), theme: z.enum(THEMES) }),
    company: z
      .object({
        id: z.uuid(),
        name: z.string(),
        logoUrl: z.string().nullable(),
        setupCompleted: z.boolean(),
        timeZone: z.string().meta({ description: "IANA time zone: the company's calendar day (ADR 0032)" }),
      })
      .nullable(),
    subscription: z.object({
      subscribed: z.boolean(),
      tier: z.string().nullable(),
      end: z.string().nullable().meta({ description: 'ISO date-time the paid period ends' }),
    }),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** GET /session: the caller, or null for a visitor who is not signed in (200 either way). */
export const sessionSchema = z.object({ me: meSchema.nullable() }).meta({ id: 'Session' });
export type SessionState = z.infer<typeof sessionSchema>;

/** The landing page's newsletter form (POST /newsletter). */
export const newsletterSubscriptionSchema = z
  .object({ email: z.string(), language: z.enum(LANGUAGES) })
  .meta({ id: 'NewsletterSubscription' });
