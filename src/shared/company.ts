import { z } from 'zod';
import { companyName } from './account-inputs.ts';
import { timeZoneInput } from './calendar.ts';
import { ESTIMATE_LIMITS } from './estimates.ts';
import { TAX_APPLIES_TO } from './money.ts';
import { optionalEmail, optionalText, percentText } from './validation.ts';
import {
  BRANDING_FONTS,
  LANDING_TEMPLATES,
  QUIZ_BACKGROUNDS,
  QUIZ_BUTTON_STYLES,
  QUIZ_CARD_STYLES,
} from './branding.ts';

/** Shown as a link on public pages, so only http(s). */
const webUrl = z.url({ protocol: /^https?$/ }).max(300);

/** Creating a company (the spec's create_company_for_user). */
export const createCompanyInput = z.object({
  name: companyName,
  phone: z.string().trim().max(40).optional(),
  website: webUrl.optional(),
  /** Where clients write to (showcase and gallery pages); the owner's sign-in e-mail when not given. */
  email: optionalEmail,
});
export type CreateCompanyInput = z.infer<typeof createCompanyInput>;

/** The company's address in public URLs (/quiz/{slug}): unique across the product. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;
export const companySlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    SLUG_PATTERN,
    'Use 3 to 40 lower-case letters, digits and single hyphens, starting and ending with a letter or digit',
  );

export const SLUG_TAKEN_MESSAGE = 'This address is already taken. Choose another one.';

/** How long the payment instructions clients read may be (checks payable to…, a bank transfer to…). */
export const PAYMENT_INSTRUCTIONS_MAX = 1000;

/** Company settings; a blank optional text clears it. */
export const updateCompanyInput = z
  .object({
    name: companyName,
    phone: z.string().trim().max(40).nullable(),
    website: webUrl.nullable(),
    email: optionalEmail,
    slug: companySlug.nullable(),
    setupCompleted: z.literal(true),
    /** Where "today" and "this week" are for the company (dashboard, calendar feed). */
    timeZone: timeZoneInput,
    /** What a new estimate starts with. */
    estimateTerms: optionalText(ESTIMATE_LIMITS.terms),
    taxRate: percentText,
    taxAppliesTo: z.enum(TAX_APPLIES_TO),
    /** How clients pay the company when online payment is off; shown on their invoice and estimate links. */
    paymentInstructions: optionalText(PAYMENT_INSTRUCTIONS_MAX),
  })
  .partial();
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #2563eb');

/** PUT /company/branding: the whole branding, as GET returns it. */
export const brandingInput = z.object({
  primaryColor: hexColour,
  secondaryColor: hexColour,
  accentColor: hexColour,
  fontFamily: z.enum(BRANDING_FONTS),
  quizTheme: z.object({
    background: z.enum(QUIZ_BACKGROUNDS),
    cardStyle: z.enum(QUIZ_CARD_STYLES),
    buttonStyle: z.enum(QUIZ_BUTTON_STYLES),
  }),
  landingPageConfig: z.object({
    template: z.enum(LANDING_TEMPLATES),
    showTestimonials: z.boolean(),
    showServices: z.boolean(),
    showContact: z.boolean(),
    companyName: z.string().trim().max(120),
  }),
});
export type BrandingInput = z.infer<typeof brandingInput>;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The logo types the server accepts (checked from the file's bytes); SVG is refused: it can carry script. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MESSAGES = {
  missing: 'Choose an image file to upload.',
  tooLarge: 'The logo must be 2 MB or smaller.',
  badType: 'The logo must be a PNG, JPEG or WebP image.',
} as const;
