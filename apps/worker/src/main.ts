// The worker entry: `pnpm --filter @center-platform/worker start` (after `pnpm build`), or `node apps/worker/dist/main.js`
// under a process manager. Configuration errors, the embedded database and media in the default local folder (which
// the API processes cannot read) stop it with a one-line message (exit 1); SIGTERM and SIGINT stop it cleanly
// (running jobs finish, exit 0).
import { loadConfigOrExit, startOrExit, stopOnSignals } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';
import { startWorker } from './worker';

// startWorker refuses the embedded database and unshared media (StartUpRefusal: one line, exit 1)
const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, name: 'center-platform-worker' });
const worker = await startOrExit(logger, startWorker({ config, logger }));
stopOnSignals(logger, () => worker.stop());
