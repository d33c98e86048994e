import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '../../shared/roles.ts';
import type { Database } from '../db/client.ts';
import { literal, transactionBatch } from '../db/round-trip.ts';
import { LOOKUP_ROLE, LOOKUP_SETTINGS } from '../db/security.ts';

/** The signed-in caller: the user, and their company membership when they have one. */
export interface Caller {
  userId: string;
  email: string;
  name: string;
  membership: { companyId: string | null; role: Role; isOwner: boolean } | null;
}

/**
 * How long a resolved caller is served from memory (ADR 0010): the longest a change made on another
 * instance, or in the database behind the app's back, goes unseen here.
 */
export const CALLER_CACHE_SECONDS = 5;
/**
 * A request that finds its entry this old (of CALLER_CACHE_SECONDS) is answered from it while the
 * caller is read again in the background: under load no request waits for the expiry's lookup.
 */
export const CALLER_REFRESH_SECONDS = 4;
/** At most this many callers are kept; the oldest entry makes room for a new one. */
export const CALLER_CACHE_ENTRIES = 10_000;

/** First occurrence of a cookie, parsed as better-call's parseCookies does (quotes, %-decoding). */
export function readCookie(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf('=', index);
    if (eqIdx === -1) return null;
    let endIdx = header.indexOf(';', index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(';', eqIdx - 1) + 1;
      continue;
    }
    if (header.slice(index, eqIdx).trim() === name) {
      let value = header.slice(eqIdx + 1, endIdx).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes('%') ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = endIdx + 1;
  }
  return null;
}

/**
 * The session token in better-auth's signed cookie (`token.signature`, the signature a base64
 * HMAC-SHA256 of the token under the auth secret), checked as better-call's getSignedCookie checks
 * it; null when the cookie is missing, malformed or not signed by us.
 */
export function sessionToken(cookieHeader: string | undefined, cookieName: string, secret: string): string | null {
  const value = cookieHeader ? readCookie(cookieHeader, cookieName) : null;
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // 32 bytes in base64 with its padding: what better-call accepts, and nothing Buffer would bend.
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? token : null;
}

const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Entry {
  caller: Caller;
  refreshAt: number;
  expiresAt: number;
}

/**
 * Resolved callers by their token's hash (so the memory holds no usable token), for a few seconds
 * and never past their session's end; first in, first out when full. `forget` drops a user's or a
 * session's entries at once; a lookup that was under way meanwhile does not store what it read.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, by key: the requests that arrive meanwhile wait for the same read. */
  private readonly reading = new Map<string, Promise<Caller | null>>();
  private generation = 0;
  private readonly maxEntries: number;

  constructor(opts: { maxEntries?: number; now?: () => number } = {}) {
    this.maxEntries = opts.maxEntries ?? CALLER_CACHE_ENTRIES;
    if (opts.now) this.now = opts.now;
  }

  /** The clock, in milliseconds; tests replace it. */
  now(): number {
    return Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  get(token: string): Caller | null {
    return this.entry(tokenKey(token))?.caller ?? null;
  }

  private entry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** What `set` must be given back: the state of the cache before the database was read. */
  mark(): number {
    return this.generation;
  }

  set(token: string, caller: Caller, sessionExpiresAt: number, mark: number): void {
    // Something was forgotten while this caller was being read: what was read may be what was forgotten.
    if (mark !== this.generation) return;
    const key = tokenKey(token);
    this.entries.delete(key); // a refreshed entry counts as the newest
    const now = this.now();
    this.entries.set(key, {
      caller,
      refreshAt: now + CALLER_REFRESH_SECONDS * 1000,
      expiresAt: Math.min(now + CALLER_CACHE_SECONDS * 1000, sessionExpiresAt),
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * The cached caller, or the one `read` finds: one read per token at a time, so that when an entry
   * expires under load the requests it serves wait for one lookup rather than each making their own.
   * An entry past CALLER_REFRESH_SECONDS is still served while `read` (which stores what it finds)
   * runs in the background; nothing is served past CALLER_CACHE_SECONDS.
   */
  resolve(token: string, read: () => Promise<Caller | null>): Caller | Promise<Caller | null> {
    const key = tokenKey(token);
    const cached = this.entry(key);
    if (!cached) return this.readOnce(key, read);
    // A failed refresh changes nothing: the entry expires and the next request reads again.
    if (cached.refreshAt <= this.now()) this.readOnce(key, read).catch(() => {});
    return cached.caller;
  }

  private readOnce(key: string, read: () => Promise<Caller | null>): Promise<Caller | null> {
    let reading = this.reading.get(key);
    if (!reading) {
      reading = read().finally(() => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
      });
      this.reading.set(key, reading);
    }
    return reading;
  }

  forget(who: { userId: string } | { token: string }): void {
    this.generation++;
    // A request that arrives after this starts its own read.
    this.reading.clear();
    if ('token' in who) {
      this.entries.delete(tokenKey(who.token));
      return;
    }
    for (const [key, entry] of this.entries) if (entry.caller.userId === who.userId) this.entries.delete(key);
  }
}

/** The cache requests are served from: one per process. */
export const callerCache = new CallerCache();

/**
 * Drops a user's cached callers (their membership, role, name or sessions changed), or one
 * session's: call it once the change is committed.
 */
export function forgetCaller(who: { userId: string } | { token: string }): void {
  callerCache.forget(who);
}

/**
 * The statements that resolve a session token in one round trip: the session (unique index on its
 * token) and its user as the login role, which may read better-auth's tables, with the user's id
 * set as the lookup key; then, as LOOKUP_ROLE, whose policy shows only that user's profile, the
 * membership. No session, no key: the profile read finds nothing.
 */
function callerStatements(token: string): string[] {
  return [
    `select s.user_id as "userId", u.email, u.name,
       (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAt",
       set_config('${LOOKUP_SETTINGS.userId}', s.user_id, true)
     from session s join "user" u on u.id = s.user_id
     where s.token = ${literal(token)} and s.expires_at > now() at time zone 'UTC'`,
    `set local role ${LOOKUP_ROLE}`,
    `select p.company_id as "companyId", p.role, c.owner_id as "ownerId"
     from profiles p left join companies c on c.id = p.company_id
     where p.user_id = current_setting('${LOOKUP_SETTINGS.userId}', true)`,
  ];
}

interface SessionRow {
  userId: string;
  email: string;
  name: string;
  expiresAt: number;
}
interface ProfileRow {
  companyId: string | null;
  role: Role;
  ownerId: string | null;
}

/** The caller a session token belongs to: from the cache, or from the database in one round trip. */
export async function resolveCaller(db: Database, token: string, cache = callerCache): Promise<Caller | null> {
  return cache.resolve(token, async () => {
    const mark = cache.mark();
    const results = await transactionBatch(db, callerStatements(token));
    const session = results[0]![0] as SessionRow | undefined;
    if (!session) return null;
    const profile = results[2]![0] as ProfileRow | undefined;
    const caller: Caller = {
      userId: session.userId,
      email: session.email,
      name: session.name,
      membership: profile
        ? { companyId: profile.companyId, role: profile.role, isOwner: profile.ownerId === session.userId }
        : null,
    };
    cache.set(token, caller, session.expiresAt, mark);
    return caller;
  });
}
