// Browser hardening over real HTTP (issue 19, point 8): staff answers are not stored, the session cookie lives as
// long as the session, sign-in refuses cross-origin and non-JSON posts (login CSRF), and the origin check trusts
// the configured base URL, not the Host header.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, BASE_URL, openAccountsApp, PASSWORD } from '../testing/accounts-app';
import { listen } from '../testing/listen';

describe('browser hardening over HTTP', () => {
  let t: AccountsApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let origin: string;
  let email: string;
  let cookie: string;

  beforeAll(async () => {
    t = await openAccountsApp();
    email = (await t.createUser('CENTER_ADMIN')).email;
    cookie = await t.signIn(email);
    server = await listen(t.app);
    origin = server.origin;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  }, 30_000);

  const signIn = (headers: Record<string, string>, body = JSON.stringify({ email, password: PASSWORD })) =>
    fetch(`${origin}/api/auth/sign-in`, { method: 'POST', headers, body });

  it('marks staff answers no-store and leaves the public reads their own caching', { timeout: 30_000 }, async () => {
    const me = await fetch(`${origin}/api/users/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const procedure = await fetch(
      `${origin}/trpc/centerplan.floors?input=${encodeURIComponent(JSON.stringify({ centerId: t.centerId }))}`,
      {
        headers: { cookie },
      },
    );
    expect(procedure.status).toBe(200);
    expect(procedure.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${origin}/api/users`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const centers = await fetch(`${origin}/api/centers/by-slug/demo-center`);
    expect(centers.status).toBe(200);
    expect(centers.headers.get('cache-control')).not.toBe('no-store');
  });

  it('gives the session cookie the lifetime of the session (7 days)', { timeout: 30_000 }, async () => {
    const res = await signIn({ origin: BASE_URL, 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/Max-Age=604800(;|$)/);
    expect(setCookie).toMatch(/HttpOnly/);
  });

  it('refuses a cross-origin text/plain sign-in with 403 and sets no cookie', { timeout: 30_000 }, async () => {
    const res = await signIn({ origin: 'http://evil.example', 'content-type': 'text/plain' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'ORIGIN_MISMATCH' } });
    const cross = await signIn({ origin: 'http://evil.example', 'content-type': 'application/json' });
    expect(cross.status).toBe(403);
    const anonymous = await signIn({ 'content-type': 'application/json' });
    expect(anonymous.status).toBe(403);
    expect(anonymous.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a same-origin sign-in that is not JSON with 415', { timeout: 30_000 }, async () => {
    const res = await signIn({ origin: BASE_URL, 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const form = await signIn(
      { origin: BASE_URL, 'content-type': 'application/x-www-form-urlencoded' },
      `email=${encodeURIComponent(email)}&password=x`,
    );
    expect(form.status).toBe(415);
  });

  it('takes a same-origin sign-in named by its Referer only', { timeout: 30_000 }, async () => {
    const res = await signIn({ referer: `${BASE_URL}/auth/signin`, 'content-type': 'application/json' });
    expect(res.status).toBe(200);
  });

  it('refuses the other token routes from another origin', { timeout: 30_000 }, async () => {
    for (const path of [
      '/api/auth/activate',
      '/api/auth/reset-password',
      '/api/auth/unlock',
      '/api/mail-aliases/verify',
    ]) {
      const res = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
        body: JSON.stringify({ token: 'x', password: 'y' }),
      });
      expect(res.status, path).toBe(403);
    }
  });

  it('compares a signed-in change with the configured base URL, not the Host header', { timeout: 30_000 }, async () => {
    const port = server.port;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/users/me/api-keys',
          headers: { host: 'evil.example', origin: 'http://evil.example', cookie, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ name: 'Renamed' }));
    });
    expect(status).toBe(403);
    const own = await fetch(`${origin}/api/users/me/api-keys`, {
      method: 'POST',
      headers: { origin: BASE_URL, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed' }),
    });
    expect(own.status).toBe(201);
  });
});
