import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type pg from 'pg';
import type { Database } from './client.ts';

/**
 * Every statement a request waits for is a round trip to the database (a socket write and a wait).
 * These two helpers let the scopes of
 * TenantDb and lookUp travel with the work instead of costing trips of their own.
 */

/** The handle db.transaction gives its work (tenant.ts names it Tx; that file builds on this one). */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A string as a SQL literal, for the statements below, which travel without parameters. */
export function literal(value: string): string {
  // standard_conforming_strings is on in every supported server: only quotes escape.
  if (value.includes('\u0000')) throw new Error('a SQL literal cannot hold NUL');
  return `'${value.replaceAll("'", "''")}'`;
}

interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  session: { client: unknown; schema: ConstructorParameters<typeof NodePgTransaction>[2]; options: object };
}
const internals = (db: Database) => db as unknown as DrizzleInternals;

/**
 * A transaction whose first statement, `prelude` (one statement without parameters, such as the
 * set_config calls of a scope), is sent with BEGIN in one round trip; then `work`, then COMMIT (or
 * ROLLBACK).
 */
export async function transactionWith<T>(
  db: Database,
  prelude: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { dialect, session } = internals(db);
  const client = await (session.client as pg.Pool).connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${prelude}`);
    // Drizzle's own transaction object over this client, as db.transaction would build it.
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, session.schema, session.options),
      session.schema,
    ) as unknown as Transaction;
    const result = await work(tx);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((e: Error) => {
      broken = e; // the connection is gone: drop it from the pool rather than hand it out again
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Several statements (literal SQL, no parameters) in one transaction and one round trip, sent as one
 * simple query; the rows of each statement in order (empty for SET and the like).
 */
export async function transactionBatch(db: Database, statements: string[]): Promise<Record<string, unknown>[][]> {
  const client = internals(db).session.client;
  const text = statements.join(';\n');
  // On an error the pool drops the connection, and with it the open transaction.
  const results = (await (client as pg.Pool).query(`begin;\n${text};\ncommit`)) as unknown as pg.QueryResult[];
  return results.slice(1, -1).map((r) => r.rows as Record<string, unknown>[]);
}
