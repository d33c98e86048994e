import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { DEFAULT_MESSAGES, type ErrorCode } from '../../shared/errors.ts';
import type { Problem } from '../../shared/responses.ts';
import { isConcurrencyFailure } from '../db/client.ts';
import { ContainedError } from './contained.ts';

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  AUTH_ERROR: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  DATABASE_ERROR: 503,
};

/** An error meant for the caller: becomes a problem response with its code and message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly errors?: Record<string, string>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS_BY_CODE[code] ?? 500;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);

/** A 400 whose `errors` say what is wrong with each field: `throw invalidInput({ to: '…' })`. */
export const invalidInput = (errors: Record<string, string>) => new AppError('VALIDATION_ERROR', undefined, errors);

export function problemBody(status: number, code: ErrorCode, message: string, extra: Partial<Problem> = {}): Problem {
  return { type: 'about:blank', title: code, status, code, message, ...extra };
}

export function problemResponse(
  c: Context,
  status: number,
  code: ErrorCode,
  message = DEFAULT_MESSAGES[code],
  errors?: Record<string, string>,
) {
  const body = problemBody(status, code, message, { ...(errors && { errors }), requestId: c.get('requestId') });
  return c.body(JSON.stringify(body), status as 400, { 'Content-Type': 'application/problem+json' });
}

/** Zod issues → `{ "field.path": "first message" }`. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export function validationProblem(c: Context, error: ZodError) {
  return problemResponse(c, 400, 'VALIDATION_ERROR', DEFAULT_MESSAGES.VALIDATION_ERROR, fieldErrors(error));
}

/** Everything thrown inside a request ends here: known errors keep their code, the rest is logged. */
export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) return problemResponse(c, err.status, err.code, err.message, err.errors);
  if (err instanceof HTTPException) {
    const code: ErrorCode =
      err.status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : err.status === 401
          ? 'AUTH_ERROR'
          : err.status < 500
            ? 'VALIDATION_ERROR'
            : 'APP_ERROR';
    return problemResponse(
      c,
      err.status,
      code,
      code === 'VALIDATION_ERROR' && err.message ? err.message : DEFAULT_MESSAGES[code],
    );
  }
  if (isConcurrencyFailure(err)) {
    c.get('log')?.warn({ err }, 'transaction ended by a concurrent one');
    return problemResponse(c, 503, 'DATABASE_ERROR');
  }
  if (err instanceof ContainedError) {
    // A drawing or decoding that failed, ran out of time or memory, or waited behind too many: its
    // worker is gone, the server goes on (ADR 0037); the caller may try again.
    c.get('log')?.error({ err, reason: err.reason }, 'contained work failed');
    c.header('Retry-After', '5');
    return problemResponse(c, 503, 'APP_ERROR');
  }
  c.get('log')?.error({ err }, 'unhandled error');
  return problemResponse(c, 500, 'UNKNOWN_ERROR', DEFAULT_MESSAGES.UNKNOWN_ERROR);
}
