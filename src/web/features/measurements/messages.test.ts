import { describe, expect, it } from 'vitest';
import { MEASUREMENT_MESSAGES, lengthFrom } from '../../../shared/takeoff.ts';
import { gapOf, measurementMessage, roomErrors } from './messages.ts';

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
});
