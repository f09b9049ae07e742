// The worker entry: `pnpm --filter @center-platform/worker start` (after `pnpm build`), or `node apps/worker/dist/main.js`
// under a process manager. Configuration errors and the embedded database stop it with a one-line message (exit 1);
// SIGTERM and SIGINT stop it cleanly (running jobs finish, exit 0).
import { ConfigError, createLogger, loadConfig } from '@center-platform/core';
import { EMBEDDED_DATABASE_REFUSAL, startWorker } from './worker';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (config.database.kind !== 'postgres') {
  console.error(EMBEDDED_DATABASE_REFUSAL);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel, name: 'center-platform-worker' });
const worker = await startWorker({ config, logger }).catch((error: unknown) => {
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    worker.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  });
}
