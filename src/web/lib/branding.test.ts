import { describe, expect, it } from 'vitest';
import { BRANDING_DEFAULTS } from '../../shared/company.ts';
import { brandingVariables, readableOn } from './branding.ts';

describe('company branding', () => {
  it('picks the readable text colour for a brand colour', () => {
    expect(readableOn('#2563eb')).toBe('#ffffff'); // the default blue
    expect(readableOn('#1e40af')).toBe('#ffffff');
    expect(readableOn('#facc15')).toBe('#0a0a0a'); // yellow
    expect(readableOn('#16a34a')).toBe('#0a0a0a'); // mid green: black reads at 6.4:1, white at 3.3:1
    expect(readableOn('#ffffff')).toBe('#0a0a0a');
    expect(readableOn('#000000')).toBe('#ffffff');
  });

  it('maps the primary colour and the font onto the app variables', () => {
    expect(brandingVariables({ primaryColor: '#1d4ed8', fontFamily: 'Lato' })).toEqual({
      '--primary': '#1d4ed8',
      '--primary-foreground': '#ffffff',
      '--ring': '#1d4ed8',
      '--font-sans': '"Lato", ui-sans-serif, system-ui, sans-serif',
    });
    expect(brandingVariables(BRANDING_DEFAULTS)['--primary']).toBe('#2563eb');
  });
});
