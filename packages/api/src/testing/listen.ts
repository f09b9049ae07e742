import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { App } from '../app';

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
