import { createHash, timingSafeEqual } from 'node:crypto';
import type { AccountServices } from '@center-platform/core/accounts';
import { runEmailDigest } from '@center-platform/core/mail';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { errorBody } from '../http/errors';
import { flagOf } from '../http/query';

// Spec 6.2, 8 (CRON_SECRET): the hourly cron triggers the daily digest with `Authorization: Bearer <CRON_SECRET>`.
// Mount it before the `authenticate` middleware of /api/*: that one would read the cron bearer as a server key.

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** `POST /api/cron/email-digest[?dryRun=1][&userId=<uuid>]`: runs the digest of the current Berlin hour. */
export function digestRoutes(services: AccountServices, cronSecret: string | undefined) {
  const app = new Hono<AppEnv>();
  // both sides hashed: equal length for timingSafeEqual, and the comparison reveals nothing about the length
  const expected = cronSecret ? sha256(cronSecret) : null;

  app.post('/api/cron/email-digest', async (c) => {
    const presented = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (!expected || !presented || !timingSafeEqual(sha256(presented), expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      const message = expected
        ? 'A valid cron bearer token is required.'
        : 'The cron endpoint is off: CRON_SECRET is not configured.';
      return c.json(errorBody('UNAUTHENTICATED', message), 401);
    }

    const dryRunParam = c.req.query('dryRun');
    const dryRun = dryRunParam === undefined ? false : flagOf(dryRunParam);
    if (dryRun === undefined) return c.json(errorBody('INVALID_REQUEST', 'query.dryRun: expected 1 or 0'), 400);
    const userId = c.req.query('userId');
    if (userId !== undefined && !z.uuid().safeParse(userId).success) {
      return c.json(errorBody('INVALID_REQUEST', 'query.userId: expected a uuid'), 400);
    }

    const result = await runEmailDigest(services, { dryRun, ...(userId ? { userId } : {}) });
    return c.json({ success: true as const, ...result });
  });
  return app;
}
