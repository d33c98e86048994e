import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { invalidInput } from './errors.ts';

const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000)';
/** Deeper than any body the API takes; a deeper one only exercises recursion (the database's, a parser's). */
export const MAX_JSON_DEPTH = 32;
const DEPTH_MESSAGE = `Nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`;

// Every spelling a JSON parser downstream accepts: any case, `+json` suffixes, parameters.
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

const refuse = (field: string, message: string) => invalidInput({ [field]: message });

/** Whether JSON text nests arrays and objects deeper than the limit, counted without parsing it. */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

// Only JSON's \u escapes can carry these: jsonb refuses them (a 500), text would keep U+FFFD instead.
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const SURROGATE_MESSAGE = 'Text cannot contain unpaired surrogates (\\ud800–\\udfff)';

const textProblem = (text: string) =>
  text.includes('\u0000') ? NUL_MESSAGE : UNPAIRED_SURROGATE.test(text) ? SURROGATE_MESSAGE : undefined;

/** The first string or key the database cannot store: its dotted path ('_' for the body itself) and why. */
function badText(value: unknown, path: string[] = []): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message && { field: path.join('.') || '_', message };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const inner = [...path, key];
    const message = textProblem(key);
    if (message) return { field: inner.join('.'), message };
    const found = badText(item, inner);
    if (found) return found;
  }
  return undefined;
}

/** What the guard reads a body from: Hono's request (c.req) or a raw Request. */
type BodySource = Pick<Request, 'text' | 'arrayBuffer'>;

function guard(source: (c: Context) => BodySource) {
  return createMiddleware(async (c, next) => {
    if (/%00/.test(c.req.url)) throw refuse('_', NUL_MESSAGE);
    // No body can come with these: nothing to read (and reading would build the Request for nothing).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const contentType = c.req.header('content-type') ?? '';
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    const body = source(c);
    if (JSON_TYPE.test(mediaType)) {
      const text = await body.text();
      if (nestsTooDeep(text)) throw refuse('_', DEPTH_MESSAGE);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        // An empty body is the route's to judge (a required body → its own 400).
        if (text.trim() === '') return next();
        throw refuse('_', 'Malformed JSON in request body');
      }
      const bad = badText(value);
      if (bad) throw refuse(bad.field, bad.message);
      return next();
    }
    // Bytes, not FormData, stay in the source: later readers (idempotency's hash) see them as sent.
    const bytes = await body.arrayBuffer();
    if (bytes.byteLength === 0) return next();
    if (FORM_TYPES.includes(mediaType)) {
      let form: FormData;
      try {
        form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
      } catch {
        throw refuse('_', 'Malformed form data in request body');
      }
      for (const [key, value] of form) {
        const text = typeof value === 'string' ? value : value.name;
        if (`${key}${text}`.includes('\u0000')) throw refuse(key.includes('\u0000') ? '_' : key, NUL_MESSAGE);
      }
    } else if (new Uint8Array(bytes).includes(0)) {
      throw refuse('_', NUL_MESSAGE);
    }
    return next();
  });
}

/**
 * Input every route would otherwise have to survive, refused at the door with a 400 before any
 * route reads it: NUL in the URL or in any text of a body, and unpaired surrogates in JSON text
 * (which the database refuses: a 500), JSON nested deeper than MAX_JSON_DEPTH,
 * and malformed JSON or form bodies. Run it after the body limit.
 *
 * The body is read once, through Hono's request (c.req), whose cache the route's validator and
 * idempotency then read again without touching the stream: for routes that read their body through
 * c.req, which every API route does.
 */
export const inputGuard = guard((c) => c.req);

/** The same, reading a copy: for a handler that reads the raw Request itself (better-auth). */
export const inputGuardOnCopy = guard((c) => c.req.raw.clone());
