// A company's branding (spec section 3): its defaults and the fixed lists it is chosen from. No zod
// here (company.ts holds the inputs), so the public quiz, which only reads branding, stays small.

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

/** Branding is chosen from fixed lists, never free CSS: a company's styles reach public pages. */
export const BRANDING_FONTS = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Merriweather',
  'Playfair Display',
] as const;
export const QUIZ_BACKGROUNDS = ['gradient', 'solid', 'light', 'dark'] as const;
export const QUIZ_CARD_STYLES = ['modern', 'classic', 'minimal'] as const;
export const QUIZ_BUTTON_STYLES = ['rounded', 'square', 'pill'] as const;
export const LANDING_TEMPLATES = ['modern', 'classic', 'minimal'] as const;
