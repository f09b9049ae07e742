// What the process entries (the dashboard server, the worker) share: the configuration or a one-line exit, a
// start-up whose failure ends the process, and a clean stop on SIGTERM and SIGINT.
import type { Logger } from '../logging/logger';
import { type Config, ConfigError, loadConfig } from './env';

/** The configuration from the environment; a configuration error ends the process with its message (exit 1). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

/** A start-up the configuration does not allow: the process ends with the message as one line (exit 1). */
export class StartUpRefusal extends Error {
  override name = 'StartUpRefusal';
}

/**
 * What the start-up answers; a failed start-up is logged and ends the process (exit 1), a StartUpRefusal with its
 * one-line message.
 */
export function startOrExit<T>(logger: Logger, startUp: Promise<T>): Promise<T> {
  return startUp.catch((error: unknown) => {
    if (error instanceof StartUpRefusal) console.error(error.message);
    else logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  });
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT, then exits 0 (1 when it failed). Later signals are ignored: a
 * Ctrl-C reaches a process started through pnpm twice (from the terminal and forwarded by pnpm).
 */
export function stopOnSignals(logger: Logger, stop: () => Promise<unknown>): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'stopping');
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'stop failed');
          process.exit(1);
        },
      );
    });
  }
}
