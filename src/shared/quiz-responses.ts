import { z } from 'zod';

// The public quiz's answer (GET /api/v1/public/quiz/{companyRef}): defined once, here (see
// responses.ts). The web imports its type only.

/** The company whose quiz it is, and its branding (the quiz applies it). */
export const publicQuizSchema = z
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
  .meta({ id: 'PublicQuiz' });
export type PublicQuiz = z.infer<typeof publicQuizSchema>;

/** A quiz submission was received. */
export const quizReceivedSchema = z.object({ received: z.literal(true) });
