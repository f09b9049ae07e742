// The vitest globalSetup of every package (tooling/vitest/preset.mjs): the migrated template and the SVG worker,
// made side by side once per run; what was made is removed if one part fails. The build of `pnpm test` is not
// waited for here: only the files that run its output wait (build-output.ts).
import setUpSvgWorker from './svg-worker-setup';
import setUpTemplate from './template-setup';

export default async function setup(): Promise<() => Promise<void>> {
  const parts = await Promise.allSettled([setUpTemplate(), setUpSvgWorker()]);
  const teardowns = parts.flatMap((part) => (part.status === 'fulfilled' ? [part.value] : []));
  const teardown = async () => {
    for (const remove of teardowns) await remove();
  };
  const failed = parts.find((part) => part.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
