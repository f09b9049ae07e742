// Spec 7: retired legacy routes answer 410 with a JSON body pointing to the replacement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { RETIRED_ROUTES } from './retired.routes';

describe('retired routes', () => {
  let t: AccountsApp;
  let cookie: string;
  beforeAll(async () => {
    t = await openAccountsApp();
    cookie = await t.signIn((await t.createUser('VIEWER')).email);
  });
  afterAll(() => t.close());

  const pathOf = (path: string) => path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

  it('answers 410 GONE naming the replacement for each retired route', async () => {
    for (const retired of RETIRED_ROUTES) {
      const res = await t.request(retired.method.toUpperCase(), pathOf(retired.path), { cookie });
      expect(res.status, retired.path).toBe(410);
      expect(await res.json()).toEqual({
        success: false,
        error: {
          code: 'GONE',
          message: expect.stringContaining(retired.replacement),
          replacement: retired.replacement,
        },
      });
    }
  });

  it('names replacements that exist', () => {
    const live = new Set(t.app.routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`));
    for (const retired of RETIRED_ROUTES)
      expect(live.has(retired.replacement.replace(/\?.*$/, '')), retired.path).toBe(true);
  });

  it('answers 401 to anonymous callers like every staff path', async () => {
    const retired = RETIRED_ROUTES[0];
    if (!retired) throw new Error('no retired route');
    expect((await t.request(retired.method.toUpperCase(), pathOf(retired.path))).status).toBe(401);
  });
});
