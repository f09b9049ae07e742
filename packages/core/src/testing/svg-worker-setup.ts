// Part of the vitest globalSetup (run-setup.ts): tests run the TypeScript source, but the
// worker threads of svg-pool.ts run plain Node (20 strips no types), so the run builds the worker once, into a
// folder of its own under core's node_modules (where the worker's imports resolve), and names it to svg-pool.ts.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { SVG_WORKER_VARIABLE } from '../centerplan/svg-pool';

const core = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(): Promise<() => void> {
  const cache = join(core, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'svg-worker-'));
  await build({
    entry: { 'sanitize-svg.worker': join(core, 'src/centerplan/sanitize-svg.worker.ts') },
    outDir,
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    platform: 'node',
    target: 'node20',
    skipNodeModulesBundle: true,
    config: false,
    silent: true,
  });
  process.env[SVG_WORKER_VARIABLE] = join(outDir, 'sanitize-svg.worker.mjs');
  return () => {
    delete process.env[SVG_WORKER_VARIABLE];
    rmSync(outDir, { recursive: true, force: true });
  };
}
