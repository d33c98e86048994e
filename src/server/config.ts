import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseEmbeddedSettings } from './db/embedded.ts';

/** A comma-separated setting's entries, spaces around them dropped. */
const listed = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** `scheme://host[:port]` (a trailing slash allowed) as URL spells its origin; null for anything more or else. */
function asOrigin(entry: string): string | null {
  if (!URL.canParse(entry)) return null;
  const url = new URL(entry);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

/** Every setting the server reads, with a default that works on a developer's machine. */
const settingsSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url().optional(),
    TRUSTED_ORIGINS: z.string().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_OWNER_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    EMBEDDED_DB_SETTINGS: z.string().optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: z.string().optional(),
    TRUSTED_IP_HEADER: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((s, ctx) => {
    if (s.DATABASE_OWNER_URL && !s.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_OWNER_URL'], message: 'needs DATABASE_URL as well' });
    }
    try {
      parseEmbeddedSettings(s.EMBEDDED_DB_SETTINGS);
    } catch (err) {
      ctx.addIssue({ code: 'custom', path: ['EMBEDDED_DB_SETTINGS'], message: (err as Error).message });
    }
    if (s.S3_BUCKET && !(s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well',
      });
    }
    if (s.STRIPE_API_URL !== undefined && !asOrigin(s.STRIPE_API_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_API_URL'],
        message: `"${s.STRIPE_API_URL}" is not an http(s) origin such as https://api.stripe.com or http://127.0.0.1:12111`,
      });
    }
    for (const entry of listed(s.TRUSTED_ORIGINS)) {
      if (!asOrigin(entry)) {
        ctx.addIssue({
          code: 'custom',
          path: ['TRUSTED_ORIGINS'],
          message: `"${entry}" is not an http(s) origin such as https://floors.example or http://192.168.1.20:3000`,
        });
      }
    }
  });

/** Where the Stripe client sends its calls unless STRIPE_API_URL says otherwise. */
export const STRIPE_API_URL = 'https://api.stripe.com';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Pages that may write with the user's cookie: APP_URL's origin; when APP_URL is a loopback name, the
 * other loopback spellings too (the same server, typed differently); then TRUSTED_ORIGINS.
 */
function trustedOriginsOf(appUrl: string, extra: string | undefined): string[] {
  const app = new URL(appUrl);
  const loopback = LOOPBACK_HOSTS.includes(app.hostname)
    ? LOOPBACK_HOSTS.map((host) => `${app.protocol}//${host}${app.port ? `:${app.port}` : ''}`)
    : [];
  return [...new Set([app.origin, ...loopback, ...listed(extra).map((entry) => asOrigin(entry)!)])];
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError that names the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const dataDir = resolve(s.DATA_DIR);
  const appUrl = (s.APP_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, '');
  return {
    env: s.NODE_ENV,
    isProduction: s.NODE_ENV === 'production',
    port: s.PORT,
    appUrl,
    /** Origins whose pages may write through the API with the user's cookie (better-auth and the origin check). */
    trustedOrigins: trustedOriginsOf(appUrl, s.TRUSTED_ORIGINS),
    dataDir,
    databaseUrl: s.DATABASE_URL,
    /** Migrations connect as this role, the owner; requests as DATABASE_URL's, which may own nothing. */
    databaseOwnerUrl: s.DATABASE_OWNER_URL,
    /** The embedded PostgreSQL's settings over its small-server defaults (db/embedded.ts). */
    embeddedSettings: parseEmbeddedSettings(s.EMBEDDED_DB_SETTINGS),
    authSecret: s.AUTH_SECRET,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM ?? `Floor Pro <no-reply@${new URL(s.APP_URL ?? 'http://localhost').hostname}>`,
    s3: s.S3_BUCKET
      ? {
          endpoint: s.S3_ENDPOINT,
          region: s.S3_REGION,
          bucket: s.S3_BUCKET,
          accessKeyId: s.S3_ACCESS_KEY_ID!,
          secretAccessKey: s.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    /** Online payments (ADR 0031); apiUrl is Stripe's own unless a stand-in answers for it (tests, end-to-end). */
    stripe: s.STRIPE_SECRET_KEY
      ? {
          secretKey: s.STRIPE_SECRET_KEY,
          webhookSecret: s.STRIPE_WEBHOOK_SECRET,
          apiUrl: asOrigin(s.STRIPE_API_URL ?? STRIPE_API_URL)!,
        }
      : undefined,
    trustedIpHeader: s.TRUSTED_IP_HEADER?.toLowerCase(),
    logLevel: s.LOG_LEVEL,
  };
}

/** AUTH_SECRET when set; otherwise one generated once and kept in DATA_DIR, so sessions survive restarts. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}
