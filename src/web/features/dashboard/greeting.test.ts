import { describe, expect, it } from 'vitest';
import { emailName, greetingKey } from './greeting.ts';

describe('dashboard greeting', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i → %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });

  it("greets by the e-mail's local part", () => {
    expect(emailName('maria.silva@example.com')).toBe('maria.silva');
  });
});
