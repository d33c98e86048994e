import type { DestinationStream } from 'pino';
import { pino, type Logger } from 'pino';

export type { Logger };

const MAX_MESSAGE = 500;
const MAX_QUERY = 2000;
const MAX_PARAMS = 50;
// Plain facts about an error (SQLSTATE, constraint, syscall…): anything else may carry data.
const KEPT_FIELDS = [
  'code',
  'status',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'syscall',
  'errno',
];

function cap(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}

/** `string(1048576)`, `number`, `null`, `bytes(12)`…: what a value was, never the value. */
function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `string(${value.length})`;
  if (value instanceof Date) return 'date';
  if (value instanceof Uint8Array) return `bytes(${value.byteLength})`;
  if (Array.isArray(value)) return `array(${value.length})`;
  return typeof value;
}

function isError(value: unknown): value is Error & Record<string, unknown> {
  return value instanceof Error;
}

/** The parameters of every failed query in an error's chain (Drizzle's error carries them). */
function paramsIn(err: Error & Record<string, unknown>, depth = 0): unknown[] {
  if (depth > 4) return [];
  const own = Array.isArray(err.params) ? (err.params as unknown[]) : [];
  const inner = [err.cause, ...(Array.isArray(err.errors) ? err.errors : [])].filter(isError);
  return [...own, ...inner.flatMap((e) => paramsIn(e, depth + 1))];
}

/**
 * Drizzle appends `params: <values>` to its message, and the database quotes the offending value in
 * its own ("invalid input syntax for type uuid: "…""): cut the first, replace the quoted parameters
 * (and any quoted text longer than an identifier can be) by their shape.
 */
function cleanMessage(message: string, params: unknown[]): string {
  let text = message.split('\nparams: ')[0]!;
  for (const value of params) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
      text = text.replaceAll(`"${value}"`, `"‹${shapeOf(value)}›"`);
    }
  }
  text = text.replace(/"[^"]{64,}"/g, (quoted) => `"‹string(${quoted.length - 2})›"`);
  return cap(text, MAX_MESSAGE);
}

/** What is logged for an error: type, message, SQL text, parameter shapes, codes and stack frames. */
function errorForLog(err: Error & Record<string, unknown>, params = paramsIn(err), depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: err.constructor?.name ?? err.name,
    message: cleanMessage(String(err.message), params),
  };
  if (typeof err.query === 'string') out.query = cap(err.query, MAX_QUERY);
  if (Array.isArray(err.params)) {
    const shapes = err.params.slice(0, MAX_PARAMS).map(shapeOf);
    if (err.params.length > MAX_PARAMS) shapes.push(`…(${err.params.length} in all)`);
    out.params = shapes;
  }
  for (const key of KEPT_FIELDS) {
    const value = err[key];
    if (typeof value === 'number') out[key] = value;
    if (typeof value === 'string') out[key] = cap(value, 100);
  }
  out.stack = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (depth < 4) {
    if (isError(err.cause)) out.cause = errorForLog(err.cause, params, depth + 1);
    if (Array.isArray(err.errors)) {
      out.errors = err.errors.filter(isError).map((e) => errorForLog(e, params, depth + 1));
    }
  }
  return out;
}

/** Every error in a logged object (under `err`, in better-auth's `args`, nested) becomes its safe form. */
function scrub(value: unknown, depth: number): unknown {
  if (isError(value)) return errorForLog(value);
  if (depth > 3 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => scrub(item, depth + 1));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const clean = scrub(item, depth + 1);
    if (clean !== item) (copy ??= { ...value })[key] = clean;
  }
  return copy ?? value;
}

/**
 * Structured JSON logs on stdout; one child per request carries its request id. Errors are logged
 * without the data they were handling (SQL parameters, values quoted by the database): see errorForLog.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    formatters: { log: (object: Record<string, unknown>) => scrub(object, 0) as Record<string, unknown> },
    serializers: {
      msg: (message: unknown) => cleanMessage(String(message), []),
      // Already made safe by formatters.log; pino's own serializer would rebuild it from the parts left out.
      err: (err: unknown) => err,
    },
    hooks: {
      // pino makes an error's raw message the line's message when none is given.
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        const [first] = args;
        const err = isError(first) ? first : (first as { err?: unknown } | null)?.err;
        if (args.length === 1 && isError(err)) return method.apply(this, [first, errorForLog(err).message]);
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
