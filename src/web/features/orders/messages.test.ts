import { describe, expect, it } from 'vitest';
import { CATALOG_UNITS } from '../../../shared/catalog.ts';
import { DELIVERY_TO, ORDER_MESSAGES, ORDER_STATUSES } from '../../../shared/orders.ts';
import en from '../../locales/en/signed-in/orders.json';
import pt from '../../locales/pt-BR/signed-in/orders.json';

// Every value the API may hand the pages has its text in both languages, so a new status or
// message on the server fails here rather than showing a key.
const groups: [string, readonly string[]][] = [
  ['status', ORDER_STATUSES],
  ['deliveryTo', DELIVERY_TO],
  ['messages', Object.keys(ORDER_MESSAGES)],
  ['units', CATALOG_UNITS],
];

/** Every dotted key of a messages tree. */
const keysOf = (node: unknown, prefix = ''): string[] =>
  typeof node === 'string'
    ? [prefix]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));

describe('order texts', () => {
  it.each([
    ['en', en],
    ['pt-BR', pt],
  ])('has every status, delivery place, message and unit in %s', (_, messages) => {
    for (const [group, values] of groups) {
      const texts = (messages as unknown as Record<string, Record<string, string>>)[group]!;
      for (const value of values) expect(texts[value], `${group}.${value}`).toBeTruthy();
    }
  });

  it('has the same keys in both languages', () => {
    expect(keysOf(pt).sort()).toEqual(keysOf(en).sort());
  });

  it('repeats the shared English texts word for word (they are matched to translate them)', () => {
    for (const [key, text] of Object.entries(ORDER_MESSAGES)) {
      expect(en.messages[key as keyof typeof en.messages]).toBe(text);
    }
  });
});
