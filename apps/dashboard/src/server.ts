// The Node entry: `pnpm start` runs this after building. Configuration errors stop it with a message
// naming the variable; SIGTERM and SIGINT stop it cleanly (open requests finish, the database closes).
import { loadConfigOrExit, sharedMediaProblem, startOrExit, stopOnSignals } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';

const config = loadConfigOrExit();
// several processes on PostgreSQL need one media store (issue 21.6): refused with RUN_JOB_WORKERS=false (the
// separate workers store imported files), a warning otherwise
const media = sharedMediaProblem(config, 'server');
if (media?.level === 'refuse') {
  console.error(media.message);
  process.exit(1);
}
const logger = createLogger({ level: config.logLevel });
if (media) logger.warn({ mediaDir: config.media.dir }, media.message);
// loaded once the configuration holds: a malformed variable is answered before the whole platform is loaded
const { startPlatform } = await import('./server/start');
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
