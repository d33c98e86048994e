import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; one child per request carries its request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}
