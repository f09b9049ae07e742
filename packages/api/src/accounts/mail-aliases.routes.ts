import {
  type AccountServices,
  createMailAlias,
  MailAliasInput,
  resendMailAliasVerification,
} from '@center-platform/core/accounts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { uuidParam } from '../http/params';
import { route, UuidParam } from '../http/route';
import { ACCOUNT_RULES } from './rules';

/** Spec 3 (alias rows), 4.5: forwarding aliases of a center. */
export function mailAliasRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = ACCOUNT_RULES.mailAliases;
  route(
    app,
    {
      method: 'post',
      path: '/api/centers/:centerId/mail-aliases',
      tag: 'Accounts',
      summary: 'Add a mail alias of a center',
      status: 201,
      access: { staff: rule, centerParam: 'centerId' },
    },
    async (c) => {
      const body = await parseBody(c, MailAliasInput);
      return c.json({ success: true, data: await createMailAlias(services, uuidParam(c, 'centerId'), body) }, 201);
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/centers/:centerId/mail-aliases/:aliasId/verify',
      tag: 'Accounts',
      summary: 'Send the verification of a mail alias',
      access: { staff: rule, centerParam: 'centerId' },
      request: { params: z.object({ centerId: UuidParam, aliasId: UuidParam }) },
    },
    async (c, { params }) =>
      c.json({ success: true, ...(await resendMailAliasVerification(services, params.centerId, params.aliasId)) }),
  );
  return app;
}
