import { createMiddleware } from 'hono/factory';

const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 2000;

/**
 * A 413 leaves the body unread, so the connection cannot carry another request: the answer says
 * `Connection: close`. Closing while the client still uploads makes it see a reset instead of the
 * 413, so the rest of the body is read and dropped first, within a bound (a client sending more,
 * or slower, gets the answer anyway).
 */
export const closeAfterTooLarge = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status !== 413) return;
  c.header('Connection', 'close');
  const body = c.req.raw.body;
  // A body limit that read the stream (no Content-Length) holds it: nothing left to drain here.
  if (!body || body.locked) return;
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const drained = (async () => {
    for (let read = 0; read <= DRAIN_MAX_BYTES;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
  })();
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_MAX_MS)));
  // Not cancelled: cancelling the request stream would close the socket before the answer is written.
  await Promise.race([drained.catch(() => {}), late]);
  clearTimeout(timer);
  reader.releaseLock();
});
