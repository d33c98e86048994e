// Brotli and gzip copies of the built web app's text files (file.js → file.js.br, file.js.gz), made
// once at build at the highest levels, so the server sends them as they are (ADR 0018). A Vite plugin
// (vite.config.ts) after every other step of the build, prerendered pages included; by hand, after a
// build: node --import tsx scripts/precompress.ts
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files the server may send compressed (the same types its compression middleware compresses). */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this, headers outweigh what compression saves. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes file.br and file.gz beside each text file of `dir` worth compressing; returns how many files. */
export function precompress(dir: string): number {
  let count = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path) || statSync(path).size < PRECOMPRESS_MIN_BYTES) continue;
    const data = readFileSync(path);
    const copies = [
      ['.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
      ['.gz', gzipSync(data, { level: 9 })],
    ] as const;
    for (const [ext, compressed] of copies) {
      // A copy that saves little is not worth a second file; a stale one from an earlier build goes.
      if (compressed.length < data.length * 0.9) writeFileSync(path + ext, compressed);
      else if (statSync(path + ext, { throwIfNoEntry: false })) unlinkSync(path + ext);
    }
    count++;
  }
  return count;
}

/** The Vite plugin: precompresses the output folder once the build, and every plugin's output, is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        if (!error) precompress(outDir);
      },
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`precompressed ${precompress(process.argv[2] ?? 'dist/web')} files`);
}
