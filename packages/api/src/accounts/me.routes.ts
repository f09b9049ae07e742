import {
  type AccountServices,
  ChangeOwnPasswordInput,
  CreateServerKeyInput,
  changeOwnPassword,
  createServerKey,
  getNotificationPreferences,
  getRoleModuleConfig,
  NotificationPreferencesInput,
  revokeServerKey,
  setNotificationPreferences,
} from '@center-platform/core';
import { Hono } from 'hono';
import { actorOf } from '../auth/actor';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { uuidParam } from '../http/params';
import { ACCOUNT_RULES } from './rules';

/** Spec 4.5, 2.11: the caller's own profile, notification preferences, module overrides and bearer keys. */
export function meRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = ACCOUNT_RULES.self;
  staffRoute(app, { method: 'get', path: '/api/users/me', rule }, async (c) => {
    const me = actorOf(c);
    const caller = c.get('caller');
    return c.json({
      success: true,
      data: { id: me.userId, name: me.name, email: caller?.email, role: me.role, centerId: me.centerId },
    });
  });
  staffRoute(app, { method: 'post', path: '/api/users/me/change-password', rule }, async (c) => {
    const body = await parseBody(c, ChangeOwnPasswordInput);
    const keepSessionId = c.get('sessionId');
    await changeOwnPassword(services, actorOf(c).userId, { ...body, ...(keepSessionId ? { keepSessionId } : {}) });
    return c.json({ success: true });
  });
  staffRoute(app, { method: 'get', path: '/api/users/me/notification-preferences', rule }, async (c) =>
    c.json({ success: true, data: await getNotificationPreferences(services.db, actorOf(c).userId) }),
  );
  staffRoute(app, { method: 'patch', path: '/api/users/me/notification-preferences', rule }, async (c) => {
    const body = await parseBody(c, NotificationPreferencesInput);
    return c.json({ success: true, data: await setNotificationPreferences(services.db, actorOf(c).userId, body) });
  });
  staffRoute(app, { method: 'get', path: '/api/role-module-config', rule }, async (c) => {
    const principal = c.get('principal');
    return c.json({
      success: true,
      data: await getRoleModuleConfig(services.db, {
        organizationId: principal?.organizationId ?? null,
        role: actorOf(c).role,
      }),
    });
  });
  staffRoute(app, { method: 'post', path: '/api/users/me/api-keys', rule }, async (c) => {
    const body = await parseBody(c, CreateServerKeyInput);
    // shown once: only its hash is kept
    return c.json({ success: true, data: await createServerKey(services.db, actorOf(c).userId, body.name) }, 201);
  });
  staffRoute(app, { method: 'delete', path: '/api/users/me/api-keys/:keyId', rule }, async (c) => {
    await revokeServerKey(services.db, actorOf(c).userId, uuidParam(c, 'keyId'));
    return c.json({ success: true });
  });
  return app;
}
