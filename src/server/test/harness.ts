// The API integration harness: the real Hono app in process, on a fresh database per test file
// (in-memory PGlite, or a new database on the PostgreSQL server named by DATABASE_URL).
import { randomBytes } from 'node:crypto';
import type { Role } from '../../shared/roles.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { profiles } from '../db/schema/companies.ts';
import { createAuth } from '../platform/auth.ts';
import { createLogger } from '../platform/logger.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  /** A user signed in, in no company yet. */
  signUp(name?: string): Promise<TestClient>;
  /** A new company and its owner (role service_provider). */
  newCompany(name?: string): Promise<TestClient & { companyId: string }>;
  /** A non-owner member of a company with the given role. */
  addMember(companyId: string, role: Role): Promise<TestClient>;
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

export async function startTestApp(): Promise<TestApp> {
  const { database, dropDatabase } = await freshDatabase();
  await database.migrate();
  // Each test user comes from its own address (through the trusted-header setting), so that
  // better-auth's per-address rate limits stay on without throttling the suite.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    APP_URL: 'http://localhost:3000',
    TRUSTED_IP_HEADER: 'x-test-client-ip',
  });
  const auth = createAuth({ db: database.db, config, secret: 'test-secret-test-secret-test-secret!' });
  const app = createApp({ db: database.db, auth, config, logger: createLogger('silent') });

  const client = (cookie: string, userId: string, email: string): TestClient => {
    const request: TestClient['request'] = async (method, path, opts = {}) =>
      app.request(path, {
        method,
        headers: {
          cookie,
          origin: config.appUrl,
          ...(opts.body !== undefined && { 'content-type': 'application/json' }),
          ...opts.headers,
        },
        body:
          opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
      });
    return {
      userId,
      email,
      request,
      get: (path) => request('GET', path),
      post: (path, body, headers) => request('POST', path, { body, ...(headers && { headers }) }),
    };
  };

  const signUp = async (name = 'Test User') => {
    const n = ++userCounter;
    const email = `user${n}-${randomBytes(4).toString('hex')}@example.com`;
    const res = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: config.appUrl,
        'x-test-client-ip': `10.9.${n >> 8}.${n & 255}`,
      },
      body: JSON.stringify({ email, password: 'Str0ng!Passw0rd', name }),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = (await res.json()) as { user: { id: string } };
    return client(cookie, user.id, email);
  };

  return {
    app,
    database,
    signUp,
    async newCompany(name = 'Acme Floors') {
      const owner = await signUp(`${name} owner`);
      const res = await owner.post('/api/v1/companies', { name });
      if (res.status !== 201) throw new Error(`company creation failed: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      return { ...owner, companyId: id };
    },
    async addMember(companyId, role) {
      const member = await signUp(`${role} member`);
      // Invitations arrive with the accounts issue; until then tests place members directly.
      await database.db.insert(profiles).values({ userId: member.userId, companyId, role });
      return member;
    },
    async close() {
      await database.close();
      await dropDatabase();
    },
  };
}

/** In-memory PGlite, or a new, uniquely named database on the server in DATABASE_URL. */
async function freshDatabase(): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { database: await openDatabase({ dataDir: 'memory://' }), dropDatabase: async () => {} };
  }
  const scratch = await createScratchDatabase(serverUrl);
  return {
    database: await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' }),
    dropDatabase: scratch.drop,
  };
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
