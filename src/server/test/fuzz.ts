// The fuzz engine: schema-driven bad input for every operation in the OpenAPI document (bodies,
// query and path parameters, content types, headers). Every answer must be below 500, every error a
// problem body with a code and a message: "no 500 for anything a user can type". The fuzz-*.test.ts
// files run it in shards. Seeded: the seed is printed, and FUZZ_SEED=<seed> replays a run (one
// random stream per operation); FUZZ_CASES=<n> changes the cases per operation (1,000 by default).
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/errors.ts';
import { clientNotifications } from '../db/schema/timeline.ts';
import { TenantDb } from '../db/tenant.ts';
import { notify } from '../modules/notifications/service.ts';
import { cookiesOf, startTestApp, TEST_IP_HEADER, TEST_PASSWORD, type TestApp, type TestClient } from './harness.ts';
import { STAND_IN_WEBHOOK_PATH, startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 1000);
/** Requests in flight at once: the server's pool has 10 connections. */
const CONCURRENCY = 4;

// ------------------------------------------------------------------------------------------------
// The document

interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  example?: unknown;
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: Schema;
}
interface Operation {
  'x-permission': string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
export interface Op {
  label: string;
  method: string;
  template: string;
  op: Operation;
  params: Parameter[];
  query: Parameter[];
  body?: { type: 'json' | 'form'; schema: Schema };
}

let doc: Doc;
const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]!) : s);
const typeOf = (s: Schema): string | undefined => {
  const types = [s.type ?? [], ...(s.anyOf ?? s.oneOf ?? []).map((b) => resolve(b).type ?? [])].flat();
  return types.find((t) => t !== 'null');
};

function operations(): Op[] {
  const ops = Object.entries(doc.paths).flatMap(([template, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      const form = content['multipart/form-data'];
      return {
        label: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        op,
        params: (op.parameters ?? []).filter((p) => p.in === 'path'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        ...(json && { body: { type: 'json' as const, schema: json.schema } }),
        ...(form && { body: { type: 'form' as const, schema: form.schema } }),
      };
    }),
  );
  // What deletes goes last, so that the others keep their records.
  const rank = (o: Op) => (o.method === 'DELETE' ? 2 : /bulk-delete|revoke/.test(o.template) ? 1 : 0);
  return ops.sort((x, y) => rank(x) - rank(y));
}

// ------------------------------------------------------------------------------------------------
// Seeded randomness: one stream per operation, so that a failing operation replays alone.

export type Rng = () => number;
export function rngFor(label: string): Rng {
  let h = SEED ^ 0x9e3779b9;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x85ebca6b);
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
export const chance = (r: Rng, p: number) => r() < p;
/** A well-formed id of no record, from the stream (so that a replay sends the same one). */
const uuidFrom = (r: Rng) =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(r() * 16).toString(16));

// ------------------------------------------------------------------------------------------------
// Bad values

const NUL_TEXTS = ['\u0000', 'a\u0000b', 'Maria\u0000', '\u0000\u0000\u0000'];
const BAD_INSTANTS = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '1899-12-31T23:59:59Z',
  '3000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-02-30T10:00:00Z',
  '2026-13-01T10:00:00Z',
  '2026-01-01T25:61:00Z',
  '2026-01-01T10:00:00',
  '2026-01-01T10:00:00+25:00',
  '2026-01-01',
  'yesterday',
  'NaN',
  '',
];
const BAD_DAYS = [
  '+275760-09-13',
  '0000-00-00',
  '0001-01-01',
  '1899-12-31',
  '3000-01-01',
  '9999-12-31',
  '10000-01-01',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '20260101',
  '2026-01-01T00:00:00Z',
  'today',
  '',
];
export const BAD_UUIDS = [
  'x',
  '1',
  '0',
  '-1',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0b8f5f6e3f1c4a539a436f1f3c1d2e4a',
  '{0b8f5f6e-3f1c-4a53-9a43-6f1f3c1d2e4a}',
  '0B8F5F6E-3F1C-4A53-9A43-6F1F3C1D2E4A',
  '0b8f5f6e-3f1c-4a53-9a43-6f1f3c1d2e4',
  '0b8f5f6e-3f1c-4a53-9a43-6f1f3c1d2e4a\u0000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  "' or 1=1 --",
];
const BAD_EMAILS = ['a@', '@b.com', 'a@b', 'a b@c.com', `${'x'.repeat(300)}@example.com`, 'Ana <ana@example.com>'];
const HUGE_NUMBERS = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  -0.000001,
  0.5,
  99999999999.999,
];
const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '99999999999999999999',
  '-1',
  '1.5',
  '0x10',
  ' 7 ',
  '1,200',
  '١٢',
];
export const GENERIC: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  ...HUGE_NUMBERS,
  ...NUMBER_TEXTS,
  '',
  ' ',
  '\t\n\r',
  ...NUL_TEXTS,
  'x'.repeat(10_000),
  'é'.repeat(70_000),
  '😀'.repeat(500),
  '\ud800',
  '\udfff\ud800',
  '\u202e\u200b\ufeff',
  "'; drop table leads; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%s%n',
  '{{7*7}}',
  ...BAD_INSTANTS.slice(0, 4),
  ...BAD_UUIDS.slice(0, 4),
  [],
  [null],
  [1, 'a', {}],
  {},
  { a: 1 },
  { $gt: '' },
  JSON.parse('{"__proto__": {"isOwner": true}}') as unknown,
];

/** A JSON text nested `depth` arrays deep. */
export const deepText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** A value that the body's JSON text gets deeply nested arrays in place of. */
const DEEP = '__deep__';
const withDeep = (text: string, depth: number) => text.replaceAll(`"${DEEP}"`, deepText(depth));

function badFor(r: Rng, input: Schema, depth = 0): unknown {
  const s = resolve(input);
  const type = typeOf(s);
  const specific: unknown[] = [];
  if (s.maxLength !== undefined) specific.push('x'.repeat(s.maxLength + 1), 'ç'.repeat(s.maxLength + 1));
  if (s.minLength) specific.push('', '   ');
  if (s.enum) {
    const first = String(s.enum.find((v) => v !== null));
    specific.push('not_a_value', first.toUpperCase(), ` ${first}`, `${first}\u0000`, 0, [first]);
  }
  if (type === 'integer' || type === 'number') {
    specific.push(...HUGE_NUMBERS, ...NUMBER_TEXTS, '12');
    if (s.maximum !== undefined) specific.push(s.maximum + 1, s.maximum * 1000);
    if (s.minimum !== undefined) specific.push(s.minimum - 1, s.minimum - 0.5);
  }
  if (s.format === 'uuid') specific.push(...BAD_UUIDS, uuidFrom(r));
  if (s.format === 'date') specific.push(...BAD_DAYS);
  if (s.format === 'date-time') specific.push(...BAD_INSTANTS);
  if (s.format === 'email') specific.push(...BAD_EMAILS);
  if (type === 'boolean') specific.push('true', 1, 'yes', 'false', 0);
  if (type === 'array') {
    specific.push([], 'a,b', { 0: 'a' }, [null], [[[]]]);
    if (s.items) {
      specific.push([badFor(r, s.items, depth + 1)]);
      if (s.maxItems !== undefined) specific.push(Array.from({ length: s.maxItems + 1 }, () => validFor(r, s.items!)));
    }
  }
  if (type === 'object') specific.push([], 'x', { '': 1 }, { [`k\u0000`]: 1 }, DEEP);
  if (depth === 0 && chance(r, 0.03)) return DEEP;
  return specific.length > 0 && chance(r, 0.65) ? pick(r, specific) : pick(r, GENERIC);
}

// ------------------------------------------------------------------------------------------------
// Valid values, as the mutations' starting point

let ids: string[] = [];
let png: Uint8Array<ArrayBuffer>;

function validFor(r: Rng, input: Schema, depth = 0): unknown {
  const s = resolve(input);
  if (s.example !== undefined && chance(r, 0.8)) return structuredClone(s.example);
  const values = s.enum?.filter((v) => v !== null);
  if (values?.length) return pick(r, values);
  switch (typeOf(s)) {
    case 'string':
      if (s.format === 'uuid') return pick(r, ids);
      if (s.format === 'date') return '2026-06-01';
      if (s.format === 'date-time') return '2026-06-01T09:00:00Z';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'binary') return 'binary';
      return 'f'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
      return s.minimum ?? 1;
    case 'number':
      return (s.minimum ?? 0) + 1.25;
    case 'boolean':
      return chance(r, 0.5);
    case 'array':
      return depth < 4 && s.items ? [validFor(r, s.items, depth + 1)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (depth < 4 && (s.required?.includes(key) || chance(r, 0.5))) out[key] = validFor(r, prop, depth + 1);
      }
      return out;
    }
    default:
      return 'fuzz';
  }
}

/** Replaces one value somewhere in a valid body (sometimes deep inside it) with a bad one. */
function mutate(r: Rng, value: unknown, input: Schema, depth = 0): unknown {
  const s = resolve(input);
  if (Array.isArray(value) && s.items) {
    const copy = [...value];
    const i = Math.floor(r() * (copy.length + 1));
    copy[i] =
      chance(r, 0.3) && copy[i] !== undefined ? mutate(r, copy[i], s.items, depth + 1) : badFor(r, s.items, depth);
    return copy;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const keys = [...new Set([...Object.keys(s.properties ?? {}), ...Object.keys(value)])];
    if (keys.length === 0) return badFor(r, s, depth);
    const key = pick(r, keys);
    const prop = s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : {});
    const current = (value as Record<string, unknown>)[key];
    const inner = chance(r, 0.3) && typeof current === 'object' && current !== null;
    return { ...value, [key]: inner ? mutate(r, current, prop, depth + 1) : badFor(r, prop, depth) };
  }
  return badFor(r, s, depth);
}

/** A NUL inside one string (value or key) anywhere in the body. */
export function withNul(r: Rng, value: unknown): unknown {
  if (typeof value === 'string') {
    const at = Math.floor(r() * (value.length + 1));
    return `${value.slice(0, at)}\u0000${value.slice(at)}`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return ['\u0000'];
    const i = Math.floor(r() * value.length);
    return value.map((v, j) => (i === j ? withNul(r, v) : v));
  }
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    if (keys.length === 0 || chance(r, 0.1)) return { ...value, [`x\u0000${keys.length}`]: 'y' };
    const key = pick(r, keys);
    return { ...value, [key]: withNul(r, (value as Record<string, unknown>)[key]) };
  }
  return '\u0000';
}

/** Deep nesting somewhere in the body: under any object in it (such as free-form event data), or as the body. */
function placeDeep(r: Rng, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || chance(r, 0.2)) return DEEP;
  if (Array.isArray(value)) return [...value, DEEP];
  const keys = Object.keys(value);
  const key = keys.length > 0 && chance(r, 0.7) ? pick(r, keys) : 'x';
  const current = (value as Record<string, unknown>)[key];
  const inner = typeof current === 'object' && current !== null && chance(r, 0.6);
  return { ...value, [key]: inner ? placeDeep(r, current) : DEEP };
}

/** Uses the company's real records for the ids an example names. */
const withRealIds = (r: Rng, value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, () => pick(r, ids)),
  ) as unknown;

// ------------------------------------------------------------------------------------------------
// Requests

export const JSON_TYPES = [
  'application/json',
  'Application/JSON',
  'APPLICATION/JSON; charset=UTF-8',
  'application/json; charset=utf-8',
  'application/json;charset=latin1',
  'application/json ; boundary=x',
  'application/merge-patch+json',
  'application/vnd.api+json',
  'application/problem+json',
];
export const OTHER_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'text/json',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'multipart/mixed; boundary=fuzz',
  'image/png',
  '*/*',
  'a/b/c',
  ';',
];
export const MALFORMED_JSON = [
  '{',
  '{"name": ',
  '{"name": "a",}',
  "{'name': 'a'}",
  '{"a":1}{"b":2}',
  '\ufeff{"a":1}',
  '{"name": "a\u0000b"}',
  '{"a":"\\u00"}',
  '{"a":"\\ud800"}',
  '[1,2',
  'nul',
  'NaN',
  '1e999999',
  '-',
  '"',
  '{"__proto__": {"isOwner": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '\u0000',
  '{"a": 1}\u0000',
];
const HEADER_CASES: Record<string, string>[] = [
  { 'idempotency-key': '' },
  { 'idempotency-key': 'x'.repeat(2000) },
  { 'idempotency-key': 'é'.repeat(10) },
  { 'idempotency-key': '%00' },
  { 'idempotency-key': 'fuzz-key-1' },
  { 'accept-language': 'xx-INVALID;q=abc, *;q=-1' },
  { accept: 'text/html' },
  { [TEST_IP_HEADER]: 'not an address' },
  { [TEST_IP_HEADER]: '999.999.999.999, ::ffff:1' },
  { [TEST_IP_HEADER]: 'x'.repeat(2000) },
  { 'x-forwarded-for': '127.0.0.1' },
  { 'content-length': '0' },
];
const COOKIE_CASES = [
  'better-auth.session_token=%00',
  'better-auth.session_token=x.y',
  `better-auth.session_token=${'a'.repeat(4000)}`,
  'better-auth.session_token="unterminated',
  '=;;=;',
  'better-auth.session_token=é',
];

export type Caller = 'owner' | 'client' | 'anonymous' | 'foreign';
interface Case {
  kind: string;
  caller: Caller;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

let t: TestApp;
let standIn: StripeStandIn;
let a: TestClient & { companyId: string };
let b: TestClient & { companyId: string };
let client: TestClient;
const cookies = new Map<Caller, string>();
/** A's record for each path template's prefix (`/api/v1/jobs` → a job id). */
const created = new Map<string, string>();
let foreignIds: string[] = [];

const enc = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/**
 * A cursor as the list writes it ([sort, key, id] where the list has sorts, else [instant, id]) with
 * one part forged, or a broken shape, or no cursor encoding at all.
 */
function forgedCursor(r: Rng, sort: string | undefined): string {
  const parts: unknown[] = sort
    ? [sort, pick(r, ['2026-01-01T00:00:00.000Z', '2026-01-01', 'maria', null]), uuidFrom(r)]
    : ['2026-01-01T00:00:00.000Z', pick(r, ids)];
  const roll = r();
  if (roll < 0.7) {
    const at = Math.floor(r() * parts.length);
    const bad = [...BAD_DAYS, ...BAD_UUIDS, null, 7, 1e15, 'a\u0000', 'x'.repeat(1500), ['x'], {}];
    parts[at] = at === parts.length - 2 && chance(r, 0.6) ? pick(r, BAD_INSTANTS) : pick(r, bad);
    return enc(parts);
  }
  if (roll < 0.85) return enc(pick(r, [parts.slice(1), [...parts, 'extra'], [parts], { ...parts }, parts.reverse()]));
  return pick(r, [
    enc('not json'),
    enc('null'),
    enc('"a"'),
    'x',
    '!!!!',
    '%00',
    'x'.repeat(1100),
    Buffer.from([0xff, 0xfe, 0x00, 0x80]).toString('base64url'),
  ]);
}

/** A query value as it appears in the URL: usually encoded, sometimes raw (invalid escapes). */
function queryValue(r: Rng, value: unknown): string {
  if (chance(r, 0.08)) return pick(r, ['%', '%zz', '%c3%28', '%ff%fe', '%00', 'a%00b', '%E2%80%AE']);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // A URL carries UTF-8: a lone surrogate half arrives as U+FFFD.
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

function queryCase(r: Rng, o: Op): string {
  // A forged cursor names the sort it asks for, as a real one does, and comes alone: cursors are
  // read past the schema, so nothing else may be refused first.
  const sorts = o.query.find((p) => p.name === 'sort')?.schema.enum?.map(String) ?? [];
  const sort = sorts.length > 0 ? pick(r, sorts) : undefined;
  const parts = sort ? [`sort=${sort}`] : [];
  if (o.query.some((p) => p.name === 'cursor') && chance(r, 0.4)) {
    return `?${[...parts, `cursor=${queryValue(r, forgedCursor(r, sort))}`].join('&')}`;
  }
  for (const p of o.query) {
    if (p.name !== 'sort' && chance(r, 0.3)) {
      parts.push(`${p.name}=${encodeURIComponent(String(validFor(r, p.schema)))}`);
    }
  }
  for (let i = Math.floor(r() * 3); i >= 0; i--) {
    const p = o.query.length > 0 && chance(r, 0.85) ? pick(r, o.query) : undefined;
    const name = p?.name ?? pick(r, ['x', 'companyId', '__proto__', 'limit[]', 'a%00', '']);
    parts.push(`${name}=${queryValue(r, p ? badFor(r, p.schema, 1) : pick(r, GENERIC))}`);
    if (chance(r, 0.1)) parts.push(`${name}=${queryValue(r, pick(r, GENERIC))}`);
  }
  return `?${parts.join('&')}`;
}

function badPathValue(r: Rng, name: string): string {
  if (name === 'token' && chance(r, 0.3)) {
    return pick(r, ['A'.repeat(43), 'A'.repeat(42) + '%00', '-'.repeat(43), '_'.repeat(200)]);
  }
  if (name === 'size' && chance(r, 0.5)) return pick(r, ['huge', 'THUMBNAIL', 'original%00', '']);
  return pick(r, [
    ...BAD_UUIDS.map(encodeURIComponent),
    '%00',
    'a%00',
    `${uuidFrom(r)}%00`,
    '%2F',
    '..',
    '%2e%2e',
    '%2e%2e%2f%2e%2e',
    'x'.repeat(5000),
    '%F0%9F%98%80',
    '%',
    '%zz',
    '%c3%28',
    '%20',
    'a%20b',
    uuidFrom(r),
    uuidFrom(r),
    ...foreignIds,
    ...foreignIds,
    ...ids,
  ]);
}

/** A path template with A's records in it, made on first use: /x/{xId}/y/{id} → /x/<an x>/y/<a y of it>. */
export async function pathFor(template: string): Promise<string> {
  let path = '';
  let prefix = '';
  for (const segment of template.split('/').slice(1)) {
    path += `/${segment.startsWith('{') ? await createIn(prefix, path) : segment}`;
    prefix += `/${segment}`;
  }
  return path;
}

function formFrom(r: Rng, value: unknown, fileSchema: boolean): FormData {
  const form = new FormData();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined) continue;
      form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
    }
  }
  if (fileSchema && chance(r, 0.85)) {
    const files = [
      () => new File([png], 'floor.png', { type: 'image/png' }),
      () => new File([png], 'floor\u0000.png', { type: 'image/png' }),
      () => new File([png], `${'n'.repeat(400)}.png`, { type: 'image/png' }),
      () => new File([png.slice(0, 20)], 'cut.png', { type: 'image/png' }),
      () => new File([new Uint8Array([0xff, 0xd8, 0xff]), '<html><script>x</script>'], 'x.jpg', { type: 'image/jpeg' }),
      () => new File([], 'empty.png', { type: 'image/png' }),
      () => new File(['hello'], 'a.txt', { type: 'text/plain' }),
      () => new File([png], '../../etc/passwd', { type: 'image/svg+xml' }),
    ];
    if (form.has('file')) form.delete('file');
    form.append('file', pick(r, files)());
    if (chance(r, 0.05)) form.append('file', files[0]!());
  }
  return form;
}

function bodyCase(r: Rng, o: Op): Pick<Case, 'kind' | 'body' | 'headers'> {
  const schema = o.body?.schema ?? { type: 'object' };
  const isForm = o.body?.type === 'form';
  let value: unknown = validFor(r, schema);
  if (chance(r, 0.4)) value = withRealIds(r, value);
  const kind = pick(r, ['field', 'field', 'field', 'nul', 'nul', 'missing', 'extra', 'shape', 'deep', 'raw', 'type']);
  switch (kind) {
    case 'field':
      for (let i = Math.floor(r() * 3); i >= 0; i--) value = mutate(r, value, schema);
      break;
    case 'nul':
      value = withNul(r, value);
      break;
    case 'missing': {
      const copy = { ...(value as Record<string, unknown>) };
      for (const key of resolve(schema).required ?? Object.keys(copy)) if (chance(r, 0.6)) delete copy[key];
      value = copy;
      break;
    }
    case 'extra':
      value = {
        ...(value as Record<string, unknown>),
        [pick(r, ['id', 'companyId', 'userId', 'isOwner', 'role', 'createdAt', 'x', '', 'constructor'])]: pick(r, [
          ...GENERIC,
          b.companyId,
          'admin',
        ]),
      };
      break;
    case 'shape':
      value = pick(r, [...GENERIC, [value], [[value]], `${JSON.stringify(value)}`]);
      break;
  }
  if (kind === 'raw') {
    return { kind, body: pick(r, MALFORMED_JSON), headers: { 'content-type': pick(r, JSON_TYPES) } };
  }
  if (kind === 'deep') {
    const depth = pick(r, [33, 40, 100, 1000, 10_000]);
    return {
      kind,
      body: withDeep(JSON.stringify(placeDeep(r, value)), depth),
      headers: { 'content-type': pick(r, JSON_TYPES) },
    };
  }
  const fileSchema = isForm && Boolean(resolve(schema).properties?.file);
  if (isForm ? !(kind === 'type' && chance(r, 0.5)) : kind === 'type' && chance(r, 0.3)) {
    const form = formFrom(r, value, fileSchema);
    if (chance(r, 0.15)) {
      const encoded = new URLSearchParams(
        [...form].map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : v.name]),
      );
      return { kind, body: encoded.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    return { kind, body: form, headers: {} };
  }
  const text = withDeep(JSON.stringify(value === undefined ? null : value), 40);
  if (kind === 'type') {
    const type = pick(r, [...JSON_TYPES, ...OTHER_TYPES, 'none']);
    return { kind, body: text, headers: type === 'none' ? {} : { 'content-type': type } };
  }
  return { kind, body: text, headers: { 'content-type': pick(r, JSON_TYPES) } };
}

function callerOf(o: Op): Caller {
  const guard = o.op['x-permission'];
  if (guard === 'public') return 'anonymous';
  return guard.startsWith('client_portal:') ? 'client' : 'owner';
}

function makeCase(r: Rng, o: Op, validPath: string): Case {
  const kinds = [
    'query',
    'headers',
    ...(o.params.length ? ['path', 'path'] : []),
    ...(o.query.length ? ['query', 'query'] : []),
  ];
  if (o.method !== 'GET') kinds.push('body', 'body', 'body', 'body', 'body');
  const kind = pick(r, kinds);
  const c: Case = {
    kind,
    caller: chance(r, 0.04) ? pick(r, ['anonymous', 'foreign', 'client'] as const) : callerOf(o),
    path: validPath,
    query: '',
    headers: {},
  };
  if (kind === 'path') {
    const segments = o.template.split('/');
    const params = segments.flatMap((s, i) => (s.startsWith('{') ? [i] : []));
    const at = pick(r, params);
    const filled = validPath.split('/');
    filled[at] = badPathValue(r, segments[at]!.slice(1, -1));
    c.path = filled.join('/');
  } else if (kind === 'query') {
    c.query = queryCase(r, o);
  } else if (kind === 'headers') {
    c.headers = { ...pick(r, HEADER_CASES) };
    if (chance(r, 0.3)) c.headers.cookie = pick(r, COOKIE_CASES);
  } else if (kind === 'body') {
    const body = bodyCase(r, o);
    c.kind = `body:${body.kind}`;
    c.body = body.body;
    c.headers = body.headers;
  }
  return c;
}

async function send(c: Case, method: string): Promise<Response> {
  const headers: Record<string, string> = {
    origin: t.config.appUrl,
    [TEST_IP_HEADER]: t.freshIp(),
    ...(cookies.get(c.caller) && { cookie: cookies.get(c.caller)! }),
    ...c.headers,
  };
  return t.app.request(`${c.path}${c.query}`, {
    method,
    headers,
    ...(c.body !== undefined && method !== 'GET' && method !== 'HEAD' && { body: c.body }),
  });
}

/** What is wrong with a response, if anything: a 5xx, an error that is no problem body, or broken JSON. */
export async function verdict(res: Response): Promise<string | null> {
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 500) return `${res.status} ${text.slice(0, 300)}`;
  if (res.status >= 400) {
    if (!type.startsWith('application/problem+json')) return `${res.status} as ${type}: ${text.slice(0, 200)}`;
    let body: { code?: unknown; message?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return `${res.status} problem is not JSON: ${text.slice(0, 200)}`;
    }
    if (!(ERROR_CODES as readonly unknown[]).includes(body.code) || typeof body.message !== 'string' || !body.message) {
      return `${res.status} problem without code and message: ${text.slice(0, 200)}`;
    }
    return null;
  }
  if (type.includes('json')) {
    try {
      JSON.parse(text);
    } catch {
      return `${res.status} JSON that does not parse: ${text.slice(0, 200)}`;
    }
  }
  return null;
}

const describeCase = (o: Op, c: Case) => {
  const body =
    c.body instanceof FormData
      ? `form ${JSON.stringify([...c.body].map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 80) : `file ${v.name.slice(0, 40)} ${v.size}B`]))}`
      : typeof c.body === 'string'
        ? c.body.slice(0, 200)
        : '';
  return `${o.label} [${c.kind}, ${c.caller}] ${o.method} ${`${c.path}${c.query}`.slice(0, 300)} ${JSON.stringify(c.headers).slice(0, 200)} ${body}`;
};

/** Runs `work` over the items, a few at a time. */
export async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// ------------------------------------------------------------------------------------------------
// A's records, created as the app creates them

const tenantOf = (companyId: string, userId: string) =>
  new TenantDb(t.database.db, { userId, companyId, role: 'admin', isOwner: true });

async function idOf(res: Response): Promise<string> {
  if (res.status !== 201 && res.status !== 200) throw new Error(`creating answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const FIXTURES: Record<string, (path: string) => Promise<string>> = {
  '/api/v1/public/quiz': async () => a.companyId,
  '/api/v1/photos': async () => {
    const form = new FormData();
    form.set('file', new File([png], 'fixture.png', { type: 'image/png' }));
    form.set('isClientVisible', 'true');
    return idOf(await a.request('POST', `${await pathFor('/api/v1/jobs/{id}')}/photos`, { body: form }));
  },
  '/api/v1/timeline': async () =>
    idOf(await a.post(`${await pathFor('/api/v1/jobs/{id}')}/timeline`, { title: 'Fuzz event' })),
  '/api/v1/members': async () => (await t.addMember(a.companyId, 'field_team')).userId,
  // Job costing reads a job's figures under its own path.
  '/api/v1/financials/job-costing': async () => (await pathFor('/api/v1/jobs/{id}')).split('/').pop()!,
  '/api/v1/notifications': async () => {
    const tenant = tenantOf(a.companyId, a.userId);
    return (await tenant.run((tx) => notify(tx, tenant, { recipientId: a.userId, type: 'fuzz', title: 'fuzz' }))).id;
  },
  '/api/v1/client-portal/notifications': async () => {
    const tenant = tenantOf(a.companyId, a.userId);
    const jobId = await createIn('/api/v1/jobs', '/api/v1/jobs');
    const [row] = await tenant.run((tx) =>
      tx
        .insert(clientNotifications)
        .values({
          companyId: a.companyId,
          jobId,
          clientId: client.userId,
          notificationType: 'milestone_completed',
          title: 'fuzz',
          message: 'fuzz',
        })
        .returning({ id: clientNotifications.id }),
    );
    return row!.id;
  },
  '/api/v1/calendar/feed': async () => {
    const res = await a.post('/api/v1/calendar/feed', {});
    const { url } = (await res.json()) as { url: string };
    return url.split('/').pop()!;
  },
  '/api/v1/gallery': async () => {
    const jobPath = await pathFor('/api/v1/jobs/{id}');
    const res = await a.post(`${jobPath}/gallery-links`, { expiresAt: null });
    return ((await res.json()) as { token: string }).token;
  },
  '/api/v1/gallery/{token}/photos': async () => pathFor('/api/v1/photos/{id}').then((p) => p.split('/').pop()!),
  '/api/v1/gallery/{token}/photos/{photoId}': async () => 'thumbnail',
  '/api/v1/showcase': async () => {
    const jobPath = await pathFor('/api/v1/jobs/{id}');
    const photoId = (await pathFor('/api/v1/photos/{id}')).split('/').pop()!;
    const put = await a.request('PUT', `${jobPath}/showcase`, {
      body: { showcaseTitle: 'Fuzz', photoIds: [photoId], featuredPhotoId: photoId, isFeatured: false },
    });
    if (put.status !== 200) throw new Error(`showcase: ${put.status} ${await put.text()}`);
    const res = await a.post(`${jobPath}/showcase/links`, { expiresAt: null });
    return ((await res.json()) as { token: string }).token;
  },
  '/api/v1/showcase/{token}/photos': async () => pathFor('/api/v1/photos/{id}').then((p) => p.split('/').pop()!),
  '/api/v1/showcase/{token}/photos/{photoId}': async () => 'display',
  // A sent estimate's client link (issue #17), on an estimate of its own: answering it closes it.
  '/api/v1/estimate-links': async () => {
    const example = doc.paths['/api/v1/estimates']?.post?.requestBody?.content['application/json']?.schema.example;
    const id = await idOf(await a.post('/api/v1/estimates', example));
    const sent = await a.post(`/api/v1/estimates/${id}/send`, {});
    if (sent.status !== 200) throw new Error(`estimate link: ${sent.status} ${await sent.text()}`);
    const res = await a.post(`/api/v1/estimates/${id}/links`, {});
    return ((await res.json()) as { url: string }).url.split('/').pop()!;
  },
  // The client portal's links name A's estimates and invoices.
  '/api/v1/client-portal/estimates': async () => (await pathFor('/api/v1/estimates/{id}')).split('/').pop()!,
  '/api/v1/client-portal/invoices': async () => (await pathFor('/api/v1/invoices/{id}')).split('/').pop()!,
  // An invoice's private link comes in the e-mail that sends it.
  '/api/v1/invoice-links': async () => {
    const invoiceId = await idOf(
      await a.post('/api/v1/invoices', {
        from: 'blank',
        title: 'Fuzz invoice',
        clientEmail: 'fuzz-invoice@example.com',
        lines: [{ kind: 'other', description: 'Fuzz', quantity: '1', unitPrice: '10' }],
      }),
    );
    const sent = await a.post(`/api/v1/invoices/${invoiceId}/send`, {});
    if (sent.status !== 200) throw new Error(`invoice send: ${sent.status} ${await sent.text()}`);
    const [mail] = await t.outbox('fuzz-invoice@example.com');
    return mail!.links[0]!.split('/').pop()!;
  },
  // Hours are logged on one of A's jobs.
  '/api/v1/work-logs': async () => {
    const example = doc.paths['/api/v1/work-logs']?.post?.requestBody?.content['application/json']?.schema.example;
    const jobId = (await pathFor('/api/v1/jobs/{id}')).split('/').pop()!;
    return idOf(await a.post('/api/v1/work-logs', { ...(example as object), jobId }));
  },
  // A receipt arrives as a multipart form, with its photo.
  '/api/v1/receipts': async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      vendorName: 'Fuzz',
      amountCents: '100',
      receiptDate: '2026-01-02',
      category: 'fuel',
      paymentMethod: 'card',
    })) {
      form.set(key, value);
    }
    form.set('file', new File([png], 'fixture.png', { type: 'image/png' }));
    return idOf(await a.request('POST', '/api/v1/receipts', { body: form }));
  },
};

/** A's record under a path template's prefix: made by the collection's POST and its example body, or by a fixture. */
async function createIn(prefix: string, path: string): Promise<string> {
  const cached = created.get(prefix);
  if (cached) return cached;
  const fixture = FIXTURES[prefix];
  let id: string;
  if (fixture) id = await fixture(path);
  else {
    const example = doc.paths[prefix]?.post?.requestBody?.content['application/json']?.schema.example;
    if (example === undefined) throw new Error(`No way to create a record for ${prefix}: give its POST an example`);
    id = await idOf(await a.post(path, example));
  }
  created.set(prefix, id);
  ids.push(id);
  return id;
}

async function signInCookie(email: string): Promise<string> {
  const res = await t.auth('/sign-in/email', { body: { email, password: TEST_PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return cookiesOf(res);
}

/** What a fuzz file works with, once its beforeAll has run. */
export interface FuzzContext {
  t: TestApp;
  /** Company A's owner, whose records the operations work on. */
  a: TestClient & { companyId: string };
  /** Company A's client member. */
  client: TestClient;
  ops: Op[];
  /** The session cookie of each caller. */
  cookie(caller: Caller): string;
  /** A valid body for an operation, naming A's records. */
  validBody(o: Op): unknown;
}

/** Starts the app for a fuzz file: company A with its records, company B, and their sessions. */
export function setUpFuzz(): FuzzContext {
  beforeAll(async () => {
    // Online payment is configured (against the stand-in), so the checkout is fuzzed as a company
    // with Stripe would run it; without it, its 503 'not configured' is the server's state, not input.
    standIn = await startStripeStandIn({
      send: async (payload, signature) =>
        t.app.request(STAND_IN_WEBHOOK_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        }),
    });
    t = await startTestApp({
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_URL: standIn.url,
    });
    doc = (await (await t.app.request('/api/v1/openapi.json')).json()) as Doc;
    png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#964B00' } })
        .png()
        .toBuffer(),
    );
    a = await t.newCompany('Fuzz A');
    b = await t.newCompany('Fuzz B');
    client = await t.addMember(a.companyId, 'client');
    cookies.set('owner', await signInCookie(a.email));
    cookies.set('client', await signInCookie(client.email));
    cookies.set('foreign', await signInCookie(b.email));
    ids = [a.companyId, a.userId];
    const bJob = await idOf(await b.post('/api/v1/jobs', { title: 'B job' }));
    const bLead = await idOf(await b.post('/api/v1/leads', { name: 'B lead' }));
    foreignIds = [b.companyId, b.userId, bJob, bLead];
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  return {
    get t() {
      return t;
    },
    get a() {
      return a;
    },
    get client() {
      return client;
    },
    get ops() {
      return operations();
    },
    cookie: (caller) => cookies.get(caller) ?? '',
    validBody: (o) => withRealIds(rngFor(o.label), resolve(o.body?.schema ?? {}).example ?? {}),
  };
}

/**
 * The fuzz test for one shard of the operations (every `shards`-th, from `shard`): CASES_PER_OPERATION
 * cases each, after A's records for all of them exist. Prints how many cases ran and how many
 * answered 5xx; fails with one example per operation, kind of case and status that went wrong.
 */
export function fuzzOperations(shard: number, shards: number) {
  it(`operations ${shard}/${shards}: ${CASES_PER_OPERATION} bad inputs each, all below 500, errors as problem+json`, async () => {
    const ops = operations().filter((_, i) => i % shards === shard - 1);
    expect(ops.length).toBeGreaterThan(0);
    const failures = new Map<string, string[]>();
    let cases = 0;
    let serverErrors = 0;
    // Every record first, before the fuzzing writes anything of its own.
    const validPaths = new Map<Op, string>();
    for (const o of ops) validPaths.set(o, await pathFor(o.template));
    const started = performance.now();
    for (const o of ops) {
      const r = rngFor(o.label);
      const batch = Array.from({ length: CASES_PER_OPERATION }, () => makeCase(r, o, validPaths.get(o)!));
      await inParallel(batch, async (c) => {
        const res = await send(c, o.method);
        cases++;
        if (res.status >= 500) serverErrors++;
        const wrong = await verdict(res);
        if (wrong) {
          const group = `${o.label} [${c.kind}] ${res.status}`;
          failures.set(group, [...(failures.get(group) ?? []), `${wrong}\n    ← ${describeCase(o, c)}`]);
        }
      });
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `fuzz: ${cases} cases over ${ops.length} operations, seed ${SEED}, ${serverErrors} server errors (${seconds} s)`,
    );
    const examples = [...failures].map(([group, list]) => `${group} ×${list.length}: ${list[0]}`);
    expect(examples, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 1_200_000);
}
