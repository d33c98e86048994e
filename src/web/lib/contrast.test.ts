import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, readableOn, readableVariant, relativeLuminance } from './contrast.ts';

describe('WCAG contrast', () => {
  it('computes relative luminance from sRGB', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#fff')).toBe(relativeLuminance('#ffffff'));
  });

  it('gives the ratios axe reports, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Figures of issue #24's axe run.
    expect(contrastRatio('#6a7282', '#f3f4f6')).toBeCloseTo(4.39, 2);
    expect(contrastRatio('#2563eb', '#101828')).toBeCloseTo(3.43, 2);
    expect(contrastRatio('#101828', '#2563eb')).toBe(contrastRatio('#2563eb', '#101828'));
  });

  it('refuses what is not a hex colour', () => {
    expect(() => parseHex('red')).toThrow();
    expect(() => parseHex('#12345')).toThrow();
    expect(parseHex('#0a0B0c')).toEqual([10, 11, 12]);
  });

  it('picks black or white, whichever reads better', () => {
    expect(readableOn('#2563eb')).toBe('#ffffff');
    expect(readableOn('#facc15')).toBe('#0a0a0a');
    expect(readableOn('#16a34a')).toBe('#0a0a0a'); // mid green: black reads at 6.4:1, white at 3.3:1
    expect(readableOn('#ffffff')).toBe('#0a0a0a');
    expect(readableOn('#000000')).toBe('#ffffff');
  });

  it('keeps a colour that already reads, and finds the nearest shade that does otherwise', () => {
    expect(readableVariant('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
    const onDark = readableVariant('#2563eb', '#101828');
    expect(contrastRatio(onDark, '#101828')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDark, '#101828')).toBeLessThan(4.7); // the nearest, not plain white
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#2563eb')); // lighter on dark
    const onLight = readableVariant('#facc15', '#ffffff');
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onLight)).toBeLessThan(relativeLuminance('#facc15')); // darker on light
    // Large text and UI parts need only 3:1.
    const large = readableVariant('#facc15', '#ffffff', 3);
    expect(contrastRatio(large, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(large, '#ffffff')).toBeLessThan(4.5);
  });
});
