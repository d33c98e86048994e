import { afterAll, describe, expect, it } from 'vitest';
import { ContainedError, containedPool } from './contained.ts';

const pool = containedPool<object, string>({
  name: 'test',
  entry: new URL('../test/contained-tasks.ts', import.meta.url),
  size: 1,
  timeoutMs: 2_000,
  maxMemoryMb: 64,
  maxQueue: 3,
});
afterAll(() => pool.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ContainedError ? error.reason : error),
  );

describe('containedPool', () => {
  it('answers tasks and keeps one worker for the next', async () => {
    expect(await pool.run({ kind: 'echo', text: 'ok' })).toBe('OK');
    expect(await pool.run({ kind: 'echo', text: 'again' })).toBe('AGAIN');
  });

  it("takes a task's rejection as a failure, and the worker goes on", async () => {
    expect(await failure(pool.run({ kind: 'reject' }))).toBe('failed');
    expect(await pool.run({ kind: 'echo', text: 'after' })).toBe('AFTER');
  });

  it('survives a throw from a callback outside every try/catch, which would end a server', async () => {
    expect(await failure(pool.run({ kind: 'throw-later' }))).toBe('crashed');
    expect(await pool.run({ kind: 'echo', text: 'next' })).toBe('NEXT');
  });

  it('stops a task that runs away, at its time limit', async () => {
    const started = Date.now();
    expect(await failure(pool.run({ kind: 'spin' }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await pool.run({ kind: 'echo', text: 'still here' })).toBe('STILL HERE');
  });

  it('stops a task that takes memory past its ceiling', async () => {
    expect(await failure(pool.run({ kind: 'hog' }))).toBe('crashed');
    expect(await pool.run({ kind: 'echo', text: 'fine' })).toBe('FINE');
  });

  it('refuses at once what would wait beyond the queue', async () => {
    const running = pool.run({ kind: 'spin' });
    const waiting = [1, 2, 3].map((n) => pool.run({ kind: 'echo', text: String(n) }));
    expect(await failure(pool.run({ kind: 'echo', text: 'too many' }))).toBe('busy');
    expect(await failure(running)).toBe('timeout');
    expect(await Promise.all(waiting)).toEqual(['1', '2', '3']);
  });
});
