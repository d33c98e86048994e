import { createHash } from 'node:crypto';

// The one way an acceptance's snapshot becomes bytes to hash (ADR 0030): JSON with every object's
// keys sorted (by UTF-16 code units, as Array.prototype.sort does), no whitespace, arrays in their
// order. jsonb keeps neither key order nor spacing, so the stored snapshot re-serialised this way
// gives back the bytes that were hashed when it was signed.

/** Canonical JSON of a JSON value: sorted keys at every depth, `undefined` members left out as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('canonical JSON holds finite numbers only');
    return JSON.stringify(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (typeof value === 'object') {
    if (value instanceof Date) return JSON.stringify(value.toISOString());
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new Error(`canonical JSON cannot hold a ${typeof value}`);
}

/** Lowercase hex SHA-256 of text (as UTF-8) or bytes. */
export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
