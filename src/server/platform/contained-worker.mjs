// A contained worker (platform/contained.ts): loads the task module, then answers each message with
// its default export's result or the error's message. An error thrown outside the task's own promise
// (from a library's callback) is not caught here on purpose: it ends this worker, and the pool
// answers the task and starts another.
import { parentPort, workerData } from 'node:worker_threads';

// From source (dev, tests) the task is TypeScript, loaded through tsx; the built server's is
// JavaScript (ADR 0047), and tsx, a development tool, is not loaded at all.
if (workerData.entry.endsWith('.ts')) (await import('tsx/esm/api')).register();
const { default: task } = await import(workerData.entry);

parentPort.on('message', async (input) => {
  try {
    const value = await task(input);
    parentPort.postMessage({ value }, transferable(value));
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});

/**
 * The byte arrays of a result (itself, or its properties) that own their whole buffer: moved to the
 * server's thread instead of copied (a decoded photo is tens of megabytes). A slice of a shared
 * pool is copied, as moving it would take the pool with it.
 */
function transferable(value) {
  const owned = (v) => v instanceof Uint8Array && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength;
  if (owned(value)) return [value.buffer];
  if (value && typeof value === 'object')
    return Object.values(value)
      .filter(owned)
      .map((v) => v.buffer);
  return [];
}
