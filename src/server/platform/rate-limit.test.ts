import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { withinRateLimit, type RateLimit } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const TEN_AN_HOUR: RateLimit = { max: 10, windowSeconds: 60 * 60 };
const MINUTE = 60 * 1000;

async function requestsAt(key: string, minutes: number[]): Promise<boolean[]> {
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = Date.now();
  const answers: boolean[] = [];
  for (const m of minutes) {
    vi.setSystemTime(start + m * MINUTE);
    answers.push(await withinRateLimit(t.database.db, key, TEN_AN_HOUR));
  }
  return answers;
}

it('a steady sender below the rate is never refused (one every 30 minutes for a day)', async () => {
  const answers = await requestsAt(
    'test|steady',
    Array.from({ length: 48 }, (_, i) => i * 30),
  );
  expect(answers.every(Boolean)).toBe(true);
});

it('the eleventh request within an hour is refused, and the next window admits ten again', async () => {
  const burst = Array.from({ length: 11 }, (_, i) => i);
  const nextHour = Array.from({ length: 11 }, (_, i) => 61 + i);
  const answers = await requestsAt('test|burst', [...burst, 30, ...nextHour]);
  expect(answers.slice(0, 10).every(Boolean)).toBe(true);
  expect(answers[10]).toBe(false);
  expect(answers[11]).toBe(false); // still the first hour
  expect(answers.slice(12, 22).every(Boolean)).toBe(true);
  expect(answers[22]).toBe(false);
});
