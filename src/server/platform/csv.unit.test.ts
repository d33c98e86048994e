import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.ts';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Silva, Maria')).toBe('"Silva, Maria"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('leaves empty values empty and writes dates as ISO', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2026-11-23T10:00:00.000Z'))).toBe('2026-11-23T10:00:00.000Z');
    expect(csvField(800)).toBe('800');
  });

  it('defuses spreadsheet formulas but keeps phone numbers and negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvField('-2+3')).toBe('-2+3');
    expect(csvField('+1 (555) 010-0200')).toBe('+1 (555) 010-0200');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
