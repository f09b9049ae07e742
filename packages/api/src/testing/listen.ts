import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentVersionReader } from '@center-platform/core/centers';
import { getRequestListener, serve } from '@hono/node-server';
import { type App, createApp } from '../app';
import type { AppDeps } from '../context';
import { createPublicReadCache, withPublicReadFastPath } from '../public';

/** The app served over real HTTP on a free loopback port (tests that need sockets: streaming, raw headers). */
export async function listen(app: App): Promise<{ origin: string; port: number; close: () => Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The app as the host serves it: over real HTTP, with the public reads' fast path in front of it
 * (apps/dashboard's start.ts). `reachedApp` counts the requests that the app itself answered.
 */
export async function listenAsHost(
  deps: AppDeps,
  { readContentVersion }: { readContentVersion?: ContentVersionReader } = {},
) {
  const publicReadCache = createPublicReadCache({ ...deps, ...(readContentVersion ? { readContentVersion } : {}) });
  const app = createApp({ ...deps, publicReadCache });
  let reachedApp = 0;
  const listener = getRequestListener((request) => {
    reachedApp++;
    return app.fetch(request);
  });
  const server = createServer(
    withPublicReadFastPath(listener, {
      cache: publicReadCache,
      logger: deps.logger,
      ...(deps.lifecycle ? { lifecycle: deps.lifecycle } : {}),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    publicReadCache,
    origin: `http://127.0.0.1:${port}`,
    reachedApp: () => reachedApp,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
