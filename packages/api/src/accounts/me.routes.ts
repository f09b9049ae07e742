import {
  type AccountServices,
  ChangeOwnPasswordInput,
  CreateServerKeyInput,
  changeOwnPassword,
  createServerKey,
  getNotificationPreferences,
  NotificationPreferencesInput,
  revokeServerKey,
  setNotificationPreferences,
} from '@center-platform/core/accounts';
import { getRoleModuleConfig } from '@center-platform/core/modules';
import { Hono } from 'hono';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { route, UuidParam } from '../http/route';
import { ACCOUNT_RULES } from './rules';

/** Spec 4.5, 2.11: the caller's own profile, notification preferences, module overrides and bearer keys. */
export function meRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = ACCOUNT_RULES.self;
  route(
    app,
    { method: 'get', path: '/api/users/me', tag: 'Accounts', summary: 'The signed-in user', access: { staff: rule } },
    async (c) => {
      const me = actorOf(c);
      const caller = c.get('caller');
      return c.json({
        success: true,
        data: { id: me.userId, name: me.name, email: caller?.email, role: me.role, centerId: me.centerId },
      });
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/users/me/change-password',
      tag: 'Accounts',
      summary: 'Change the own password',
      access: { staff: rule },
    },
    async (c) => {
      const body = await parseBody(c, ChangeOwnPasswordInput);
      const keepSessionId = c.get('sessionId');
      await changeOwnPassword(services, actorOf(c).userId, { ...body, ...(keepSessionId ? { keepSessionId } : {}) });
      return c.json({ success: true });
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/users/me/notification-preferences',
      tag: 'Accounts',
      summary: 'The own notification preferences',
      access: { staff: rule },
    },
    async (c) => c.json({ success: true, data: await getNotificationPreferences(services.db, actorOf(c).userId) }),
  );
  route(
    app,
    {
      method: 'patch',
      path: '/api/users/me/notification-preferences',
      tag: 'Accounts',
      summary: 'Change the own notification preferences',
      access: { staff: rule },
    },
    async (c) => {
      const body = await parseBody(c, NotificationPreferencesInput);
      return c.json({ success: true, data: await setNotificationPreferences(services.db, actorOf(c).userId, body) });
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/role-module-config',
      tag: 'Accounts',
      summary: "The modules of the caller's role",
      access: { staff: rule },
    },
    async (c) => {
      const principal = c.get('principal');
      return c.json({
        success: true,
        data: await getRoleModuleConfig(services.db, {
          organizationId: principal?.organizationId ?? null,
          role: actorOf(c).role,
        }),
      });
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/users/me/api-keys',
      tag: 'Accounts',
      summary: 'Create a personal bearer key (shown once)',
      status: 201,
      access: { staff: rule },
    },
    async (c) => {
      const body = await parseBody(c, CreateServerKeyInput);
      // shown once: only its hash is kept
      return c.json({ success: true, data: await createServerKey(services.db, actorOf(c).userId, body.name) }, 201);
    },
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/users/me/api-keys/:keyId',
      tag: 'Accounts',
      summary: 'Revoke a personal bearer key',
      access: { staff: rule },
      request: { params: z.object({ keyId: UuidParam }) },
    },
    async (c, { params }) => {
      await revokeServerKey(services.db, actorOf(c).userId, params.keyId);
      return c.json({ success: true });
    },
  );
  return app;
}
