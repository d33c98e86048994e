// The bench's yardstick (npm run bench starts it; not part of the product): a bare `node:http`
// server, no framework and no ORM, that answers the leads list's first page with the same SQL, the
// same session check and the same row-level-security transaction as the app. The bench prints the
// app's throughput as a ratio of this one's.
//
// Per request it looks the session up (token → user → membership, one statement) and runs the page
// in the tenant transaction: BEGIN and the scope's set_config calls in one round trip, the page
// statement, COMMIT. It caches nothing, so it pays the session lookup on every request; the app may
// cache the caller for a few seconds, so a ratio near (or above) 1 means the framework, validation,
// middleware and ORM cost about what that cache saves, not that they cost nothing.
//
// Settings, from the bench: PORT; DATABASE_URL (a PostgreSQL server), else DATA_DIR (the embedded
// PostgreSQL the app uses, started here as the app starts it: open it only while the app is stopped);
// a pool of 10 like the app's db/client.ts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { startEmbeddedDatabase } from '../src/server/db/client.ts';

type Row = Record<string, unknown>;
interface Db {
  query(text: string, params: unknown[]): Promise<Row[]>;
  /** BEGIN with `prelude` in one round trip, then `text`, then COMMIT; the statement's rows. */
  scoped(prelude: string, text: string, params: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

const SESSION_COOKIE = 'better-auth.session_token';
const PAGE_SIZE = 50;

// The caller: the session by its token, the user's company and role (db/lookup.ts's tables).
const CALLER_SQL = `
  select s.user_id, p.company_id, p.role, c.owner_id = s.user_id as is_owner
  from session s
  join profiles p on p.user_id = s.user_id
  left join companies c on c.id = p.company_id
  where s.token = $1 and s.expires_at > now()`;

// listLeads' first page, sort "newest" (modules/leads/service.ts, sorting.ts): 51 rows to know
// whether there is a next page, the total, the job each lead became and its people's names.
const PAGE_SQL = `
  select l.id, l.user_id as "userId", l.name, l.email, l.phone, l.address, l.source,
         l.flooring_type as "flooringType", l.status, l.budget_range as "budgetRange",
         l.square_feet as "squareFeet", l.rooms, l.timeline, l.notes,
         l.next_follow_up_on::text as "nextFollowUpOn", l.assigned_to as "assignedTo", a.name as "assigneeName",
         l.referrer_id as "referrerId", r.name as "referrerName", j.id as "jobId",
         l.created_at as "createdAt", l.updated_at as "updatedAt",
         to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sortKey",
         (select count(*) from leads where company_id = $1)::int as total
  from leads l
  left join jobs j on j.company_id = l.company_id and j.lead_id = l.id
  left join "user" a on a.id = l.assigned_to
  left join "user" r on r.id = l.referrer_id
  where l.company_id = $1
  order by l.created_at desc, l.id desc
  limit ${PAGE_SIZE + 1}`;

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The token of the session cookie: the part before the signature's '.', URL-decoded. */
function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    const dot = value.indexOf('.');
    return dot < 0 ? value : value.slice(0, dot);
  }
  return undefined;
}

async function openDb(): Promise<Db> {
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedDatabase({ dataDir: process.env.DATA_DIR! });
  // As the bench's own app on a server: the database's owner, which switches to the tenant role.
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL || embedded!.ownerUrl, max: 10 });
  pool.on('error', () => {});
  return {
    query: async (text, params) => (await pool.query(text, params)).rows as Row[],
    async scoped(prelude, text, params) {
      const client = await pool.connect();
      try {
        await client.query(`begin; ${prelude}`);
        const { rows } = await client.query(text, params);
        await client.query('commit');
        return rows as Row[];
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

const db = await openDb();

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function leadsPage(req: IncomingMessage, res: ServerResponse) {
  const token = sessionToken(req.headers.cookie);
  const [caller] = token ? await db.query(CALLER_SQL, [token]) : [];
  if (!caller?.company_id) return send(res, 401, { code: 'AUTH_ERROR' });
  const companyId = String(caller.company_id);
  const prelude = `select set_config('app.company_id', ${literal(companyId)}, true),
    set_config('app.user_id', ${literal(String(caller.user_id))}, true), set_config('role', 'floorpro_app', true)`;
  const rows = await db.scoped(prelude, PAGE_SQL, [companyId]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const items = page.map(({ sortKey: _s, total: _t, ...lead }) => lead);
  const nextCursor =
    rows.length > PAGE_SIZE && last
      ? Buffer.from(JSON.stringify(['newest', last.sortKey, last.id])).toString('base64url')
      : null;
  send(res, 200, { items, nextCursor, total: (rows[0]?.total as number | undefined) ?? 0 });
}

const server = createServer((req, res) => {
  const answer =
    req.url === '/health'
      ? db.query('select 1', []).then(() => send(res, 200, { status: 'ok' }))
      : req.url?.startsWith('/leads')
        ? leadsPage(req, res)
        : Promise.resolve(send(res, 404, { code: 'NOT_FOUND' }));
  answer.catch((err: unknown) => {
    if (stopping) return; // a request the load left in flight, cut off by the stop
    console.error(err);
    send(res, 500, { code: 'UNKNOWN_ERROR' });
  });
});
server.listen(Number(process.env.PORT), () => console.log(`bare baseline listening on port ${process.env.PORT}`));

let stopping = false;
const stop = () => {
  stopping = true;
  server.close();
  server.closeAllConnections();
  void db.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
