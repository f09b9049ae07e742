import {
  type AccountServices,
  type Actor,
  createUser,
  deleteUser,
  listUsers,
  sendAdminResetLink,
  updateUser,
} from '@center-platform/core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { ApiError } from '../http/errors';
import { uuidParam } from '../http/params';
import { ACCOUNT_RULES } from './rules';

const CreateUser = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(200),
  role: z.string().min(1).max(60),
  centerId: z.uuid().nullable().optional(),
  invite: z.boolean().optional(),
});
const UpdateUser = z
  .object({
    name: z.string().trim().min(1).max(200),
    role: z.string().min(1).max(60),
    isActive: z.boolean(),
    centerId: z.uuid().nullable(),
    // only triggers a reset link: the value is never stored (spec 3, 5)
    newPassword: z.string().max(1024),
  })
  .partial()
  .strict();

export function actorOf(c: Context<AppEnv>): Actor {
  const principal = c.get('principal');
  if (!principal) throw new ApiError(401, 'UNAUTHENTICATED', 'Staff credentials are required.');
  return {
    userId: principal.userId,
    role: principal.role,
    centerId: principal.centerId,
    name: c.get('caller')?.name ?? '',
  };
}

/** Spec 4.5: user management by admins. */
export function usersRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = ACCOUNT_RULES.manageUsers;
  staffRoute(app, { method: 'get', path: '/api/users', rule }, async (c) =>
    c.json({ success: true, data: await listUsers(services.db, actorOf(c)) }),
  );
  staffRoute(app, { method: 'post', path: '/api/users', rule }, async (c) => {
    const created = await createUser(services, actorOf(c), await parseBody(c, CreateUser));
    return c.json({ success: true, ...created }, 201);
  });
  staffRoute(app, { method: 'put', path: '/api/users/:userId', rule }, async (c) => {
    const updated = await updateUser(services, actorOf(c), uuidParam(c, 'userId'), await parseBody(c, UpdateUser));
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
