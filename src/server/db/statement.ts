import { createHash } from 'node:crypto';
import { Column, getTableColumns, getTableName, is, SQL, sql, Table, type Placeholder } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Query } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Tx } from './tenant.ts';

/**
 * A select built once per shape and run many times (ADR 0013). Drizzle writes a query's SQL text
 * anew on every call and decodes each row through generic checks: for a page of 50 leads that was
 * 0.6 ms of the server's CPU per request, more than everything else it does for that request.
 *
 * `build` receives only the shape: the decisions that change the text (a sort, which filters are
 * on), never a value, so the shape is a sound cache key. Every value is a placeholder (`value('x')`),
 * filled per call from `values`; a placeholder without a value throws. Keep shapes to booleans and
 * short enums: each distinct shape is built once and kept.
 */
export function statement<Shape, Row>(
  build: (qb: QueryBuilder, shape: Shape) => TypedQueryBuilder<unknown, Row[]>,
): (tx: Tx, shape: Shape, values: Record<string, unknown>) => Promise<Row[]> {
  const built = new Map<string, Compiled<Row>>();
  return (tx, shape, values) => {
    const key = JSON.stringify(shape);
    let compiled = built.get(key);
    if (!compiled) built.set(key, (compiled = compile(build(new QueryBuilder(), shape))));
    // Array mode, with the driver's raw values decoded as Drizzle's own select decodes them.
    return tx._.session
      .prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
        compiled.query,
        undefined,
        compiled.name,
        true,
        compiled.decode,
      )
      .execute(values);
  };
}

/** A placeholder: the value of `name` in each call's values. */
export const value = (name: string): Placeholder => sql.placeholder(name);

interface Compiled<Row> {
  query: Query;
  /**
   * A PostgreSQL server parses and plans a named statement once per connection and may then reuse
   * its plan; the name is the text's hash, so one text has one name.
   */
  name: string;
  decode: (rows: unknown[][]) => Row[];
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

// An sql`` expression's decoder (sql<T>`…`.mapWith(…)) is internal to Drizzle.
const decoderOf = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

interface Leaf {
  path: string[];
  decoder: Decoder;
  /** A column's table, for an object that a left join may leave empty. */
  table?: string;
}

function compile<Row>(query: TypedQueryBuilder<unknown, Row[]>): Compiled<Row> {
  const leaves = flatten(query._.selectedFields as Record<string, unknown>, []);
  const nullable = nullableObjects(
    leaves,
    (query as unknown as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap,
  );
  const decode = (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < leaves.length; i++) {
        const { path, decoder } = leaves[i]!;
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) {
          node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
        }
        const raw = row[i];
        node[path.at(-1)!] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      for (const [object, first] of nullable) if (row[first] === null) result[object] = null;
      return result as Row;
    });
  const built = (query as unknown as { toSQL(): Query }).toSQL();
  return { query: built, name: createHash('sha256').update(built.sql).digest('base64url').slice(0, 32), decode };
}

/** The selection's fields in the order Drizzle writes them into the select list. */
function flatten(fields: Record<string, unknown>, prefix: string[]): Leaf[] {
  return Object.entries(fields).flatMap(([name, field]): Leaf[] => {
    const path = [...prefix, name];
    if (is(field, Column)) return [{ path, decoder: field, table: getTableName(field.table) }];
    if (is(field, SQL)) return [{ path, decoder: decoderOf(field) }];
    if (is(field, SQL.Aliased)) return [{ path, decoder: decoderOf(field.sql) }];
    if (is(field, Table)) return flatten(getTableColumns(field), path);
    if (field && typeof field === 'object' && Object.getPrototypeOf(field) === Object.prototype) {
      return flatten(field as Record<string, unknown>, path);
    }
    throw new Error(`statement(): select columns, sql or objects of them, not ${name}`);
  });
}

/**
 * Drizzle's rule for a nested object whose columns all come from one left-joined table: when the
 * join found nothing (its first column is null), the object is null, not an object of nulls.
 */
function nullableObjects(leaves: Leaf[], notNullable: Record<string, boolean> = {}): [string, number][] {
  const objects = new Map<string, { first: number; tables: Set<string> }>();
  leaves.forEach((leaf, i) => {
    if (leaf.path.length !== 2 || !leaf.table) return;
    const object = objects.get(leaf.path[0]!) ?? { first: i, tables: new Set() };
    object.tables.add(leaf.table);
    objects.set(leaf.path[0]!, object);
  });
  return [...objects]
    .filter(([, { tables }]) => tables.size === 1 && !notNullable[[...tables][0]!])
    .map(([object, { first }]) => [object, first]);
}
