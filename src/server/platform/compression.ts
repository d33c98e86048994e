import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/** The encodings the server sends, in its order of preference. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Levels for what is compressed per response (API JSON, HTML pages): brotli 4 costs about gzip 6's
 * CPU and sends less (`npm run bench` measures both per response, ADR 0018). Built files are
 * compressed once, at the highest levels, by scripts/precompress.ts.
 */
export const BROTLI_LEVEL = 4;
export const GZIP_LEVEL = 6;
/** Below this, headers outweigh what compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** Types worth compressing: text, JSON and XML; images and archives are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[^;\s]+|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)|image\/svg\+xml)\s*(?:;|$)/i;
export const isCompressible = (contentType: string | null | undefined) =>
  contentType != null && COMPRESSIBLE.test(contentType);

/**
 * The encoding to send for an Accept-Encoding header: the client's highest q-value among ours (br
 * first on a tie), or null for identity. `*` stands for any encoding not named.
 */
export function negotiateEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: GZIP_LEVEL }),
};

/** Adds Accept-Encoding to the response's Vary once (a cache keeps one copy per encoding). */
export function varyOnEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** A strong ETag names one representation: a compressed one gets the encoding as suffix. */
const encodedEtag = (etag: string, encoding: Encoding) =>
  /^"[^"]*"$/.test(etag) ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/**
 * Compresses text responses (API JSON and problems, HTML pages, the calendar feed) of at least
 * COMPRESS_MIN_BYTES with the encoding the client prefers, and says `Vary: Accept-Encoding` on every
 * response whose encoding depends on that header. A response that is already encoded (a
 * precompressed built file) passes as it is.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  // BREACH: better-auth answers with session tokens beside text the request chose; they stay as they are.
  if (c.req.path.startsWith('/api/auth/')) return;
  const res = c.res;
  if (!isCompressible(res.headers.get('Content-Type')) && !res.headers.has('Content-Encoding')) return;
  varyOnEncoding(res.headers);
  if (res.headers.has('Content-Encoding') || !res.body || c.req.method === 'HEAD') return;
  if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
  if (/\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return;
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const length = Number(res.headers.get('Content-Length') ?? NaN);
  if (length < COMPRESS_MIN_BYTES) return;
  const data = Buffer.from(await res.arrayBuffer());
  if (data.length < COMPRESS_MIN_BYTES) {
    c.res = new Response(new Uint8Array(data), res);
    return;
  }
  const compressed = await compressors[encoding](data);
  // Hono's c.res setter copies the old response's headers over the new one's: set ours after it.
  c.res = new Response(new Uint8Array(compressed), res);
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.set('Content-Length', String(compressed.length));
  const etag = res.headers.get('ETag');
  if (etag) c.res.headers.set('ETag', encodedEtag(etag, encoding));
};

/** `"tag"`, `W/"tag"` and `"tag-br"` all name the same content as `"tag"`. */
const baseTag = (tag: string) => tag.replace(/^W\//, '').replace(/-(?:br|gzip)"$/, '"');

/** The tag of an If-None-Match header that names the content of `etag` (RFC 9110's weak comparison), if any. */
export function matchingTag(ifNoneMatch: string | undefined, etag: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  if (ifNoneMatch.trim() === '*') return etag;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .find((tag) => baseTag(tag) === baseTag(etag));
}

/**
 * Revalidation for what is not cached for good (HTML pages, unhashed files): a strong ETag, a hash of
 * the body as the inner handler answers it (a page's HTML before compression; a precompressed file's
 * own bytes), and a 304 without a body when If-None-Match names it. The 304 repeats the tag the client
 * holds: compression (outside) suffixes a compressed page's tag with its encoding.
 */
export const revalidate: MiddlewareHandler = async (c: Context, next) => {
  await next();
  const res = c.res;
  if (c.req.method !== 'GET' || res.status !== 200 || !res.body || res.headers.has('ETag')) return;
  // A page no cache may keep (a gallery's inlined first view) is not revalidated either.
  if (/\bno-store\b/i.test(res.headers.get('Cache-Control') ?? '')) return;
  const data = new Uint8Array(await res.arrayBuffer());
  const hash = createHash('sha256').update(data).digest('base64url').slice(0, 27);
  const encoding = res.headers.get('Content-Encoding');
  const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
  const held = matchingTag(c.req.header('If-None-Match'), etag);
  if (held) {
    c.res = new Response(null, { status: 304, headers: res.headers });
    c.res.headers.delete('Content-Length');
  } else {
    c.res = new Response(data, res);
  }
  c.res.headers.set('ETag', held ?? etag);
};
