import { z } from 'zod';
import { TAX_APPLIES_TO } from './money.ts';
import { instant } from './responses.ts';

// The company's answers (/api/v1/company…): defined once, here (see responses.ts). The web imports
// their types only.

export const companySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    ownerId: z.string().nullable(),
    logoUrl: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable().meta({ description: 'Where clients write to (showcase and gallery pages)' }),
    slug: z.string().nullable().meta({ description: 'The address of the public quiz: /quiz/{slug}' }),
    setupCompletedAt: instant().nullable(),
    /** IANA zone of the company's "today" and "this week". */
    timeZone: z.string().meta({ example: 'America/New_York' }),
    /** What a new estimate starts with. */
    estimateTerms: z.string().nullable(),
    taxRate: z.string().meta({ example: '7.000' }),
    taxAppliesTo: z.enum(TAX_APPLIES_TO),
    /** How clients pay the company when online payment is off (shown on their invoice and estimate links). */
    paymentInstructions: z.string().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

/** The company's branding as GET returns it (PUT takes the same, as company.ts's brandingInput). */
export const companyBrandingSchema = z
  .object({
    companyId: z.uuid(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
    fontFamily: z.string(),
    quizTheme: z.object({ background: z.string(), cardStyle: z.string(), buttonStyle: z.string() }),
    landingPageConfig: z.object({
      template: z.string(),
      showTestimonials: z.boolean(),
      showServices: z.boolean(),
      showContact: z.boolean(),
      companyName: z.string(),
    }),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: 'CompanyBranding' });
export type CompanyBranding = z.infer<typeof companyBrandingSchema>;
