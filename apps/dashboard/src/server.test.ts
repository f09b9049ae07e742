// Issue foundation, points 5 and 6, from outside the process: the built entry refuses a bad
// configuration naming the variable, serves health, and exits 0 on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// runs what the build of `pnpm test` makes
beforeAll(untilBuilt, BUILD_WAIT_MS);

const entry = join(import.meta.dirname, '../dist/server.js');
const dataDir = mkdtempSync(join(tmpdir(), 'cp-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  // the PostgreSQL variant is covered by start.test.ts; this checks the process on the embedded default
  const { DATABASE_URL: _, ...rest } = process.env;
  const child = spawn(process.execPath, [entry], { env: { ...rest, LOG_LEVEL: 'warn', ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

describe('the server process', () => {
  it('stops at start-up with a message naming a malformed variable', async () => {
    const p = run({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('PORT');
  });

  // a cold start from an empty data folder (migrations, job schema, demo seed) (hence the longer timeout); the
  // embedded database's own, so checked in the run without DATABASE_URL (`pnpm test` on PGlite)
  it.skipIf(process.env.DATABASE_URL)(
    'prints its URL and the setup link, answers health, and exits 0 on SIGTERM',
    async () => {
      const p = run({ PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1' });
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          // the URL and the setup link are separate lines: wait for both
          const match = /listening on (http:\/\/\S+)/.exec(p.output());
          if (match?.[1] && /\/auth\/activate\?token=[\w-]+\n/.test(p.output())) {
            clearInterval(timer);
            resolve(match[1]);
          }
        }, 50);
        p.exited.then(() => reject(new Error(`exited early:\n${p.output()}`)));
      });
      expect(p.output()).toMatch(/\/auth\/activate\?token=/);
      expect(p.output()).not.toMatch(/password:/i);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    },
    90_000,
  );
});
