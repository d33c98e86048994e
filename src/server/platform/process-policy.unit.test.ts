import { describe, expect, it } from 'vitest';
import { processPolicy } from './process-policy.ts';

function recorder() {
  const logged: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const stops: number[] = [];
  const logger = {
    fatal: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'fatal', fields, message }),
    error: (fields: Record<string, unknown>, message: string) => logged.push({ level: 'error', fields, message }),
  };
  return { logged, stops, policy: processPolicy(logger as never, (code) => stops.push(code)) };
}

describe('processPolicy', () => {
  it('logs an uncaught exception as fatal with its origin, and stops the server once with exit code 1', () => {
    const { logged, stops, policy } = recorder();
    const err = new Error('state unknown');
    policy.uncaughtException(err, 'uncaughtException');
    policy.uncaughtException(new Error('while stopping'), 'uncaughtException');
    expect(stops).toEqual([1]);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toEqual({
      level: 'fatal',
      fields: { err, origin: 'uncaughtException' },
      message: 'uncaught exception: stopping the server',
    });
  });

  it('logs an unhandled rejection with its reason and keeps serving', () => {
    const { logged, stops, policy } = recorder();
    policy.unhandledRejection('a task nobody awaited');
    expect(stops).toEqual([]);
    expect(logged).toEqual([
      { level: 'error', fields: { err: 'a task nobody awaited' }, message: 'unhandled promise rejection' },
    ]);
  });
});
