import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Internal header carrying the caller's address to better-auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-floorpro-client-ip';

/**
 * The caller's IP: from the configured trusted proxy header when there is one (its first
 * address), else from the socket. Never from a header the client chose.
 */
export function clientIp(c: Context, trustedHeader: string | undefined): string | undefined {
  if (trustedHeader) {
    const value = c.req.header(trustedHeader)?.split(',')[0]?.trim();
    if (value) return value;
  }
  return socketAddress(c);
}

/** The TCP peer's address; undefined for in-process requests (tests' app.request), which have no socket. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
