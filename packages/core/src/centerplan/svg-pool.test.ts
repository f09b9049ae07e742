import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg';
import { SVG_MAX_BYTES, SVG_MAX_ELEMENTS, sanitizeSvgInPool } from './svg-pool';

// The pool loads a built worker: dist/centerplan/sanitize-svg.worker.js, or in a test run the one
// testing/svg-worker-setup.ts builds. It belongs to the process and is left running: the next file of this test
// worker that sanitizes an SVG uses its thread instead of starting one (each loads jsdom: 0.66 CPU-s).

// the deadline is not what these tests check: on a machine busy with the rest of the suite a plan near the element
// cap has taken longer than the production deadline of 10 s
const unhurried = { timeoutMs: 60_000 };

const rects = (count: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1" onclick="a()"/>'.repeat(count)}</svg>`;

describe('sanitizing SVG in the worker pool', () => {
  it('sanitizes like sanitizeSvg', { timeout: 20_000 }, async () => {
    const result = await sanitizeSvgInPool('<svg><rect id="shop-1" onclick="alert(1)"/><script>x()</script></svg>');
    expect(result.svg).toBe('<svg><rect id="shop-1"></rect></svg>');
    expect(result.removed).toBe(2);
  });

  it('refuses an SVG over the element cap or the byte cap before any work', { timeout: 70_000 }, async () => {
    await expect(sanitizeSvgInPool(rects(60_000))).rejects.toMatchObject({ code: 'SVG_TOO_COMPLEX' });
    await expect(sanitizeSvgInPool(rects(SVG_MAX_ELEMENTS - 1), unhurried)).resolves.toMatchObject({
      removed: SVG_MAX_ELEMENTS - 1,
    });
    const padded = `<svg><desc>${'x'.repeat(SVG_MAX_BYTES)}</desc></svg>`;
    await expect(sanitizeSvgInPool(padded)).rejects.toMatchObject({ code: 'SVG_TOO_LARGE' });
  });

  it('keeps the event loop free while a large plan is sanitized', { timeout: 70_000 }, async () => {
    // measured against the same plan sanitized on this thread, so a busy machine slows both sides alike; 5,000
    // elements keep a worker busy for hundreds of milliseconds, far over the 10 ms tick
    const plan = rects(5_000);
    const started = performance.now();
    sanitizeSvg(plan);
    const onThisThread = performance.now() - started;
    let last = performance.now();
    let worstGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 10);
    try {
      await sanitizeSvgInPool(plan, unhurried);
    } finally {
      clearInterval(timer);
    }
    expect(worstGap).toBeLessThan(Math.max(100, onThisThread / 4));
  });

  it('abandons a task past its deadline and serves the next one from a fresh worker', { timeout: 30_000 }, async () => {
    await expect(sanitizeSvgInPool(rects(20_000), { timeoutMs: 100 })).rejects.toMatchObject({ code: 'SVG_TIMEOUT' });
    await expect(sanitizeSvgInPool('<svg><circle r="1"/></svg>')).resolves.toEqual({
      svg: '<svg><circle r="1"></circle></svg>',
      removed: 0,
    });
  });
});
