// Test servers (tests only; the SDK's own code never imports the platform): the real platform app on a
// seeded database behind a loopback port, and a tiny stub server for the failure cases.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '@center-platform/api';
import { openChangeFeed } from '@center-platform/core/changes';
import { loadConfig } from '@center-platform/core/config';
import { createLogger } from '@center-platform/core/logging';
import { openTestDatabase, seedTestDemo } from '@center-platform/core/testing';
import { serve } from '@hono/node-server';

export interface RunningPlatform {
  baseUrl: string;
  centerId: string;
  /** the platform's database, for the writes a test makes as staff would */
  db: Awaited<ReturnType<typeof openTestDatabase>>['db'];
  close(): Promise<void>;
}

/** The platform on a fresh demo database (PGlite, or PostgreSQL with DATABASE_URL), on 127.0.0.1:<free port>. */
export async function startPlatform(): Promise<RunningPlatform> {
  const handle = await openTestDatabase();
  const seeded = await seedTestDemo(handle.db);
  const changeFeed = await openChangeFeed(handle);
  const app = createApp({
    db: handle.db,
    config: loadConfig({}),
    logger: createLogger({ level: 'silent' }),
    changeFeed,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    centerId: seeded.centerId,
    db: handle.db,
    close: async () => {
      // the change streams end with their feed, so the server can close
      await changeFeed.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}

export interface StubRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback HTTP server answering each request with `handler`; it records every request. */
export async function startStub(handler: (req: StubRequest, res: ServerResponse, index: number) => void) {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      handler(request, res, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
