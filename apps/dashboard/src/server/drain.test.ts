// Issue 21, point 3: a process that stops under load drains. Readiness answers 503 first (the load balancer moves
// away), every answer then closes its connection, requests in flight finish, and a hard deadline closes the rest.
import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';
import { BUILD_WAIT_MS, untilBuilt } from '@center-platform/core/testing';
import { type LoadBalancer, startLoadBalancer } from '@center-platform/stand-ins';
import { provisionTestDatabase, type TestDatabase } from '@center-platform/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPlatform, startPlatform } from './start';

// runs what the build of `pnpm test` makes
beforeAll(untilBuilt, BUILD_WAIT_MS);

const logger = createLogger({ level: 'silent' });
const databases: TestDatabase[] = [];
const running = new Set<RunningPlatform>();

async function start(env: Record<string, string>, mount?: Parameters<typeof startPlatform>[0]['mount']) {
  const database = await provisionTestDatabase({ migrated: true });
  databases.push(database);
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env, ...database.env });
  const platform = await startPlatform({ config, logger, ...(mount ? { mount } : {}) });
  running.add(platform);
  return { platform, origin: platform.url.replace('localhost', '127.0.0.1') };
}
const stop = async (platform: RunningPlatform) => {
  running.delete(platform);
  const started = performance.now();
  await platform.stop();
  return performance.now() - started;
};

/** The status and Connection header of a GET on a keep-alive connection of its own. */
const rawGet = (url: string) =>
  new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    get(url, { agent: new Agent({ keepAlive: true }) }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
    }).on('error', reject);
  });

afterAll(async () => {
  await Promise.all([...running].map((p) => p.stop()));
  await Promise.all(databases.map((d) => d.drop()));
});

describe('stopping a process under load', () => {
  let a: Awaited<ReturnType<typeof start>>;
  let b: Awaited<ReturnType<typeof start>>;
  let balancer: LoadBalancer;
  beforeAll(async () => {
    // the drain delay is the time the balancer has to see readiness fail (every 100 ms here): 2 s, as a busy
    // machine has taken more than 1 s for it (a request sent to the stopping process was refused: 502)
    const env = { DRAIN_DELAY_SECONDS: '2', SHUTDOWN_GRACE_SECONDS: '5' };
    [a, b] = await Promise.all([start(env), start(env)]);
    balancer = await startLoadBalancer({ backends: [a.origin, b.origin], checkMs: 100 });
  }, 60_000);
  afterAll(() => balancer?.close());

  it('fails no request of 50 keep-alive clients while one of two processes stops', async () => {
    const url = `${balancer.url}/api/centers/by-slug/demo-center`;
    const failures: string[] = [];
    let answered = 0;
    const until = Date.now() + 4_500;
    const client = async () => {
      while (Date.now() < until) {
        try {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.status === 200) answered += 1;
          else failures.push(`HTTP ${res.status}`);
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: 50 }, client));
    await sleep(1_000);
    const stopMs = await stop(a.platform);
    await load;
    console.info(
      `drain under load: ${answered} answered, ${failures.length} failed; the stop took ${Math.round(stopMs)} ms`,
    );
    expect(failures).toEqual([]);
    expect(balancer.upstreamErrors).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    // the drain delay, then the answers in flight: far from the grace period's end
    expect(stopMs).toBeLessThan(4_000);
  }, 30_000);
});

describe('the drain of one process', () => {
  it('answers readiness 503 and closes each connection after its answer, then stops', async () => {
    const { platform, origin } = await start({ DRAIN_DELAY_SECONDS: '1', SHUTDOWN_GRACE_SECONDS: '5' });
    expect(await rawGet(`${origin}/api/health/ready`)).toEqual({ status: 200, connection: 'keep-alive' });
    const stopping = stop(platform);
    await sleep(200);
    expect(await rawGet(`${origin}/api/health/ready`)).toEqual({ status: 503, connection: 'close' });
    expect(await rawGet(`${origin}/api/health/live`)).toEqual({ status: 200, connection: 'close' });
    await stopping;
    await expect(rawGet(`${origin}/api/health/live`)).rejects.toThrow();
  }, 30_000);

  it('closes a request still running at the end of the grace period', async () => {
    let reached = false;
    const { platform, origin } = await start({ SHUTDOWN_GRACE_SECONDS: '1' }, (app) =>
      app.get('/slow', async (c) => {
        reached = true;
        await sleep(30_000);
        return c.text('too late');
      }),
    );
    // settled at once: it fails while stop() is still awaited
    const slow = rawGet(`${origin}/slow`).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    while (!reached) await sleep(10);
    const stopMs = await stop(platform);
    expect(await slow).toMatch(/socket hang up|ECONNRESET/);
    expect(stopMs).toBeGreaterThan(900);
    expect(stopMs).toBeLessThan(3_000);
  }, 30_000);
});
