import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { meetsPasswordRules } from '../../shared/accounts.ts';
import { isCommonPassword } from './common-passwords.ts';

const entries = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));

describe('isCommonPassword', () => {
  it('knows a few hundred passwords', () => {
    expect(entries.length).toBeGreaterThan(300);
  });

  it('matches whatever the case', () => {
    for (const p of ['Password1!', 'PASSWORD1!', 'P@ssw0rd', 'Welcome123!', 'Qwerty123!']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('lets other passwords through', () => {
    for (const p of ['Str0ng!Passw0rd', 'Tile-Titans-2026?', 'N3w!Passphrase'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('lists only passwords the rules alone would accept (capitalised), so the list is not wasted', () => {
    const capitalise = (p: string) => p.replace(/\p{L}/u, (ch) => ch.toUpperCase());
    expect(entries.filter((p) => !meetsPasswordRules(capitalise(p)))).toEqual([]);
  });
});
