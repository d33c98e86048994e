import {
  LEAD_LIMITS,
  LEAD_MESSAGES,
  type BudgetRange,
  type FlooringType,
  type LeadTimeline,
} from '../../../shared/leads.ts';

/** The questionnaire's steps, in order; the thank-you screen comes after the last. */
export const QUIZ_STEPS = ['flooringType', 'size', 'budgetRange', 'timeline', 'contact'] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

export type SizeMode = 'squareFeet' | 'rooms';

/** What the visitor has answered so far, as the form holds it (text inputs stay strings). */
export interface QuizAnswers {
  flooringType: FlooringType | '';
  sizeMode: SizeMode;
  size: string;
  budgetRange: BudgetRange | '';
  timeline: LeadTimeline | '';
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  consent: boolean;
  /** The honeypot: hidden from people, so it stays empty unless a bot fills it. */
  website: string;
}

export const EMPTY_ANSWERS: QuizAnswers = {
  flooringType: '',
  sizeMode: 'squareFeet',
  size: '',
  budgetRange: '',
  timeline: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  notes: '',
  consent: false,
  website: '',
};

/** The project's size as a whole number between 1 and the limit ("1,200" is 1200), or null. */
export function parseSize(mode: SizeMode, value: string): number | null {
  const text = value.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= LEAD_LIMITS[mode] ? n : null;
}

/** Whether the visitor may go on from a step (the contact step is checked by the schema on submit). */
export function stepIsValid(step: QuizStep, a: QuizAnswers): boolean {
  switch (step) {
    case 'flooringType':
      return a.flooringType !== '';
    case 'size':
      return parseSize(a.sizeMode, a.size) !== null;
    case 'budgetRange':
      return a.budgetRange !== '';
    case 'timeline':
      return a.timeline !== '';
    case 'contact':
      return a.name.trim() !== '' && a.email.trim() !== '' && a.consent;
  }
}

/** The request body: the size goes in the field the visitor chose, the other stays empty. */
export function toSubmission(a: QuizAnswers, language: 'en' | 'pt') {
  const size = parseSize(a.sizeMode, a.size);
  return {
    flooringType: a.flooringType,
    squareFeet: a.sizeMode === 'squareFeet' ? size : null,
    rooms: a.sizeMode === 'rooms' ? size : null,
    budgetRange: a.budgetRange,
    timeline: a.timeline,
    name: a.name,
    email: a.email,
    phone: a.phone,
    address: a.address,
    notes: a.notes,
    consent: a.consent,
    language,
    website: a.website,
  };
}

export type FieldErrors = Record<string, string>;

/**
 * Checks the answers with the server's schema; the first message of each field, in English. The
 * schema (and zod) load when the visitor sends, not with the page.
 */
export async function validateAnswers(a: QuizAnswers, language: 'en' | 'pt'): Promise<FieldErrors> {
  const { quizSubmissionInput } = await import('../../../shared/lead-inputs.ts');
  const result = quizSubmissionInput.safeParse(toSubmission(a, language));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

const STEP_OF_FIELD: Record<string, QuizStep> = {
  flooringType: 'flooringType',
  squareFeet: 'size',
  rooms: 'size',
  budgetRange: 'budgetRange',
  timeline: 'timeline',
};

/** The step that shows a field (contact details and anything unknown are on the last step). */
export function stepOfField(field: string): QuizStep {
  return STEP_OF_FIELD[field] ?? 'contact';
}

/** The earliest step with an error, or undefined when there is none. */
export function firstStepWithError(errors: FieldErrors): QuizStep | undefined {
  const steps = new Set(Object.keys(errors).map(stepOfField));
  return QUIZ_STEPS.find((step) => steps.has(step));
}

const SHOWN_FIELDS = new Set([...Object.keys(STEP_OF_FIELD), 'name', 'email', 'phone', 'address', 'notes', 'consent']);

/** Whether some error belongs to no visible field (the honeypot, the whole body): then a general message shows too. */
export function hasUnshownError(errors: FieldErrors): boolean {
  return Object.keys(errors).some((field) => !SHOWN_FIELDS.has(field));
}

/** The quiz's own message keys for schema texts that the shared validation messages do not cover. */
export function quizMessageKey(message: string): string | undefined {
  return message === LEAD_MESSAGES.consentRequired ? 'quiz.errors.consent' : undefined;
}
