import type { AccountServices } from '@center-platform/core/accounts';
import { connectSocialAccount, setSocialAccountStatus, socialAccountCenterId } from '@center-platform/core/social';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { requireAccess } from '../auth/guard';
import type { AppEnv } from '../context';
import { readJsonBody } from '../http/body';
import { ApiError } from '../http/errors';
import { uuidParam } from '../http/params';
import { parseQuery } from '../http/query';
import { route } from '../http/route';
import { SOCIAL_APPROVER_RULE } from './rules';

/**
 * Spec 6.4: the social accounts a center publishes through, managed by those who may publish (approvers).
 * `POST /api/social/accounts?centerId=` `{ provider, externalAccountId, name? }` connects one (201; the center's
 * own again: connected); `POST /api/social/accounts/:accountId/reconnect | disconnect`. The hub lists them.
 */
export function socialAccountRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = SOCIAL_APPROVER_RULE;

  /** The account's center, checked against the caller (404 for an unknown account, 403 for another center). */
  const accountAccess = async (c: Context<AppEnv>) => {
    const accountId = uuidParam(c, 'accountId');
    const centerId = await socialAccountCenterId(services.db, accountId);
    if (!centerId) throw new ApiError(404, 'SOCIAL_ACCOUNT_NOT_FOUND', 'No such social account.');
    requireAccess(c, rule, centerId);
    return { centerId, accountId };
  };

  route(
    app,
    {
      method: 'post',
      path: '/api/social/accounts',
      tag: 'Social',
      summary: 'Connect a social account',
      status: 201,
      access: { staff: rule, centerQuery: 'centerId' },
    },
    async (c) => {
      const { centerId } = parseQuery(c, z.object({ centerId: z.uuid() }));
      const account = await connectSocialAccount(services.db, centerId, await readJsonBody(c));
      return c.json({ success: true, data: account }, 201);
    },
  );

  for (const [action, status] of [
    ['reconnect', 'connected'],
    ['disconnect', 'disconnected'],
  ] as const) {
    route(
      app,
      {
        method: 'post',
        path: `/api/social/accounts/:accountId/${action}`,
        tag: 'Social',
        summary: `Mark a social account ${status}`,
        access: { staff: rule },
      },
      async (c) => {
        const { centerId, accountId } = await accountAccess(c);
        return c.json({ success: true, data: await setSocialAccountStatus(services.db, centerId, accountId, status) });
      },
    );
  }
  return app;
}
