// The figures the benches report: nearest-rank percentiles, a p50 / p99 / max table, and a process's RSS.
import { readFileSync } from 'node:fs';

/** The resident memory of a process (Linux), in MB. */
export const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** The nearest-rank percentile `p` (0-100) of ascending `sorted` samples. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `{ n, p50, p99, max }` of samples in ms, rounded to 0.01 ms. */
export function latencyStats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (v) => Math.round(v * 100) / 100;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
  };
}

/** Prints `[name, stats]` rows under a `label | p50 | p99 | max` header. */
export function printLatencyTable(label, rows, width = 16) {
  const cells = (name, a, b, c) =>
    `${name.padEnd(width)} | ${String(a).padStart(7)} | ${String(b).padStart(7)} | ${String(c).padStart(7)}`;
  console.log(cells(label, 'p50', 'p99', 'max'));
  for (const [name, s] of rows) console.log(cells(name, s.p50, s.p99, s.max));
}
