// A server stand-in for db/embedded.test.ts: opens the embedded database in the folder it is given,
// commits a row, says so, and waits to be killed (as `kill -9` kills a server).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';

const database = await openDatabase({ dataDir: process.argv[2]! });
await database.migrate();
await database.db.execute(
  sql`insert into "user" (id, name, email) values ('u1', 'committed before the kill', 'u1@example.com')`,
);
process.stdout.write('held\n');
setInterval(() => {}, 60_000);
