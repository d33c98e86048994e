import { readFileSync } from 'node:fs';

// Server-only: the list would cost the /login bundle several kilobytes for a check the server makes anyway.
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

/** True for a password on the list of the most common ones that still meet the spec's rules. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
