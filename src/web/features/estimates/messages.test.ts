import { describe, expect, it } from 'vitest';
import { CATALOG_UNITS } from '../../../shared/catalog.ts';
import {
  DISCOUNT_KINDS,
  ESTIMATE_EVENT_TYPES,
  ESTIMATE_MESSAGES,
  ESTIMATE_STATUSES,
  LINE_KINDS,
  TAX_APPLIES_TO,
} from '../../../shared/estimates.ts';
import { MONEY_ERROR_CODES, MONEY_ERROR_MESSAGES } from '../../../shared/money.ts';
import en from '../../locales/en/signed-in/estimates.json';
import pt from '../../locales/pt-BR/signed-in/estimates.json';

// Every value the API or the money rules may hand the pages has its text in both languages, so a
// new status, event or message on the server fails here rather than showing a key.
const groups: [string, readonly string[]][] = [
  ['status', ESTIMATE_STATUSES],
  ['events', ESTIMATE_EVENT_TYPES],
  ['messages', Object.keys(ESTIMATE_MESSAGES)],
  ['money', MONEY_ERROR_CODES],
  ['kinds', LINE_KINDS],
  ['ruleKinds', DISCOUNT_KINDS],
  ['taxAppliesTo', TAX_APPLIES_TO],
  ['units', CATALOG_UNITS],
];

describe('estimate texts', () => {
  it.each([
    ['en', en],
    ['pt-BR', pt],
  ])('has every status, event, message, error code, kind and unit in %s', (_, messages) => {
    for (const [group, values] of groups) {
      const texts = (messages as unknown as Record<string, Record<string, string>>)[group]!;
      for (const value of values) expect(texts[value], `${group}.${value}`).toBeTruthy();
    }
  });

  it('repeats the shared English texts word for word (they are matched to translate them)', () => {
    for (const [key, text] of Object.entries(ESTIMATE_MESSAGES)) {
      expect(en.messages[key as keyof typeof en.messages]).toBe(text);
    }
    for (const [code, text] of Object.entries(MONEY_ERROR_MESSAGES)) {
      expect(en.money[code as keyof typeof en.money]).toBe(text);
    }
  });
});
