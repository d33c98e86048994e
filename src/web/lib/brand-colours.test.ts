import { describe, expect, it } from 'vitest';
import { BRANDING_DEFAULTS } from '../../shared/branding.ts';
import { BRAND_TEXT_SURFACES, brandingVariables } from './brand-colours.ts';
import { AA_TEXT, contrastRatio } from './contrast.ts';

describe('company branding', () => {
  it('maps the primary colour and the font onto the app variables', () => {
    expect(brandingVariables({ primaryColor: '#1d4ed8', fontFamily: 'Lato' })).toEqual({
      '--primary': '#1d4ed8',
      '--primary-foreground': '#ffffff',
      '--brand-text-light': '#1d4ed8', // 6.7:1 on the light muted grey: kept as chosen
      '--brand-text-dark': expect.stringMatching(/^#[0-9a-f]{6}$/),
      '--font-sans': '"Lato", ui-sans-serif, system-ui, sans-serif',
    });
    expect(brandingVariables(BRANDING_DEFAULTS)['--primary']).toBe('#2563eb');
  });

  it('derives brand text that reads at AA in both themes, whatever colour a contractor picks', () => {
    for (const primaryColor of ['#2563eb', '#facc15', '#16a34a', '#ffffff', '#000000', '#ff00ff', '#7c3aed']) {
      const vars = brandingVariables({ primaryColor, fontFamily: 'Inter' });
      for (const theme of ['light', 'dark'] as const) {
        const text = vars[`--brand-text-${theme}`]!;
        expect(contrastRatio(text, BRAND_TEXT_SURFACES[theme]), `${primaryColor} ${theme}`).toBeGreaterThanOrEqual(
          AA_TEXT,
        );
      }
      expect(contrastRatio(vars['--primary-foreground']!, primaryColor)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('keeps a readable brand colour and changes a failing one (the default blue in dark)', () => {
    const vars = brandingVariables(BRANDING_DEFAULTS);
    expect(vars['--brand-text-light']).toBe('#2563eb');
    expect(vars['--brand-text-dark']).not.toBe('#2563eb');
  });
});
