// The worker entry: `pnpm --filter @center-platform/worker start` (after `pnpm build`), or `node apps/worker/dist/main.js`
// under a process manager. Configuration errors, the embedded database and media in the default local folder (which
// the API processes cannot read) stop it with a one-line message (exit 1); SIGTERM and SIGINT stop it cleanly
// (running jobs finish, exit 0).
import { loadConfigOrExit, sharedMediaProblem, startOrExit, stopOnSignals } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';
import { EMBEDDED_DATABASE_REFUSAL, startWorker } from './worker';

const config = loadConfigOrExit();
if (config.database.kind !== 'postgres') {
  console.error(EMBEDDED_DATABASE_REFUSAL);
  process.exit(1);
}
// the API processes must find the files this worker stores: S3 or a MEDIA_DIR they share (issue 21.6)
const media = sharedMediaProblem(config, 'worker');
if (media) {
  console.error(media.message);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel, name: 'center-platform-worker' });
const worker = await startOrExit(logger, startWorker({ config, logger }));
stopOnSignals(logger, () => worker.stop());
