import { z } from 'zod';
import {
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  nameIssue,
  NAME_MAX_LENGTH,
  SIGN_UP_MESSAGES,
  signUpIssues,
  THEMES,
  type SignUpField,
  type SignUpProblem,
} from './accounts.ts';
import type { Role } from './roles.ts';

const nameSchema = (max: number, requiredMessage: string) =>
  z
    .string()
    .superRefine((name, ctx) => {
      const message = nameIssue(name, max, requiredMessage);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((name) => name.trim())
    // The refinement's bounds, for the OpenAPI document.
    .meta({ minLength: 1, maxLength: max });

/** A person's name, by the sign-up form's rules, wherever one is set (sign-up, update-user). */
export const personName = nameSchema(NAME_MAX_LENGTH, SIGN_UP_MESSAGES.nameRequired);

/** A company's name, by the sign-up form's rules: it heads the company's e-mails and public pages. */
export const companyName = nameSchema(COMPANY_NAME_MAX_LENGTH, SIGN_UP_MESSAGES.required);

/**
 * The sign-up body (the browser's form plus its language). Its issues come in the spec's order,
 * so the first issue's message is the one to show. Output: trimmed, e-mail in lower case, empty
 * optional fields as null, and the company name only for roles that may own a company.
 */
export const signUpInput = z
  .object({
    name: z.string().default(''),
    email: z.string().default(''),
    phone: z.string().default(''),
    companyName: z.string().default(''),
    role: z.string().default(''),
    password: z.string().default(''),
    confirmPassword: z.string().default(''),
    acceptTerms: z.boolean().default(false),
    language: z.enum(LANGUAGES).default('en'),
    invitationToken: z.string().max(100).optional(),
  })
  .superRefine((fields, ctx) => {
    for (const { field, message } of signUpIssues(fields)) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((v) => ({
    name: v.name.trim(),
    email: v.email.trim().toLowerCase(),
    phone: v.phone.trim() || null,
    companyName:
      (v.role === 'service_provider' || v.role === 'admin') && v.companyName.trim() ? v.companyName.trim() : null,
    role: v.role as Role,
    password: v.password,
    language: v.language,
    invited: Boolean(v.invitationToken),
  }));
export type SignUpInput = z.infer<typeof signUpInput>;

/** What to show for a failed sign-up parse: the first issue, and the first issue per field. */
export function signUpProblem(error: z.ZodError): SignUpProblem {
  const errors: Partial<Record<SignUpField, string>> & Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return { message: error.issues[0]!.message, errors };
}

/** PATCH /api/v1/me: the signed-in user's preferences. */
export const updatePreferencesInput = z.object({
  language: z.enum(LANGUAGES).optional(),
  theme: z.enum(THEMES).optional(),
});
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInput>;

/** POST /api/v1/newsletter. */
export const newsletterInput = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()),
  language: z.enum(LANGUAGES).default('en'),
});
export type NewsletterInput = z.infer<typeof newsletterInput>;
