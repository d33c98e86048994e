import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, resolveAuthSecret } from './config.ts';
import { openDatabase } from './db/client.ts';
import { EmbeddedSetupError } from './db/embedded.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { createAuth } from './platform/auth.ts';
import { createStorage } from './platform/storage.ts';
import { createLogger } from './platform/logger.ts';
import { createMailer } from './platform/mail.ts';
import { EXIT_CONFIG, installProcessPolicy, processPolicy } from './platform/process-policy.ts';
import { PENDING_MAX_AGE_MS, sweepPendingPhotoFiles } from './modules/photos/pending-files.ts';
import { accountHooks } from './modules/accounts/service.ts';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // One server per folder: its database, files and secret are this process's alone.
  if (!config.databaseUrl) {
    try {
      lockDataDir(config.dataDir);
    } catch (err) {
      throw new ConfigError(err instanceof Error ? err.message : String(err));
    }
  }
  // Until the server listens, an error stops the start (below); from then on, this policy (ADR 0038).
  let stop: (exitCode: number) => void = (exitCode) => process.exit(exitCode);
  installProcessPolicy(processPolicy(logger, (exitCode) => stop(exitCode)));

  const started = performance.now();
  const database = await openDatabase({
    ...config,
    // An embedded database that stops under the server: the supervisor starts both again.
    onDatabaseExit: (detail) => {
      logger.error(detail);
      stop(1);
    },
    onNotice: (message) => logger.warn(message),
  }).catch((err: unknown) => {
    throw err instanceof EmbeddedSetupError ? new ConfigError(err.message) : err;
  });
  // A start that fails here stops the embedded database too, rather than leave it running alone.
  await database.migrate().catch(async (err: unknown) => {
    await database.close().catch(() => {});
    throw err;
  });
  const mailer = createMailer({ db: database.db, config, logger });
  if (config.isProduction && !config.smtpUrl) logger.warn('SMTP_URL is not set: e-mails are stored, not sent');
  const auth = createAuth({
    db: database.db,
    config,
    secret: resolveAuthSecret(config),
    mailer,
    logger,
    accounts: accountHooks,
  });
  const storage = createStorage(config);
  const app = createApp({ db: database.db, auth, config, logger, mailer, storage });

  // Photo files a stopped upload or delete left pending (ADR 0007): swept at start, then hourly.
  const sweep = () =>
    sweepPendingPhotoFiles({ db: database.db, storage, log: logger })
      .then((swept) => swept.completed + swept.deleted > 0 && logger.info(swept, 'pending photo files swept'))
      .catch((err: unknown) => logger.error({ err }, 'pending photo files not swept'));
  void sweep();
  setInterval(() => void sweep(), PENDING_MAX_AGE_MS).unref();

  // Requests still being answered at shutdown finish before the database closes under them.
  let inFlight = 0;
  const fetch: typeof app.fetch = async (...args) => {
    inFlight++;
    try {
      return await app.fetch(...args);
    } finally {
      inFlight--;
    }
  };

  const server = serve({ fetch, port: config.port }, (info) => {
    const where = database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
    logger.info({ port: info.port, database: database.kind, ms: Math.round(performance.now() - started) }, 'listening');
    console.log(`Floor Pro is running at http://localhost:${info.port} (${where})`);
  });

  // A signal stops the server with 0; the process policy stops it with 1 after an uncaught throw.
  let shuttingDown = false;
  const shutdown = async (reason: string, exitCode: number) => {
    // Once: Ctrl-C reaches both the supervisor and the server, and the supervisor passes it on.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ reason }, 'shutting down');
    setTimeout(() => process.exit(exitCode), 5000).unref();
    server.close();
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await database.close().catch(() => {});
    process.exit(exitCode);
  };
  stop = (exitCode) => {
    void shutdown('uncaught exception', exitCode);
  };
  process.once('SIGINT', (signal) => void shutdown(signal, 0));
  process.once('SIGTERM', (signal) => void shutdown(signal, 0));
}

// A bad setting or a data folder in use exits EX_CONFIG, which the supervisor does not restart; any
// other failure to start (a database not up yet) exits 1, and it tries again.
main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(EXIT_CONFIG);
  }
  console.error('Floor Pro could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
