import {
  type AccountServices,
  CreateUserInput,
  createUser,
  deleteUser,
  listUsers,
  sendAdminResetLink,
  UpdateUserInput,
  updateUser,
} from '@center-platform/core';
import { Hono } from 'hono';
import { actorOf } from '../auth/actor';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { uuidParam } from '../http/params';
import { ACCOUNT_RULES } from './rules';

/** Spec 4.5: user management by admins. */
export function usersRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = ACCOUNT_RULES.manageUsers;
  staffRoute(app, { method: 'get', path: '/api/users', rule }, async (c) =>
    c.json({ success: true, data: await listUsers(services.db, actorOf(c)) }),
  );
  staffRoute(app, { method: 'post', path: '/api/users', rule }, async (c) => {
    const created = await createUser(services, actorOf(c), await parseBody(c, CreateUserInput));
    return c.json({ success: true, ...created }, 201);
  });
  staffRoute(app, { method: 'put', path: '/api/users/:userId', rule }, async (c) => {
    const updated = await updateUser(services, actorOf(c), uuidParam(c, 'userId'), await parseBody(c, UpdateUserInput));
    return c.json({ success: true, data: updated.user, emailSent: updated.emailSent });
  });
  staffRoute(app, { method: 'delete', path: '/api/users/:userId', rule }, async (c) =>
    c.json({ success: true, ...(await deleteUser(services, actorOf(c), uuidParam(c, 'userId'))) }),
  );
  staffRoute(app, { method: 'post', path: '/api/users/:userId/reset-password', rule }, async (c) =>
    c.json({ success: true, ...(await sendAdminResetLink(services, actorOf(c), uuidParam(c, 'userId'))) }),
  );
  return app;
}
