import {
  BRANDING_DEFAULTS,
  BRANDING_FONTS,
  QUIZ_BACKGROUNDS,
  QUIZ_BUTTON_STYLES,
  QUIZ_CARD_STYLES,
} from '../../../shared/branding.ts';
import type { PublicQuiz } from '../../../shared/quiz-responses.ts';
import { brandingVariables } from '../../lib/brand-colours.ts';
import { readableOn } from '../../lib/contrast.ts';

/** GET /api/v1/public/quiz/{companyRef}: what the public quiz shows of a company (shared/quiz-responses.ts). */
export type PublicQuizCompany = PublicQuiz;

const oneOf = <T extends string>(choices: readonly T[], value: string, fallback: T): T =>
  (choices as readonly string[]).includes(value) ? (value as T) : fallback;
const colour = (value: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback);

const BACKGROUND = {
  gradient: 'bg-linear-to-br from-primary to-(--quiz-secondary)',
  solid: 'bg-primary',
  light: 'bg-muted',
  dark: 'bg-neutral-950',
} as const satisfies Record<(typeof QUIZ_BACKGROUNDS)[number], string>;

const CARD = {
  modern: 'rounded-2xl shadow-xl',
  classic: 'rounded-md border border-border shadow-sm',
  minimal: 'rounded-lg',
} as const satisfies Record<(typeof QUIZ_CARD_STYLES)[number], string>;

const RADIUS = {
  rounded: 'rounded-lg',
  square: 'rounded-none',
  pill: 'rounded-full',
} as const satisfies Record<(typeof QUIZ_BUTTON_STYLES)[number], string>;

/** Option cards are too tall for a pill: they get large rounded corners instead. */
const OPTION_RADIUS = { rounded: 'rounded-lg', square: 'rounded-none', pill: 'rounded-2xl' } as const;

export interface QuizTheme {
  /** CSS variables for the page's root, set through React's style prop (the CSSOM, which our CSP allows). */
  style: Record<string, string>;
  page: string;
  card: string;
  button: string;
  option: string;
}

/**
 * The company's colours, font and quiz theme (spec section 3's company_branding) as CSS variables
 * and class switches. Values outside the fixed choices fall back to the defaults, so nothing the
 * server sends can reach the page as free CSS.
 */
export function quizTheme(branding: PublicQuizCompany['branding']): QuizTheme {
  const d = BRANDING_DEFAULTS;
  const primaryColor = colour(branding.primaryColor, d.primaryColor);
  const secondaryColor = colour(branding.secondaryColor, d.secondaryColor);
  const fontFamily = oneOf(BRANDING_FONTS, branding.fontFamily, d.fontFamily);
  const background = oneOf(QUIZ_BACKGROUNDS, branding.quizTheme.background, d.quizTheme.background);
  const cardStyle = oneOf(QUIZ_CARD_STYLES, branding.quizTheme.cardStyle, d.quizTheme.cardStyle);
  const buttonStyle = oneOf(QUIZ_BUTTON_STYLES, branding.quizTheme.buttonStyle, d.quizTheme.buttonStyle);
  // The header sits on the page's background: the primary colour (top left of the gradient), a light grey or near-black.
  const onBackground =
    background === 'light' ? '#0a0a0a' : background === 'dark' ? '#ffffff' : readableOn(primaryColor);
  const brand = brandingVariables({ primaryColor, fontFamily });
  return {
    style: {
      ...brand,
      // Set on the page's root, below <html> where index.css reads the variants: the quiz is light-only.
      '--primary-text': brand['--brand-text-light']!,
      '--ring': brand['--brand-text-light']!,
      '--quiz-secondary': secondaryColor,
      '--quiz-on-background': onBackground,
    },
    page: BACKGROUND[background],
    card: CARD[cardStyle],
    button: RADIUS[buttonStyle],
    option: OPTION_RADIUS[buttonStyle],
  };
}
