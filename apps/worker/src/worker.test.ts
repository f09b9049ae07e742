// The worker process: refuses the embedded database; on PostgreSQL it migrates, works the queues (a job sent from
// another process runs) and stops cleanly on SIGTERM. The process tests run the built entry (`pnpm build` first).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@center-platform/core/config';
import { createDatabase } from '@center-platform/core/db';
import { createJobQueue } from '@center-platform/core/jobs';
import { createLogger } from '@center-platform/core/logging';
import { provisionTestDatabase, usesPostgres } from '@center-platform/test-db';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE_REFUSAL, EmbeddedDatabaseError, startWorker } from './worker';

const entry = join(import.meta.dirname, '../dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'cp-worker-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(env: Record<string, string | undefined>) {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`pnpm build\` first`);
  const { DATABASE_URL: _, ...rest } = process.env;
  const child: ChildProcess = spawn(process.execPath, [entry], { env: { ...rest, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (pattern.test(output)) {
          clearInterval(timer);
          resolve();
        } else if (Date.now() > deadline) {
          clearInterval(timer);
          reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`));
        }
      }, 50);
      const deadline = Date.now() + timeoutMs;
      exited.then(() => {
        clearInterval(timer);
        if (!pattern.test(output)) reject(new Error(`exited before ${pattern}:\n${output}`));
      });
    });
  return { child, output: () => output, exited, waitFor };
}

describe('the worker', () => {
  it('refuses the embedded database before opening it', async () => {
    const config = loadConfig({ DATA_DIR: join(dataDir, 'in-process') });
    await expect(startWorker({ config, logger: createLogger({ level: 'silent' }) })).rejects.toThrow(
      EmbeddedDatabaseError,
    );
    expect(existsSync(join(dataDir, 'in-process'))).toBe(false);
  });

  it('as a process: prints one line and exits 1 without DATABASE_URL', async () => {
    const p = run({ DATA_DIR: join(dataDir, 'process') });
    expect(await p.exited).toBe(1);
    expect(p.output().trim()).toBe(EMBEDDED_DATABASE_REFUSAL);
    expect(existsSync(join(dataDir, 'process')) && readdirSync(join(dataDir, 'process')).length).toBeFalsy();
  });

  it('as a process: names a malformed variable and exits 1', async () => {
    const p = run({ DATABASE_URL: 'mysql://nope' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('DATABASE_URL');
  });

  it.runIf(usesPostgres())(
    'as a process on PostgreSQL: migrates, runs a job sent from elsewhere, stops on SIGTERM',
    async () => {
      const database = await provisionTestDatabase();
      try {
        if (database.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
        const p = run({ DATABASE_URL: database.target.url, LOG_LEVEL: 'info', APP_BASE_URL: 'http://worker.test' });
        await p.waitFor(/"msg":"worker started"/);

        // another process (an API process) enqueues; the worker process runs it
        const handle = createDatabase(database.target);
        const producer = await createJobQueue(handle, { role: 'producer' });
        try {
          const id = (await producer.send('email-digest', {})) ?? '';
          let state = '';
          for (let i = 0; i < 300 && state !== 'completed'; i++) {
            state = (await producer.boss.findJobs('email-digest', { id }))[0]?.state ?? '';
            if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
          }
          expect(state).toBe('completed');
        } finally {
          await producer.stop();
          await handle.close();
        }

        p.child.kill('SIGTERM');
        expect(await p.exited).toBe(0);
        expect(p.output()).toContain('"msg":"worker stopped"');
      } finally {
        await database.drop();
      }
    },
  );
});
