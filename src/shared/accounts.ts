import { isRole, type Role } from './roles.ts';

// No zod here: the sign-up page imports these rules, and zod would double its JavaScript.
// The zod schemas the server parses with are in account-inputs.ts, built on the same checks.

/** The languages of the product (spec section 1): the e-mails and the preference use these codes. */
export const LANGUAGES = ['en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** The password's special characters: every printable ASCII punctuation mark. */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRuleId = 'length8' | 'upper' | 'lower' | 'digit' | 'special';

/** Spec section 5's password rules, in the order of the live checklist. */
export const PASSWORD_RULES: readonly { id: PasswordRuleId; test: (password: string) => boolean }[] = [
  { id: 'length8', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lower', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'digit', test: (p) => /[0-9]/.test(p) },
  { id: 'special', test: (p) => [...p].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch)) },
];

export const meetsPasswordRules = (password: string) => PASSWORD_RULES.every((rule) => rule.test(password));

/** The sign-up form's roles with the spec's labels (section 6) as i18n keys of the `auth` namespace. */
export const SIGN_UP_ROLES: readonly { role: Role; labelKey: string; label: string }[] = [
  { role: 'client', labelKey: 'auth.roles.client', label: 'End Client' },
  { role: 'service_provider', labelKey: 'auth.roles.service_provider', label: 'Business Owner' },
  { role: 'field_team', labelKey: 'auth.roles.field_team', label: 'Field Team' },
  { role: 'partner', labelKey: 'auth.roles.partner', label: 'Referral Partner' },
  { role: 'admin', labelKey: 'auth.roles.admin', label: 'Administrator' },
];

/** The spec's sign-up texts (section 5) and form messages. */
export const SIGN_UP_MESSAGES = {
  nameRequired: 'Full name is required',
  roleRequired: 'Please select a user type',
  passwordsDiffer: 'Passwords do not match',
  passwordRules: 'Password does not meet minimum requirements',
  termsRequired: 'You must accept the terms of use and privacy policy',
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email',
  invalidPhone: 'Please enter a valid phone number',
  max: (count: number) => `Maximum ${count} characters allowed`,
  controlCharacters: 'Remove line breaks and other control characters',
} as const;

/** Refused by the server after the spec's rules pass; the SPA translates the code. */
export const PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON';
export const PASSWORD_TOO_COMMON_MESSAGES: Record<Language, string> = {
  en: 'This password is too common. Choose one that is harder to guess.',
  pt: 'Esta senha é muito comum. Escolha uma mais difícil de adivinhar.',
};

export const NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
const PHONE_MAX_LENGTH = 40;

// Line breaks and other control characters, and the bidirectional overrides that disguise text:
// in a name they would forge e-mail headers or make one text read as another.
const CONTROL_CHARACTERS = '[\\p{Cc}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]';
export const hasControlCharacters = (text: string) => new RegExp(CONTROL_CHARACTERS, 'u').test(text);
export const replaceControlCharacters = (text: string, by: string) =>
  text.replace(new RegExp(CONTROL_CHARACTERS, 'gu'), by);

/**
 * The rules of every name a person types (their own, their company's), wherever it is entered:
 * trimmed, not blank, at most `max` characters, no control characters. The first failing rule's
 * message, or false.
 */
export function nameIssue(name: string, max: number, requiredMessage: string): string | false {
  const trimmed = name.trim();
  if (!trimmed) return requiredMessage;
  if (trimmed.length > max) return SIGN_UP_MESSAGES.max(max);
  return hasControlCharacters(trimmed) && SIGN_UP_MESSAGES.controlCharacters;
}

/** Digits with the usual separators, 7 to 15 digits in all (E.164's maximum). */
export function isValidPhone(phone: string): boolean {
  if (!/^\+?[0-9\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The e-mail shape zod's z.email() accepts (the server's newsletter and invitation inputs use it). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const isEmail = (email: string) => EMAIL_PATTERN.test(email);

/** The sign-up form as typed; every field may still be empty. */
export interface SignUpFields {
  name: string;
  email: string;
  phone: string;
  companyName: string;
  role: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  language: Language;
  /** Signing up from an invitation: no company of one's own is created. */
  invitationToken?: string | undefined;
}
export type SignUpField = keyof SignUpFields;

const companyRequired = (role: string) => role === 'service_provider';

/**
 * The checks in spec section 5's order (rules 1 to 6), then the bounds the spec leaves unstated.
 * Each yields a message when it fails; the first failure is the form's message.
 */
const CHECKS: readonly { field: SignUpField; fails: (v: SignUpFields) => string | false }[] = [
  { field: 'name', fails: (v) => !v.name.trim() && SIGN_UP_MESSAGES.nameRequired },
  { field: 'role', fails: (v) => !isRole(v.role) && SIGN_UP_MESSAGES.roleRequired },
  { field: 'confirmPassword', fails: (v) => v.password !== v.confirmPassword && SIGN_UP_MESSAGES.passwordsDiffer },
  { field: 'password', fails: (v) => !meetsPasswordRules(v.password) && SIGN_UP_MESSAGES.passwordRules },
  { field: 'acceptTerms', fails: (v) => !v.acceptTerms && SIGN_UP_MESSAGES.termsRequired },
  { field: 'email', fails: (v) => !v.email.trim() && SIGN_UP_MESSAGES.required },
  { field: 'email', fails: (v) => !isEmail(v.email.trim()) && SIGN_UP_MESSAGES.invalidEmail },
  {
    field: 'companyName',
    fails: (v) => companyRequired(v.role) && !v.companyName.trim() && SIGN_UP_MESSAGES.required,
  },
  { field: 'name', fails: (v) => nameIssue(v.name, NAME_MAX_LENGTH, SIGN_UP_MESSAGES.nameRequired) },
  {
    field: 'email',
    fails: (v) => v.email.trim().length > EMAIL_MAX_LENGTH && SIGN_UP_MESSAGES.max(EMAIL_MAX_LENGTH),
  },
  {
    field: 'phone',
    fails: (v) => v.phone.trim().length > PHONE_MAX_LENGTH && SIGN_UP_MESSAGES.max(PHONE_MAX_LENGTH),
  },
  {
    field: 'phone',
    fails: (v) => v.phone.trim() !== '' && !isValidPhone(v.phone.trim()) && SIGN_UP_MESSAGES.invalidPhone,
  },
  {
    field: 'companyName',
    fails: (v) =>
      v.companyName.trim() !== '' && nameIssue(v.companyName, COMPANY_NAME_MAX_LENGTH, SIGN_UP_MESSAGES.required),
  },
  {
    field: 'password',
    fails: (v) => v.password.length > PASSWORD_MAX_LENGTH && SIGN_UP_MESSAGES.max(PASSWORD_MAX_LENGTH),
  },
];

/** The failing checks, in the spec's order, the first per field. */
export function signUpIssues(fields: SignUpFields): { field: SignUpField; message: string }[] {
  const issues: { field: SignUpField; message: string }[] = [];
  for (const check of CHECKS) {
    if (issues.some((issue) => issue.field === check.field)) continue;
    const message = check.fails(fields);
    if (message) issues.push({ field: check.field, message });
  }
  return issues;
}

export interface SignUpProblem {
  /** The first failing rule's text. */
  message: string;
  /** The first failing rule per field. */
  errors: Partial<Record<SignUpField, string>> & Record<string, string>;
}

/** The form before anything is typed. */
export const EMPTY_SIGN_UP: SignUpFields = {
  name: '',
  email: '',
  phone: '',
  companyName: '',
  role: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  language: 'en',
};

/** The browser's check before sending: null when the form may be sent, else what to show. */
export function validateSignUp(form: Partial<SignUpFields>): SignUpProblem | null {
  const issues = signUpIssues({ ...EMPTY_SIGN_UP, ...form });
  if (issues.length === 0) return null;
  return { message: issues[0]!.message, errors: Object.fromEntries(issues.map((i) => [i.field, i.message])) };
}
