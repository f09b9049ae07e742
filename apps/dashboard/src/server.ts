// The Node entry: `pnpm start` runs this after building. Configuration errors stop it with a message
// naming the variable; SIGTERM and SIGINT stop it cleanly (open requests finish, the database closes).
import { ConfigError, createLogger, loadConfig } from '@center-platform/core';
import { startPlatform } from './server/start';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel });
const platform = await startPlatform({ config, logger }).catch((error: unknown) => {
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});

console.log(`\nCenter Platform is listening on ${platform.url}  (database: ${config.database.kind})`);
if (platform.setupLink) {
  console.log(`Demo data seeded. Set the password of ${config.demo.adminEmail} with this one-time link (7 days):`);
  console.log(`  ${platform.setupLink}`);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    platform.stop().then(
      () => {
        console.log('Center Platform stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  });
}
