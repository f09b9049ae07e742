import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { DomainError } from '../errors';
import type { SanitizedSvg } from './sanitize-svg';
import { SVG_MAX_BYTES } from './svg-rules';

// Every SVG that arrives from outside (a floor upload, a re-hosted import file) and every plan a public read
// hands out is sanitized here: limits checked first on the calling thread (cheap), then DOMPurify in a worker
// thread with a deadline. A task past its deadline is aborted; piscina terminates that worker and starts a new
// one for the next task.

export { SVG_MAX_BYTES };
/**
 * Most elements an SVG may have. A detailed mall plan has a few thousand (shops, services, outlines, labels);
 * the cost of sanitizing grows with the element count (60,000 took about 12 s), so the cap bounds the work.
 */
export const SVG_MAX_ELEMENTS = 25_000;
/** How long one sanitizing may take before it is abandoned. */
export const SVG_SANITIZE_TIMEOUT_MS = 10_000;

const ELEMENT_START = /<[A-Za-z]/g;

/** Refuses (INVALID) an SVG over the byte or the element cap; counting tags costs milliseconds. */
export function assertSvgWithinLimits(svg: string): void {
  if (Buffer.byteLength(svg) > SVG_MAX_BYTES) {
    throw new DomainError('invalid', 'SVG_TOO_LARGE', `The SVG is larger than ${SVG_MAX_BYTES / 1024 / 1024} MB.`);
  }
  let elements = 0;
  ELEMENT_START.lastIndex = 0;
  while (ELEMENT_START.exec(svg)) {
    if (++elements > SVG_MAX_ELEMENTS) {
      throw new DomainError(
        'invalid',
        'SVG_TOO_COMPLEX',
        `The SVG has more than ${SVG_MAX_ELEMENTS} elements; simplify the plan before uploading it.`,
      );
    }
  }
}

/** Names the worker a test run built (testing/svg-worker-setup.ts): the tests run this file from src/. */
export const SVG_WORKER_VARIABLE = 'CENTER_PLATFORM_TEST_SVG_WORKER';

/** The built worker: next to the bundle (dist/), the test run's, or the package's build when running from src/. */
function workerFile(): string {
  const testBuild = process.env[SVG_WORKER_VARIABLE];
  const candidates = [
    fileURLToPath(new URL('./centerplan/sanitize-svg.worker.js', import.meta.url)),
    fileURLToPath(new URL('./sanitize-svg.worker.js', import.meta.url)),
    ...(testBuild ? [testBuild] : []),
    fileURLToPath(new URL('../../dist/centerplan/sanitize-svg.worker.js', import.meta.url)),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`The SVG worker is not built (looked for ${candidates.join(', ')}); run the build.`);
  return found;
}

let pool: Piscina<string, SanitizedSvg> | undefined;

function getPool() {
  pool ??= new Piscina<string, SanitizedSvg>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
  });
  return pool;
}

/**
 * The SVG sanitized (see sanitize-svg.ts) in the worker pool, within the size and element caps and the deadline.
 * Refusals are DomainErrors: SVG_TOO_LARGE, SVG_TOO_COMPLEX, SVG_TIMEOUT (all INVALID, a 400).
 */
export async function sanitizeSvgInPool(
  svg: string,
  { timeoutMs = SVG_SANITIZE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SanitizedSvg> {
  if (!svg?.trim()) return { svg: '', removed: 0 };
  assertSvgWithinLimits(svg);
  // the deadline counts from the call: a task still queued behind others is abandoned too
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await getPool().run(svg, { signal });
  } catch (error) {
    if (signal.aborted) {
      throw new DomainError('invalid', 'SVG_TIMEOUT', `Sanitizing the SVG took longer than ${timeoutMs} ms.`);
    }
    throw error;
  }
}

/** The pool's worker threads and the tasks they completed (none before the first task or after closeSvgPool). */
export function svgPoolStats(): { threads: number; completed: number } {
  return { threads: pool?.threads.length ?? 0, completed: pool?.completed ?? 0 };
}

/**
 * Stops the worker threads; a later call starts a new pool. The pool belongs to the process, not to a platform
 * started in it: idle threads keep no process alive, and the process entries' exit ends them.
 */
export async function closeSvgPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
