// Spec 4.6: GET /api/agencyos/v1/centers/{id}/context with include=floors_summary — compact floors without the
// mapSvg body, for a session or a bearer key, refused anonymously and for another center.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;

describe('agency context read (spec 4.6)', () => {
  let t: AccountsApp;
  let admin: string;
  let bearer: Record<string, string>;
  let editorOutsideArea: string;
  const path = (centerId: string, query = '') => `/api/agencyos/v1/centers/${centerId}/context${query}`;

  beforeAll(async () => {
    t = await openAccountsApp();
    admin = await t.signIn((await t.createUser('CENTER_ADMIN')).email);
    editorOutsideArea = await t.signIn((await t.createUser('VIEWER')).email);
    const created = (await (
      await t.request('POST', '/api/users/me/api-keys', { cookie: admin, body: { name: 'agency' } })
    ).json()) as Json;
    bearer = { authorization: `Bearer ${created.data.key}` };
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the center alone without include', async () => {
    const res = await t.request('GET', path(t.centerId), { cookie: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(true);
    expect(Object.keys(body.data)).toEqual(['center']);
    expect(Object.keys(body.data.center).sort()).toEqual(['id', 'name', 'slug']);
    expect(body.data.center.id).toBe(t.centerId);
  });

  it('adds compact floors without the mapSvg key for include=floors_summary (bearer key)', async () => {
    const res = await t.request('GET', path(t.centerId, '?include=floors_summary'), { headers: bearer });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.data.floors.length).toBeGreaterThan(0);
    for (const floor of body.data.floors) {
      expect(floor).not.toHaveProperty('mapSvg');
      expect(floor).toMatchObject({
        id: expect.any(String),
        floorNumber: expect.any(Number),
        svgBytes: expect.any(Number),
      });
    }
    expect(body.data.floors.filter((f: Json) => f.isDefault)).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('<svg');
  });

  it('answers 400 for an unknown include value, also inside a list', async () => {
    for (const query of ['?include=everything', '?include=floors_summary,shops']) {
      const res = await t.request('GET', path(t.centerId, query), { cookie: admin });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).error.code).toBe('INVALID_REQUEST');
    }
  });

  it('answers 401 anonymously and 403 for another center or a role outside the area', async () => {
    expect((await t.request('GET', path(t.centerId, '?include=floors_summary'))).status).toBe(401);
    expect((await t.request('GET', path(t.otherCenterId), { cookie: admin })).status).toBe(403);
    expect((await t.request('GET', path(t.otherCenterId), { headers: bearer })).status).toBe(403);
    expect((await t.request('GET', path(t.centerId), { cookie: editorOutsideArea })).status).toBe(403);
  });
});
