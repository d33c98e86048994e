// The API integration harness: the real Hono app in process, on a fresh database per test file
// (a new database on the suite's PostgreSQL server, test/database-server.ts, where the server's
// administrator migrates it and the app connects as a login role that owns nothing).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/accounts.ts';
import type { Role } from '../../shared/roles.ts';
import { createApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { profiles } from '../db/schema/companies.ts';
import { createAuth, type PasswordHashing } from '../platform/auth.ts';
import { memoryStorage, type Storage } from '../platform/storage.ts';
import { createLogger } from '../platform/logger.ts';
import { createMailer, listOutbox, type OutboxMessage } from '../platform/mail.ts';
import { databaseServerUrl } from './database-server.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { accountHooks } from '../modules/accounts/service.ts';

export const TEST_PASSWORD = 'Str0ng!Passw0rd';
/** The header through which tests choose their client address (the trusted-header setting). */
export const TEST_IP_HEADER = 'x-test-client-ip';

export interface SignUpOptions {
  role?: Role;
  companyName?: string;
  language?: Language;
  email?: string;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  /**
   * The database as its owner sees it, for fixtures and checks that go around the app; closing it
   * closes the app's connections too.
   */
  database: DatabaseHandle;
  /** The connections the app itself uses: on a server, the least-privilege login role (ADR 0009). */
  appDb: Database;
  config: Config;
  /** The app's file storage (in memory), for tests that put files where the app reads them. */
  storage: Storage;
  /**
   * A user signed up through the real endpoint, confirmed through the link in the outbox, and
   * signed in by it. Role End Client (in no company) unless told otherwise.
   */
  signUp(name?: string, opts?: SignUpOptions): Promise<TestClient>;
  /** A new company and its owner: a Business Owner's sign-up. */
  newCompany(name?: string): Promise<TestClient & { companyId: string }>;
  /** A non-owner member of a company with the given role. */
  addMember(companyId: string, role: Role): Promise<TestClient>;
  /** A valid sign-up body with a fresh address (overrides win). */
  signUpBody(overrides?: Record<string, unknown>): Record<string, unknown>;
  /** A client address no other caller in this process used, for better-auth's per-address limits. */
  freshIp(): string;
  /** POST or GET under /api/auth as the browser would send it, from the given address. */
  auth(path: string, opts?: { body?: unknown; ip?: string; cookie?: string; method?: string }): Promise<Response>;
  /**
   * The stored e-mails, newest first, optionally for one recipient: from the database, as
   * GET /api/dev/outbox answers only a real local socket (ADR 0008).
   */
  outbox(to?: string): Promise<OutboxMessage[]>;
  /** Follows an e-mailed link (absolute URL) into the app; returns the response unfollowed. */
  followLink(url: string, ip?: string): Promise<Response>;
  close(): Promise<void>;
}

export interface TestClient {
  userId: string;
  email: string;
  request(method: string, path: string, opts?: { body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

let userCounter = 0;
let ipCounter = 0;

/** `name=value; name=value` from a response's Set-Cookie headers. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * better-auth's scrypt costs about 120 ms of CPU a hash, by design; the suite signs up hundreds of
 * users on each database. Its tests hash with scrypt at 1/16 of the work, unless a file passes
 * `{ [REAL_PASSWORD_HASHING]: '1' }` (sign-up.test.ts does; the e2e suite runs the real server).
 */
export const REAL_PASSWORD_HASHING = 'TEST_REAL_PASSWORD_HASHING';
/** The tests' password hashing: an app a test builds itself passes it, to sign in the harness's users. */
export const quickScrypt: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await scryptAsync(password.normalize('NFKC'), salt, 64, QUICK_SCRYPT)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt = '', key = ''] = hash.split(':');
    const derived = await scryptAsync(password.normalize('NFKC'), salt, 64, QUICK_SCRYPT);
    return key.length === 128 && timingSafeEqual(derived, Buffer.from(key, 'hex'));
  },
};
const QUICK_SCRYPT = { N: 1024, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: typeof QUICK_SCRYPT,
) => Promise<Buffer>;

/** `settings` add to or override the test configuration's environment (e.g. APP_URL, TRUSTED_ORIGINS). */
export async function startTestApp(settings: Record<string, string> = {}): Promise<TestApp> {
  const { database, appDb, dropDatabase } = await freshDatabase();
  // Each test user comes from its own address (through the trusted-header setting), so that
  // better-auth's per-address rate limits stay on without throttling the suite.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    APP_URL: 'http://localhost:3000',
    TRUSTED_IP_HEADER: TEST_IP_HEADER,
    ...settings,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const mailer = createMailer({ db: appDb, config, logger });
  const auth = createAuth({
    db: appDb,
    config,
    secret: 'test-secret-test-secret-test-secret!',
    mailer,
    logger,
    accounts: accountHooks,
    ...(!settings[REAL_PASSWORD_HASHING] && { passwordHashing: quickScrypt }),
  });
  const storage = memoryStorage();
  const app = createApp({ db: appDb, auth, config, logger, mailer, storage });

  const freshIp = () => {
    const n = ++ipCounter;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
  const authRequest: TestApp['auth'] = async (path, opts = {}) =>
    app.request(`/api/auth${path}`, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers: {
        origin: config.appUrl,
        [TEST_IP_HEADER]: opts.ip ?? freshIp(),
        ...(opts.body !== undefined && { 'content-type': 'application/json' }),
        ...(opts.cookie && { cookie: opts.cookie }),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  const outbox = (to?: string) => listOutbox(database.db, { to, limit: 200 });
  const followLink = async (url: string, ip = freshIp()) => {
    const link = new URL(url);
    if (link.origin !== config.appUrl) throw new Error(`link outside APP_URL: ${url}`);
    return app.request(link.pathname + link.search, { headers: { [TEST_IP_HEADER]: ip } });
  };
  const signUpBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Test User',
    email: `user${++userCounter}-${randomBytes(4).toString('hex')}@example.com`,
    phone: '',
    companyName: '',
    role: 'client',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    acceptTerms: true,
    language: 'en',
    callbackURL: '/dashboard',
    ...overrides,
  });

  const client = (cookie: string, userId: string, email: string): TestClient => {
    const request: TestClient['request'] = async (method, path, opts = {}) =>
      app.request(path, {
        method,
        headers: {
          cookie,
          origin: config.appUrl,
          // A FormData body sets its own multipart content type.
          ...(opts.body !== undefined && !(opts.body instanceof FormData) && { 'content-type': 'application/json' }),
          ...opts.headers,
        },
        body:
          opts.body === undefined
            ? undefined
            : typeof opts.body === 'string' || opts.body instanceof FormData
              ? opts.body
              : JSON.stringify(opts.body),
      });
    return {
      userId,
      email,
      request,
      get: (path) => request('GET', path),
      post: (path, body, headers) => request('POST', path, { body, ...(headers && { headers }) }),
    };
  };

  const signUp = async (name = 'Test User', opts: SignUpOptions = {}) => {
    const ip = freshIp();
    const body = signUpBody({ name, role: opts.role ?? 'client', companyName: opts.companyName ?? '' });
    if (opts.language) body.language = opts.language;
    if (opts.email) body.email = opts.email;
    const res = await authRequest('/sign-up/email', { body, ip });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const { user } = (await res.json()) as { user: { id: string; email: string } };
    const [message] = await outbox(user.email);
    if (!message?.links[0]) throw new Error(`no confirmation e-mail for ${user.email}`);
    const confirmed = await followLink(message.links[0], ip);
    const cookie = cookiesOf(confirmed);
    if (confirmed.status !== 302 || !cookie) throw new Error(`confirmation failed: ${confirmed.status}`);
    return client(cookie, user.id, user.email);
  };

  return {
    app,
    database,
    appDb,
    storage,
    config,
    signUp,
    signUpBody,
    freshIp,
    auth: authRequest,
    outbox,
    followLink,
    async newCompany(name = 'Acme Floors') {
      const owner = await signUp(`${name} owner`, { role: 'service_provider', companyName: name });
      const me = (await (await owner.get('/api/v1/me')).json()) as { company: { id: string } | null };
      if (!me.company) throw new Error(`sign-up as Business Owner created no company: ${JSON.stringify(me)}`);
      return { ...owner, companyId: me.company.id };
    },
    async addMember(companyId, role) {
      const member = await signUp(`${role} member`);
      // Invitations are another helper's work; tests place members directly.
      await database.db.update(profiles).set({ companyId, role }).where(eq(profiles.userId, member.userId));
      return member;
    },
    async close() {
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * A new, uniquely named database on the suite's server, migrated as the server's superuser (the
 * owner) while the app connects as the scratch database's login role.
 */
async function freshDatabase(): Promise<{
  database: DatabaseHandle;
  appDb: Database;
  dropDatabase: () => Promise<void>;
}> {
  const serverUrl = databaseServerUrl();
  const scratch = await createScratchDatabase(serverUrl);
  const app = await openDatabase({
    databaseUrl: scratch.loginUrl,
    databaseOwnerUrl: scratch.url,
    dataDir: '',
  });
  await app.migrate();
  const owner = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  const close = async () => {
    await app.close();
    await owner.close();
  };
  return { database: { ...owner, close }, appDb: app.db, dropDatabase: scratch.drop };
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
