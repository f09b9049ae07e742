import {
  type AccountServices,
  CreateUserInput,
  createUser,
  deleteUser,
  listUsers,
  resendInvitation,
  sendAdminResetLink,
  UpdateUserInput,
  updateUser,
} from '@center-platform/core/accounts';
import { Hono } from 'hono';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { route, UuidParam } from '../http/route';
import { ACCOUNT_RULES } from './rules';

/** Spec 4.5: user management by admins. */
export function usersRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const rule = ACCOUNT_RULES.manageUsers;
  const params = z.object({ userId: UuidParam });
  route(
    app,
    {
      method: 'get',
      path: '/api/users',
      tag: 'Accounts',
      summary: 'The users the caller manages',
      access: { staff: rule },
    },
    async (c) => c.json({ success: true, data: await listUsers(services.db, actorOf(c)) }),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/users',
      tag: 'Accounts',
      summary: 'Create a user',
      status: 201,
      access: { staff: rule },
    },
    async (c) => {
      const created = await createUser(services, actorOf(c), await parseBody(c, CreateUserInput));
      return c.json({ success: true, ...created }, 201);
    },
  );
  route(
    app,
    {
      method: 'put',
      path: '/api/users/:userId',
      tag: 'Accounts',
      summary: 'Change a user',
      access: { staff: rule },
      request: { params },
    },
    async (c, { params }) => {
      const updated = await updateUser(services, actorOf(c), params.userId, await parseBody(c, UpdateUserInput));
      return c.json({ success: true, data: updated.user, emailSent: updated.emailSent });
    },
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/users/:userId',
      tag: 'Accounts',
      summary: 'Delete a user',
      access: { staff: rule },
      request: { params },
    },
    async (c, { params }) => c.json({ success: true, ...(await deleteUser(services, actorOf(c), params.userId)) }),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/users/:userId/reset-password',
      tag: 'Accounts',
      summary: 'Send a user a password reset link',
      access: { staff: rule },
      request: { params },
    },
    async (c, { params }) =>
      c.json({ success: true, ...(await sendAdminResetLink(services, actorOf(c), params.userId)) }),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/users/:userId/resend-invitation',
      tag: 'Accounts',
      summary: 'Send an invited user a new setup link',
      description:
        'For a user who has not set a password yet: a new setup link (USER_INVITATION), the earlier one stops ' +
        'working. 409 USER_NOT_INVITED for a user who set a password or is deactivated.',
      access: { staff: rule },
      request: { params },
    },
    async (c, { params }) =>
      c.json({ success: true, ...(await resendInvitation(services, actorOf(c), params.userId)) }),
  );
  return app;
}
