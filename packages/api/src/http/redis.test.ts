// Issue 21, point 5: a Redis outage mid-load. The limiters answer from process memory at once (no wait on the
// reconnect), the outage is logged once and reported on readiness, and the shared count is back when Redis is.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '@center-platform/core/logging';
import type Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimiter } from './rate-limit';
import { connectRateLimitStore, rateLimitStoreState } from './redis';

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** A Redis server of this test alone, which the test can kill and start again on the same port. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const deadline = Date.now() + 10_000;
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  while (!output.includes('Ready to accept connections')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start:\n${output}`);
    await sleep(20);
  }
  return child;
}

describe.skipIf(!hasRedisServer)('the rate-limit store during a Redis outage', () => {
  let port: number;
  let server: ChildProcess | undefined;
  let redis: Redis;
  const warnings: string[] = [];
  const logger = createLogger({ level: 'silent' });

  beforeAll(async () => {
    port = await freePort();
    server = await startRedis(port);
    const spy = Object.assign(Object.create(logger), {
      warn: (_: unknown, message: string) => warnings.push(message),
      info: () => {},
    });
    redis = connectRateLimitStore(`redis://127.0.0.1:${port}`, spy);
    await once(redis, 'ready');
  }, 20_000);
  afterAll(async () => {
    redis?.disconnect();
    server?.kill('SIGKILL');
  });

  it('answers from memory at once while Redis is gone, then counts in Redis again', async () => {
    const limiter = createLimiter(redis, { keyPrefix: `rl:outage-test`, points: 1000, duration: 60 });
    const inRedis = async () => Number((await redis.get('rl:outage-test:1.2.3.4')) ?? 0);
    await limiter.consume('1.2.3.4');
    expect(await inRedis()).toBe(1);
    expect(rateLimitStoreState(redis)).toBe('ok');

    server?.kill('SIGKILL');
    await once(server as ChildProcess, 'exit');
    // every call for 1.5 s, the first three reconnect attempts (250, 500, 750 ms apart): none waits for Redis
    const latencies: number[] = [];
    const until = Date.now() + 1_500;
    while (Date.now() < until) {
      const started = performance.now();
      await limiter.consume('1.2.3.4');
      latencies.push(performance.now() - started);
      await sleep(25);
    }
    latencies.sort((a, b) => a - b);
    const p50 = latencies[Math.floor(latencies.length / 2)] ?? 0;
    const max = latencies.at(-1) ?? 0;
    console.info(
      `rate limit during the Redis outage: ${latencies.length} calls, median ${p50.toFixed(2)} ms, max ${max.toFixed(1)} ms`,
    );
    expect(max).toBeLessThan(100);
    expect(rateLimitStoreState(redis)).toBe('degraded');
    expect(warnings.filter((w) => w.startsWith('redis unavailable'))).toHaveLength(1);

    server = await startRedis(port);
    const back = Date.now() + 10_000;
    while (rateLimitStoreState(redis) !== 'ok' && Date.now() < back) await sleep(50);
    expect(rateLimitStoreState(redis)).toBe('ok');
    await limiter.consume('1.2.3.4');
    // the restarted Redis holds nothing of before: the shared count starts again there
    expect(await inRedis()).toBe(1);
  }, 30_000);
});
