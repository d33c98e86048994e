// Memory of processes as Linux's /proc tells it, for the memory test and the bench (issue #40).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A number of a /proc `Field:   123 kB` line (kB for sizes, a bare number for PPid). */
const field = (text: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN);

/**
 * A process's memory in MiB: resident now, its peak, and its proportional share (PSS: pages it
 * shares with others counted once between them); undefined once it has ended, or off Linux.
 */
export function memoryMiB(pid: number | undefined): { rss: number; peak: number; pss: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const mib = (text: string, name: string) => field(text, name) / 1024;
    return { rss: mib(status, 'VmRSS'), peak: mib(status, 'VmHWM'), pss: mib(rollup, 'Pss') };
  } catch {
    return undefined;
  }
}

/** The embedded database of `dataDir` (db/embedded.ts): its postmaster, from its pid file, and the postmaster's children. */
export function embeddedDatabasePids(dataDir: string): { postmaster: number; all: number[] } | undefined {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  const children = readdirSync('/proc').filter((pid) => {
    try {
      return /^\d+$/.test(pid) && field(readFileSync(`/proc/${pid}/status`, 'utf8'), 'PPid') === postmaster;
    } catch {
      return false; // ended between the listing and the read
    }
  });
  return { postmaster, all: [postmaster, ...children.map(Number)] };
}

/** The embedded database's memory in MiB: its processes' PSS, shared buffers counted once. */
export function embeddedDatabasePssMiB(dataDir: string): number {
  return (embeddedDatabasePids(dataDir)?.all ?? []).reduce((total, pid) => total + (memoryMiB(pid)?.pss ?? 0), 0);
}
