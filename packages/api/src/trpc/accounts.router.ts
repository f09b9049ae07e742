import {
  activateAccount,
  changeOwnPassword,
  checkLink,
  createMailAlias,
  createServerKey,
  createUser,
  deleteUser,
  ForgotPasswordInput,
  forgotPassword,
  getNotificationPreferences,
  getRoleModuleConfig,
  listUsers,
  MailAliasInput,
  NotificationPreferencesInput,
  plainText,
  ROLES,
  resendMailAliasVerification,
  resetPasswordWithLink,
  revokeServerKey,
  sendAdminResetLink,
  setNotificationPreferences,
  signIn,
  unlockAccount,
  updateUser,
  verifyMailAlias,
} from '@center-platform/core';
import { z } from 'zod';
import { ACCOUNT_RULES } from '../accounts/rules';
import { clientIp } from '../http/rate-limit';
import { principalOf, publicProcedure, router, ruledProcedure, type TrpcContext } from './init';

// The dashboard's account procedures (spec 4.5, 3). Each calls the same core function as its REST twin.

const actor = (ctx: TrpcContext) => {
  const p = principalOf(ctx);
  return { userId: p.userId, role: p.role, centerId: p.centerId, name: ctx.caller?.name ?? '' };
};
const token = z.string().min(1).max(200);
const password = z.string().min(1).max(1024);

export const authRouter = router({
  signIn: publicProcedure
    .input(z.object({ email: z.string().trim().min(3).max(320), password }))
    .mutation(async ({ ctx, input }) => {
      const { sessions } = ctx.services;
      if (ctx.sessionId) await sessions.invalidateSession(ctx.sessionId);
      const { sessionId, userId } = await signIn(ctx.services, {
        ...input,
        ipAddress: clientIp(ctx.hono, ctx.trustProxy),
        userAgent: ctx.hono.req.header('user-agent') ?? null,
      });
      ctx.resHeaders.append('Set-Cookie', sessions.createSessionCookie(sessionId).serialize());
      return { userId };
    }),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await ctx.services.sessions.invalidateSession(ctx.sessionId);
    ctx.resHeaders.append('Set-Cookie', ctx.services.sessions.createBlankSessionCookie().serialize());
    return { signedOut: true };
  }),
  forgotPassword: publicProcedure.input(ForgotPasswordInput).mutation(async ({ ctx, input }) => {
    await forgotPassword(ctx.services, input);
    return { accepted: true };
  }),
  activate: publicProcedure
    .input(z.object({ token, password }))
    .mutation(({ ctx, input }) => activateAccount(ctx.services, input)),
  resetPassword: publicProcedure
    .input(z.object({ token, password }))
    .mutation(({ ctx, input }) => resetPasswordWithLink(ctx.services, input)),
  unlock: publicProcedure.input(z.object({ token })).mutation(({ ctx, input }) => unlockAccount(ctx.services, input)),
  linkStatus: publicProcedure
    .input(z.object({ token, purpose: z.enum(['setup', 'reset', 'unlock', 'mail_alias_verify']) }))
    .query(({ ctx, input }) => checkLink(ctx.services, input.token, input.purpose)),
  verifyMailAlias: publicProcedure
    .input(z.object({ token }))
    .mutation(({ ctx, input }) => verifyMailAlias(ctx.services, input.token)),
});

export const usersRouter = router({
  list: ruledProcedure(ACCOUNT_RULES.manageUsers).query(({ ctx }) => listUsers(ctx.services.db, actor(ctx))),
  create: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(
      z.object({
        email: z.email().max(320),
        name: plainText().min(1).max(200),
        role: z.enum(ROLES),
        centerId: z.uuid().nullable().optional(),
        invite: z.boolean().optional(),
      }),
    )
    .mutation(({ ctx, input }) => createUser(ctx.services, actor(ctx), input)),
  update: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(
      z.object({
        userId: z.uuid(),
        name: plainText().min(1).max(200).optional(),
        role: z.enum(ROLES).optional(),
        isActive: z.boolean().optional(),
        centerId: z.uuid().nullable().optional(),
        newPassword: z.string().max(1024).optional(),
      }),
    )
    .mutation(({ ctx, input: { userId, ...changes } }) => updateUser(ctx.services, actor(ctx), userId, changes)),
  delete: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(z.object({ userId: z.uuid() }))
    .mutation(({ ctx, input }) => deleteUser(ctx.services, actor(ctx), input.userId)),
  sendResetLink: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(z.object({ userId: z.uuid() }))
    .mutation(({ ctx, input }) => sendAdminResetLink(ctx.services, actor(ctx), input.userId)),
});

export const profileRouter = router({
  me: ruledProcedure(ACCOUNT_RULES.self).query(({ ctx }) => ({ ...actor(ctx), email: ctx.caller?.email ?? '' })),
  changePassword: ruledProcedure(ACCOUNT_RULES.self)
    .input(z.object({ currentPassword: password, newPassword: password }))
    .mutation(async ({ ctx, input }) => {
      await changeOwnPassword(ctx.services, actor(ctx).userId, {
        ...input,
        ...(ctx.sessionId ? { keepSessionId: ctx.sessionId } : {}),
      });
      return { changed: true };
    }),
  notificationPreferences: ruledProcedure(ACCOUNT_RULES.self).query(({ ctx }) =>
    getNotificationPreferences(ctx.services.db, actor(ctx).userId),
  ),
  setNotificationPreferences: ruledProcedure(ACCOUNT_RULES.self)
    .input(NotificationPreferencesInput)
    .mutation(({ ctx, input }) => setNotificationPreferences(ctx.services.db, actor(ctx).userId, input)),
  roleModuleConfig: ruledProcedure(ACCOUNT_RULES.self).query(({ ctx }) =>
    getRoleModuleConfig(ctx.services.db, {
      organizationId: principalOf(ctx).organizationId,
      role: principalOf(ctx).role,
    }),
  ),
  createApiKey: ruledProcedure(ACCOUNT_RULES.self)
    .input(z.object({ name: plainText().min(1).max(100) }))
    .mutation(({ ctx, input }) => createServerKey(ctx.services.db, actor(ctx).userId, input.name)),
  revokeApiKey: ruledProcedure(ACCOUNT_RULES.self)
    .input(z.object({ keyId: z.uuid() }))
    .mutation(async ({ ctx, input }) => {
      await revokeServerKey(ctx.services.db, actor(ctx).userId, input.keyId);
      return { revoked: true };
    }),
});

export const mailAliasesRouter = router({
  create: ruledProcedure(ACCOUNT_RULES.mailAliases)
    .input(MailAliasInput.extend({ centerId: z.uuid() }))
    .mutation(({ ctx, input: { centerId, ...alias } }) => createMailAlias(ctx.services, centerId, alias)),
  resendVerification: ruledProcedure(ACCOUNT_RULES.mailAliases)
    .input(z.object({ centerId: z.uuid(), aliasId: z.uuid() }))
    .mutation(({ ctx, input }) => resendMailAliasVerification(ctx.services, input.centerId, input.aliasId)),
});
