import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, uniquely named database on the PostgreSQL server at `serverUrl`, for one test file or one
 * benchmark run: its URL (as `serverUrl`'s role, which owns it), `loginUrl` for a login role of its
 * own that owns nothing and inherits nothing (the least-privilege setup of ADR 0009; the app's
 * start grants it what it needs), and `drop()` to remove both afterwards.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'floorpro_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const login = `${name}_login`;
  const password = randomBytes(18).toString('base64url');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  await admin(`create role ${login} login noinherit nosuperuser nocreatedb nocreaterole password '${password}'`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const loginUrl = new URL(url);
  loginUrl.username = login;
  loginUrl.password = password;
  return {
    url: url.toString(),
    loginUrl: loginUrl.toString(),
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`drop role if exists ${login}`);
    },
  };
}
