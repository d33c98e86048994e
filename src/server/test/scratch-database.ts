import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, uniquely named database on the PostgreSQL server at `serverUrl`, for one test file or one
 * benchmark run: its URL, and `drop()` to remove it afterwards.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'floorpro_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
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
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
