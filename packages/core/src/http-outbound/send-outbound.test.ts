// The connect-time guard: a host name is checked by the socket's own lookup, so the request reaches only an
// address that was checked; nothing reaches a private server unless ALLOW_PRIVATE_OUTBOUND.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupAllFunction } from './guarded-lookup';
import { assertPublicTarget, OutboundRefusedError } from './outbound-url';
import { sendOutbound } from './send-outbound';

/** a resolver that answers from a table, and counts its calls */
function fakeResolver(answers: Record<string, string[] | (() => string[])>) {
  const calls: string[] = [];
  const resolver: LookupAllFunction = (hostname, _options, callback) => {
    calls.push(hostname);
    const entry = answers[hostname];
    const addresses = typeof entry === 'function' ? entry() : entry;
    if (!addresses) return callback(Object.assign(new Error(`no ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return { resolver, calls };
}

describe('sendOutbound', () => {
  let server: Server;
  let port: number;
  const received: string[] = [];
  const strict = { allowPrivate: false };

  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.writeHead(201, { 'Content-Type': 'text/plain' }).end('hello from the site');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 10_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())), 10_000);

  const post = (url: string, policy = strict, resolver?: LookupAllFunction) =>
    sendOutbound(url, { method: 'POST', body: '{}', timeoutMs: 5_000, policy, ...(resolver && { resolver }) });

  it('reaches a private server only with ALLOW_PRIVATE_OUTBOUND', async () => {
    received.length = 0;
    await expect(post(`http://127.0.0.1:${port}/a`)).rejects.toMatchObject({ reason: 'address' });
    await expect(post(`http://[::ffff:127.0.0.1]:${port}/a`)).rejects.toMatchObject({ reason: 'address' });
    await expect(post(`http://2130706433:${port}/a`)).rejects.toMatchObject({ reason: 'address' });
    await expect(post(`http://localhost:${port}/a`)).rejects.toMatchObject({ reason: 'address' });
    expect(received).toEqual([]);
    await expect(post(`http://127.0.0.1:${port}/a`, { allowPrivate: true })).resolves.toEqual({
      status: 201,
      text: 'hello from the site',
    });
    expect(received).toEqual(['POST /a']);
  }, 20_000);

  it('refuses a host name when any of its addresses is not public, at connect time', async () => {
    received.length = 0;
    const { resolver, calls } = fakeResolver({
      'site.test': ['127.0.0.1'],
      'mixed.test': ['93.184.215.14', '10.0.0.7'],
      'nat64.test': ['64:ff9b::7f00:1'],
    });
    for (const host of ['site.test', 'mixed.test', 'nat64.test'])
      await expect(post(`http://${host}:${port}/b`, strict, resolver), host).rejects.toMatchObject({
        reason: 'address',
        message: expect.stringContaining(host),
      });
    expect(calls).toEqual(['site.test', 'mixed.test', 'nat64.test']);
    expect(received).toEqual([]);
  }, 20_000);

  it('connects to the address it checked: a DNS answer that changes after the registration check is caught', async () => {
    received.length = 0;
    let answer = ['93.184.215.14'];
    const { resolver } = fakeResolver({ 'rebind.test': () => answer });
    const resolveAll = (host: string) =>
      new Promise<{ address: string; family: number }[]>((resolve, reject) =>
        resolver(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
      );
    await expect(assertPublicTarget(`http://rebind.test:${port}/`, strict, resolveAll)).resolves.toBeInstanceOf(URL);
    answer = ['127.0.0.1'];
    await expect(post(`http://rebind.test:${port}/c`, strict, resolver)).rejects.toMatchObject({ reason: 'address' });
    expect(received).toEqual([]);
  }, 20_000);

  it('lets a host name with only public addresses through to the connection', async () => {
    const allowed = fakeResolver({ 'public.test': ['93.184.215.14'] });
    const outcome = await sendOutbound('http://public.test:1/', {
      method: 'GET',
      timeoutMs: 300,
      policy: strict,
      resolver: allowed.resolver,
    }).catch((error: Error) => error);
    // not the guard's refusal: the socket went on to connect (an answer, or a network error without network)
    expect(outcome).not.toBeInstanceOf(OutboundRefusedError);
    expect(allowed.calls).toEqual(['public.test']);
  }, 20_000);
});
