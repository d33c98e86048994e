import { z } from 'zod';
import { requiredText } from './validation.ts';

/** Company branding defaults (spec section 3). */
export const BRANDING_DEFAULTS = {
  primaryColor: '#2563eb',
  secondaryColor: '#1e40af',
  accentColor: '#3b82f6',
  fontFamily: 'Inter',
  quizTheme: { background: 'gradient', cardStyle: 'modern', buttonStyle: 'rounded' },
  landingPageConfig: {
    template: 'modern',
    showTestimonials: true,
    showServices: true,
    showContact: true,
    companyName: '',
  },
} as const;

/** Creating a company (the spec's create_company_for_user). */
export const createCompanyInput = z.object({
  name: requiredText(120),
  phone: z.string().trim().max(40).optional(),
  website: z.url().max(300).optional(),
});
export type CreateCompanyInput = z.infer<typeof createCompanyInput>;
