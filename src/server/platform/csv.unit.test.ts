import { describe, expect, it } from 'vitest';
import { protectCsvText, unprotectCsvText } from '../../shared/csv.ts';
import { csvCents, csvField, csvLine, csvNumber } from './csv.ts';

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

  it('defuses every text that starts with =, +, -, @, a tab or a carriage return, whatever follows', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+cmd|calc')).toBe("'+cmd|calc");
    // A lead name a partner can type: a digit after the sign no longer lets it through.
    expect(csvField("-2+3+cmd|' /C notepad'!A0")).toBe("'-2+3+cmd|' /C notepad'!A0");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('+1 (555) 010-0200')).toBe("'+1 (555) 010-0200");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe(`"'\r=1+1"`);
    // Typed text that looks like a number is still typed text.
    expect(csvField('-12.50')).toBe("'-12.50");
    expect(csvField('Ana -2')).toBe('Ana -2');
  });

  it('writes the figures the server computed as numbers a spreadsheet reads, negative ones too', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(-3n)).toBe('-3');
    expect(csvField(csvNumber('-12.50'))).toBe('-12.50');
    expect(csvField(csvNumber(null))).toBe('');
    expect(csvField(csvCents(-123_450))).toBe('-1234.50');
    expect(csvField(csvCents(5))).toBe('0.05');
    expect(csvLine(['Total', csvCents(-1250), 3, csvNumber('7.5')])).toBe('Total,-12.50,3,7.5\r\n');
    // A "figure" that is not a plain decimal is protected like text.
    expect(csvField(csvNumber('-1+cmd'))).toBe("'-1+cmd");
    expect(csvField(-Infinity)).toBe("'-Infinity");
  });

  it('reads back exactly what it protected: one apostrophe off, only before a runnable character', () => {
    for (const text of ['=SUM(A1)', "'=SUM(A1)", "''-2", "'quoted", 'plain', '-12.50', '+1 555', "'", '']) {
      expect(unprotectCsvText(protectCsvText(text)), text).toBe(text);
    }
    expect(unprotectCsvText("'O'Brien")).toBe("'O'Brien");
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
