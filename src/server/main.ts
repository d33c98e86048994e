import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, resolveAuthSecret } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { createAuth } from './platform/auth.ts';
import { createLogger } from './platform/logger.ts';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // PGlite has no lock between processes: a second server on the same folder would corrupt it.
  if (!config.databaseUrl) lockDataDir(config.dataDir);

  const started = performance.now();
  const database = await openDatabase(config);
  await database.migrate();
  const auth = createAuth({ db: database.db, config, secret: resolveAuthSecret(config) });
  const app = createApp({ db: database.db, auth, config, logger });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server';
    logger.info({ port: info.port, database: database.kind, ms: Math.round(performance.now() - started) }, 'listening');
    console.log(`Floor Pro is running at http://localhost:${info.port} (${where})`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => void database.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Floor Pro could not start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
