// The platform as `pnpm start` runs it, plus a bare route in the same process as the bench's baseline.

import { startPlatform } from '../apps/dashboard/dist/server/start.js';
import { createLogger, loadConfig } from '../packages/core/dist/index.js';

const config = loadConfig();
const platform = await startPlatform({
  config,
  logger: createLogger({ level: 'warn' }),
  mount: (app) => app.get('/__baseline', (c) => c.text('ok')),
});
console.log(`ready ${platform.url}`);
process.once('SIGTERM', () => platform.stop().then(() => process.exit(0)));
