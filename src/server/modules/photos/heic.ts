import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface DecodedImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, already turned as the file says (HEIF's own rotation and mirroring). */
  data: Uint8Array;
}

const decoderPath = createRequire(import.meta.url).resolve('heic-decode');

// libvips' prebuilt binaries have no HEVC decoder, so HEIC goes through libheif compiled to WebAssembly.
// It decodes on the thread that calls it (~1.4 s for a 12 MP iPhone photo here), so each decode gets a
// worker thread of its own: the server keeps answering meanwhile.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.decoderPath)({ buffer: workerData.bytes }).then(
  ({ width, height, data }) => parentPort.postMessage({ width, height, data }, [data.buffer]),
  (err) => parentPort.postMessage({ error: String((err && err.message) || err) }),
);
`;

/** Decodes a HEIC/HEIF still image; rejects when the file cannot be read. */
export function decodeHeic(bytes: Uint8Array): Promise<DecodedImage> {
  return new Promise((resolve, reject) => {
    // stderr piped and left unread: libheif prints its own parse errors, which the 415 already says.
    const worker = new Worker(WORKER, { eval: true, workerData: { decoderPath, bytes }, stdout: true, stderr: true });
    worker.once('message', (result: DecodedImage | { error: string }) => {
      if ('error' in result) reject(new Error(result.error));
      else resolve({ ...result, data: new Uint8Array(result.data.buffer) });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`HEIC decoder stopped (exit ${code})`)));
  });
}
