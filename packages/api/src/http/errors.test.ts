// Issue 21, point 4: a failed connection answers 503 DATABASE_UNAVAILABLE only when it was the database's; a
// socket of another service that a route left unhandled stays a 500.
import { createDatabase, type Database } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { openTestDatabase } from '@center-platform/core/testing';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { errorHandler } from './errors';

const refused = () =>
  new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
  });

function appOn(db: Kysely<Database>) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('log', createLogger({ level: 'silent' }));
    await next();
  });
  app.get('/outbound', () => {
    throw refused();
  });
  app.onError(errorHandler(db));
  return app;
}

describe('the error answer of a failed connection', () => {
  it('is a 500 while the database answers: the socket was another service’s', async () => {
    const handle = await openTestDatabase();
    try {
      const res = await appOn(handle.db).request('/outbound');
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    } finally {
      await handle.close();
    }
  }, 30_000);

  it('is a 503 DATABASE_UNAVAILABLE with Retry-After while the database does not answer', async () => {
    const unreachable = createDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:9/none' });
    try {
      const res = await appOn(unreachable.db).request('/outbound');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toMatchObject({ error: { code: 'DATABASE_UNAVAILABLE' } });
    } finally {
      await unreachable.close();
    }
  }, 30_000);
});
