import { describe, expect, it } from 'vitest';
import { BRANDING_DEFAULTS } from '../../../shared/branding.ts';
import { readableVariant } from '../../lib/contrast.ts';
import { quizTheme, type PublicQuizCompany } from './theme.ts';

const branding: PublicQuizCompany['branding'] = {
  primaryColor: '#facc15',
  secondaryColor: '#1e40af',
  accentColor: '#3b82f6',
  fontFamily: 'Lato',
  quizTheme: { background: 'gradient', cardStyle: 'modern', buttonStyle: 'rounded' },
};

describe("the quiz in the company's branding", () => {
  it('sets the colours and the font as CSS variables', () => {
    expect(quizTheme(branding).style).toEqual({
      '--primary': '#facc15',
      '--primary-foreground': '#0a0a0a',
      // Yellow as text on light grey: its nearest readable shade.
      '--brand-text-light': readableVariant('#facc15', '#f3f4f6'),
      '--brand-text-dark': '#facc15',
      '--primary-text': readableVariant('#facc15', '#f3f4f6'),
      '--ring': readableVariant('#facc15', '#f3f4f6'),
      '--font-sans': '"Lato", ui-sans-serif, system-ui, sans-serif',
      '--quiz-secondary': '#1e40af',
      '--quiz-on-background': '#0a0a0a',
    });
  });

  it('switches classes by background, card and button style', () => {
    const gradient = quizTheme(branding);
    expect(gradient.page).toContain('bg-linear-to-br');
    expect(gradient.button).toBe('rounded-lg');
    const other = quizTheme({
      ...branding,
      quizTheme: { background: 'dark', cardStyle: 'classic', buttonStyle: 'pill' },
    });
    expect(other.page).toBe('bg-neutral-950');
    expect(other.style['--quiz-on-background']).toBe('#ffffff');
    expect(other.card).toContain('border');
    expect(other.button).toBe('rounded-full');
    expect(quizTheme({ ...branding, quizTheme: { ...branding.quizTheme, buttonStyle: 'square' } }).button).toBe(
      'rounded-none',
    );
  });

  it('falls back to the defaults for anything outside the fixed choices', () => {
    const theme = quizTheme({
      ...branding,
      primaryColor: 'red; background: url(x)',
      fontFamily: 'Comic Sans',
      quizTheme: { background: 'video', cardStyle: '3d', buttonStyle: 'blob' },
    });
    expect(theme.style['--primary']).toBe(BRANDING_DEFAULTS.primaryColor);
    expect(theme.style['--font-sans']).toContain('"Inter"');
    expect(theme).toMatchObject(
      quizTheme({
        ...branding,
        primaryColor: BRANDING_DEFAULTS.primaryColor,
        fontFamily: 'Inter',
        quizTheme: BRANDING_DEFAULTS.quizTheme,
      }),
    );
  });
});
