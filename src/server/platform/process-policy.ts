import type { Logger } from 'pino';

// What the process does with an error nothing caught (ADR 0038). A request's own errors never come
// here: the app's error handler answers them. Work on input the server did not make runs contained
// (platform/contained.ts), so what comes here is a bug of ours.

/** The exit code of a start that a restart cannot help (a bad setting, a data folder in use): EX_CONFIG. */
export const EXIT_CONFIG = 78;

export interface ProcessPolicy {
  /**
   * A throw nothing caught: the process may be in any state now (a half-made change, a lock never
   * released), so it is logged as fatal and the server stops the way a SIGTERM stops it (answers in
   * flight finish, 5 s at most) and exits 1, for its supervisor to start it again.
   */
  uncaughtException(err: Error, origin: string): void;
  /**
   * A promise rejected with no handler: a task nobody awaited failed, and nothing else it touched is
   * left half-done. Logged as an error with its reason; the server goes on serving.
   */
  unhandledRejection(reason: unknown): void;
}

export function processPolicy(
  logger: Pick<Logger, 'fatal' | 'error'>,
  stop: (exitCode: number) => void,
): ProcessPolicy {
  let stopping = false;
  return {
    uncaughtException(err, origin) {
      logger.fatal({ err, origin }, 'uncaught exception: stopping the server');
      // A second one while stopping must not start a second stop.
      if (stopping) return;
      stopping = true;
      stop(1);
    },
    unhandledRejection(reason) {
      logger.error({ err: reason }, 'unhandled promise rejection');
    },
  };
}

export function installProcessPolicy(policy: ProcessPolicy): void {
  process.on('uncaughtException', policy.uncaughtException);
  process.on('unhandledRejection', policy.unhandledRejection);
}
