// What a bench reports: a wrong result (exit 1), the results file, and the table of the import benches (a first
// run and a second that finds everything present, each with a target).
import { mkdirSync, writeFileSync } from 'node:fs';

/** A result that is wrong, not merely slow: the bench goes on where it can (the next database), then exits 1. */
export class BenchFailure extends Error {}

/** Prints a failure (a BenchFailure's message, another error's stack) under `title` and sets the exit code 1. */
export function reportFailure(title, failure) {
  if (!failure) return;
  console.error(`\n${title} FAILED: ${failure instanceof BenchFailure ? failure.message : failure.stack}`);
  process.exitCode = 1;
}

/** Writes `bench/results/<name>.json` and says so. */
export function writeResults(name, results) {
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/${name}.json`, import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten to bench/results/${name}.json`);
}

/** `[database, run, result, targetMs]` of the first and the second run of each database's `{ database, first, second }`. */
export const runsOf = (results, targetsMs) =>
  results.flatMap(({ database, first, second }) => [
    [database, 'first', first, targetsMs.first],
    [database, 'second', second, targetsMs.second],
  ]);

/**
 * Prints one row per database and run: database, run, wall ms, target, whether it was met, then a cell per entry of
 * `columns` (`heading: (result) => value`, right-aligned under its heading).
 */
export function printRunTable(results, targetsMs, columns) {
  console.log(['database', 'run   ', 'wall ms', '  target', 'met?  ', ...Object.keys(columns)].join(' | '));
  for (const [database, run, r, target] of runsOf(results, targetsMs)) {
    const cells = Object.entries(columns).map(([heading, value]) => String(value(r)).padStart(heading.length));
    const met = (r.wallMs < target ? 'met' : 'MISSED').padEnd(6);
    const timing = [database.padEnd(8), run.padEnd(6), String(r.wallMs).padStart(7), `< ${target}`.padStart(8), met];
    console.log([...timing, ...cells].join(' | '));
  }
}

/** Each database's runs with whether each met its target, for the results file. */
export const withinTargets = (results, targetsMs) =>
  results.map(({ database, first, second }) => ({
    database,
    firstWithinTarget: first.wallMs < targetsMs.first,
    secondWithinTarget: second.wallMs < targetsMs.second,
    first,
    second,
  }));
