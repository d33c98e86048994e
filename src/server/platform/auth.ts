import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, rateLimit, session, user, verification } from '../db/schema/auth.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';

/**
 * better-auth: e-mail and password accounts, database sessions in HttpOnly SameSite=Lax cookies,
 * rate limits stored in the database (so they hold across instances and in every environment).
 */
export function createAuth(opts: { db: Database; config: Config; secret: string }) {
  const { config } = opts;
  return betterAuth({
    appName: 'Floor Pro',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    rateLimit: { enabled: true, storage: 'database' },
    advanced: {
      // The server writes this header from the socket (or the configured trusted proxy header)
      // and drops any copy the client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
