import { describe, expect, it } from 'vitest';
import { MEASUREMENT_RECORD_MESSAGES } from '../../../shared/measurements.ts';
import { CATALOG_UNITS } from '../../../shared/catalog.ts';
import { COUNTED_PARTS, MEASUREMENT_MESSAGES, lengthFrom, type ShapeIssue } from '../../../shared/takeoff.ts';
import en from '../../locales/en/signed-in/measurements.json';
import pt from '../../locales/pt-BR/signed-in/measurements.json';
import { gapOf, measurementMessage, roomErrors } from './messages.ts';

/** Every dotted key of a messages tree. */
const keysOf = (node: unknown, prefix = ''): string[] =>
  typeof node === 'string'
    ? [prefix]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
const ISSUES: Record<ShapeIssue['code'], true> = {
  not_closed: true,
  turns_do_not_close: true,
  crosses_itself: true,
  too_few_sides: true,
  cut_outs_too_big: true,
  empty: true,
  addition_too_long: true,
  addition_detached: true,
};

describe('measurement messages', () => {
  it('reads a not-closed walk as the gap between its end and its start', () => {
    // 3' east and 4' north: 5' away; 6" south: 6".
    expect(gapOf(lengthFrom(3), lengthFrom(4))).toBe(`5'`);
    expect(gapOf(0, -lengthFrom(0, 6))).toBe(`6"`);
  });

  it('keeps the API messages of one room, once each, and passes unknown texts through', () => {
    const errors = {
      'rooms.0.shape.sides': MEASUREMENT_MESSAGES.notClosed,
      'rooms.1.waste': MEASUREMENT_MESSAGES.wasteInvalid,
      'rooms.1.trimWaste': MEASUREMENT_MESSAGES.wasteInvalid,
      'rooms.10.name': 'Too long',
    };
    expect(roomErrors(errors, 1)).toHaveLength(1);
    expect(roomErrors(errors, 0)).toEqual(['measurements.messages.notClosed']);
    expect(roomErrors(errors, 2)).toEqual([]);
    expect(measurementMessage('Something else')).toBe('Something else');
  });

  it('has every message and shape issue in both languages, the English word for word', () => {
    for (const messages of [en, pt]) {
      for (const key of Object.keys({ ...MEASUREMENT_MESSAGES, ...MEASUREMENT_RECORD_MESSAGES })) {
        expect(messages.messages[key as keyof typeof messages.messages], key).toBeTruthy();
      }
      for (const code of Object.keys(ISSUES))
        expect(messages.issues[code as keyof typeof messages.issues], code).toBeTruthy();
    }
    for (const [key, text] of Object.entries(MEASUREMENT_MESSAGES)) {
      expect(en.messages[key as keyof typeof en.messages]).toBe(text);
    }
    expect(keysOf(pt).sort()).toEqual(keysOf(en).sort());
  });

  it('names every selling unit, counted part and roll width source in both languages', () => {
    // The takeoff's quantities come in the catalog's units (and sq yd, piece and roll).
    const units = [...new Set([...CATALOG_UNITS, 'sq_yd', 'piece', 'roll'])];
    for (const messages of [en, pt] as unknown as Record<string, Record<string, Record<string, unknown>>>[]) {
      for (const unit of units)
        expect(messages.units?.[unit], unit).toMatchObject({ one: expect.any(String), other: expect.any(String) });
      for (const part of COUNTED_PARTS) {
        expect(messages.parts?.[part], part).toMatchObject({ one: expect.stringContaining('{{count}}') });
      }
      for (const from of ['product', 'room', 'default']) expect(messages.room?.rollFrom, from).toHaveProperty(from);
    }
  });
});
