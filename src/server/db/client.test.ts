import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

// The embedded database, whichever database the rest of the suite runs on.
let embedded: DatabaseHandle;
beforeAll(async () => {
  embedded = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => embedded.close());

/** The turns of the event loop taken while `work` runs, as seen when each of its parts finished. */
async function turnsSeen(work: Promise<unknown>[]): Promise<number[]> {
  let turns = 0;
  let counting = true;
  const turn = () => {
    turns++;
    if (counting) setImmediate(turn);
  };
  setImmediate(turn);
  const seen: number[] = [];
  await Promise.all(work.map((part) => part.then(() => seen.push(turns))));
  counting = false;
  return seen;
}

describe('the embedded database under concurrent requests (ADR 0012)', () => {
  it('answers queued statements one per turn of the event loop, so connections are accepted between them', async () => {
    const seen = await turnsSeen(Array.from({ length: 5 }, (_, i) => embedded.db.execute(sql`select ${i}::int`)));
    // PGlite alone answers every queued statement in one turn, before any socket is read or accepted.
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
  });

  it('gives a whole transaction one turn, and queued transactions their turns in the order they came', async () => {
    const finished: number[] = [];
    const transactions = Array.from({ length: 4 }, (_, i) =>
      embedded.db.transaction(async (tx) => {
        await tx.execute(sql`select ${i}::int`);
        await tx.execute(sql`select ${i}::int + 1`);
        finished.push(i);
      }),
    );
    const seen = await turnsSeen(transactions);
    expect(finished).toEqual([0, 1, 2, 3]);
    expect(new Set(seen).size).toBe(4);
  });
});
