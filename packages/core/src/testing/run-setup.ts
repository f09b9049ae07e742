// The vitest globalSetup of every package (tooling/vitest/preset.mjs): the migrated template and the SVG worker,
// made side by side once per run.
import setUpSvgWorker from './svg-worker-setup';
import setUpTemplate from './template-setup';

export default async function setup(): Promise<() => Promise<void>> {
  const teardowns = await Promise.all([setUpTemplate(), setUpSvgWorker()]);
  return async () => {
    for (const teardown of teardowns) await teardown();
  };
}
