import type { CompanyBranding } from '../../shared/company-responses.ts';
import { readableOn, readableVariant } from './contrast.ts';

/**
 * The surfaces brand text is checked against: the muted grey of each theme (index.css's --muted),
 * the least contrasting surface text sits on (a test holds these equal to the CSS).
 */
export const BRAND_TEXT_SURFACES = { light: '#f3f4f6', dark: '#1e2939' } as const;

/**
 * The CSS variables a company's branding sets over the app's defaults (index.css): the brand colour
 * as a fill with black or white on it, and as text in each theme, the colour itself when it reads
 * at AA there, else its nearest readable shade (ADR 0020).
 */
export function brandingVariables(b: Pick<CompanyBranding, 'primaryColor' | 'fontFamily'>): Record<string, string> {
  return {
    '--primary': b.primaryColor,
    '--primary-foreground': readableOn(b.primaryColor),
    '--brand-text-light': readableVariant(b.primaryColor, BRAND_TEXT_SURFACES.light),
    '--brand-text-dark': readableVariant(b.primaryColor, BRAND_TEXT_SURFACES.dark),
    '--font-sans': `"${b.fontFamily}", ui-sans-serif, system-ui, sans-serif`,
  };
}
