// The Node entry: `pnpm start` runs this after building. Configuration errors stop it with a message
// naming the variable; SIGTERM and SIGINT stop it cleanly (open requests finish, the database closes).
import { loadConfigOrExit, startOrExit, stopOnSignals } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';
import { startPlatform } from './server/start';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel });
const platform = await startOrExit(logger, startPlatform({ config, logger }));

console.log(`\nCenter Platform is listening on ${platform.url}  (database: ${config.database.kind})`);
if (platform.setupLink) {
  console.log(`Demo data seeded. Set the password of ${config.demo.adminEmail} with this one-time link (7 days):`);
  console.log(`  ${platform.setupLink}`);
}

stopOnSignals(logger, async () => {
  await platform.stop();
  console.log('Center Platform stopped.');
});
