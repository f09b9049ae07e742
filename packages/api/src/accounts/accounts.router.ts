import {
  activateAccount,
  ChangeOwnPasswordInput,
  CheckLinkInput,
  CreateServerKeyInput,
  CreateUserInput,
  changeOwnPassword,
  checkLink,
  createMailAlias,
  createServerKey,
  createUser,
  deleteUser,
  ForgotPasswordInput,
  forgotPassword,
  getNotificationPreferences,
  LinkTokenInput,
  listMailAliasPage,
  listUserPage,
  listUsers,
  MailAliasInput,
  MailAliasPageQuery,
  NotificationPreferencesInput,
  removeMailAlias,
  resendInvitation,
  resendMailAliasVerification,
  resetPasswordWithLink,
  revokeServerKey,
  SetPasswordWithLinkInput,
  SignInInput,
  sendAdminResetLink,
  setNotificationPreferences,
  signIn,
  UpdateUserInput,
  UserPageQuery,
  unlockAccount,
  updateUser,
  verifyMailAlias,
} from '@center-platform/core/accounts';
import { listWorkableCenters, WorkableCentersQuery } from '@center-platform/core/centers';
import { getRoleModuleConfig } from '@center-platform/core/modules';
import { listOrganizations } from '@center-platform/core/organizations';
import { z } from 'zod';
import { actorOf } from '../auth/actor';
import { clientIp } from '../http/rate-limit';
import { principalOf, publicProcedure, router, ruledProcedure } from '../trpc/init';
import { ACCOUNT_RULES } from './rules';

// The dashboard's account procedures (spec 4.5, 3). Each calls the same core function as its REST twin.

const user = z.object({ userId: z.uuid() });

export const authRouter = router({
  signIn: publicProcedure.input(SignInInput).mutation(async ({ ctx, input }) => {
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
    .input(SetPasswordWithLinkInput)
    .mutation(({ ctx, input }) => activateAccount(ctx.services, input)),
  resetPassword: publicProcedure
    .input(SetPasswordWithLinkInput)
    .mutation(({ ctx, input }) => resetPasswordWithLink(ctx.services, input)),
  unlock: publicProcedure.input(LinkTokenInput).mutation(({ ctx, input }) => unlockAccount(ctx.services, input)),
  linkStatus: publicProcedure.input(CheckLinkInput).query(({ ctx, input }) => checkLink(ctx.services, input)),
  verifyMailAlias: publicProcedure
    .input(LinkTokenInput)
    .mutation(({ ctx, input }) => verifyMailAlias(ctx.services, input.token)),
});

export const usersRouter = router({
  list: ruledProcedure(ACCOUNT_RULES.manageUsers).query(({ ctx }) => listUsers(ctx.services.db, actorOf(ctx))),
  page: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(UserPageQuery)
    .query(({ ctx, input }) => listUserPage(ctx.services.db, actorOf(ctx), input)),
  create: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(CreateUserInput)
    .mutation(({ ctx, input }) => createUser(ctx.services, actorOf(ctx), input)),
  update: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(UpdateUserInput.extend(user.shape))
    .mutation(({ ctx, input: { userId, ...changes } }) => updateUser(ctx.services, actorOf(ctx), userId, changes)),
  /** the organizations an organization-wide user can be given */
  organizations: ruledProcedure(ACCOUNT_RULES.placeUsers).query(({ ctx }) => listOrganizations(ctx.services.db)),
  delete: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(user)
    .mutation(({ ctx, input }) => deleteUser(ctx.services, actorOf(ctx), input.userId)),
  sendResetLink: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(user)
    .mutation(({ ctx, input }) => sendAdminResetLink(ctx.services, actorOf(ctx), input.userId)),
  resendInvitation: ruledProcedure(ACCOUNT_RULES.manageUsers)
    .input(user)
    .mutation(({ ctx, input }) => resendInvitation(ctx.services, actorOf(ctx), input.userId)),
});

export const profileRouter = router({
  // the media base lets the dashboard show stored media paths (thumbnails) as the websites see them
  me: ruledProcedure(ACCOUNT_RULES.self).query(({ ctx }) => ({
    ...actorOf(ctx),
    email: ctx.caller?.email ?? '',
    mediaBaseUrl: ctx.mediaCdnBaseUrl,
  })),
  changePassword: ruledProcedure(ACCOUNT_RULES.self)
    .input(ChangeOwnPasswordInput)
    .mutation(async ({ ctx, input }) => {
      await changeOwnPassword(ctx.services, actorOf(ctx).userId, {
        ...input,
        ...(ctx.sessionId ? { keepSessionId: ctx.sessionId } : {}),
      });
      return { changed: true };
    }),
  notificationPreferences: ruledProcedure(ACCOUNT_RULES.self).query(({ ctx }) =>
    getNotificationPreferences(ctx.services.db, actorOf(ctx).userId),
  ),
  setNotificationPreferences: ruledProcedure(ACCOUNT_RULES.self)
    .input(NotificationPreferencesInput)
    .mutation(({ ctx, input }) => setNotificationPreferences(ctx.services.db, actorOf(ctx).userId, input)),
  /** the centers the caller works on, for the dashboard's center switcher (SUPER_ADMIN: all, by name) */
  centers: ruledProcedure(ACCOUNT_RULES.self)
    .input(WorkableCentersQuery)
    .query(({ ctx, input }) => listWorkableCenters(ctx.services.db, actorOf(ctx), input)),
  roleModuleConfig: ruledProcedure(ACCOUNT_RULES.self).query(({ ctx }) =>
    getRoleModuleConfig(ctx.services.db, {
      organizationId: principalOf(ctx).organizationId,
      role: principalOf(ctx).role,
    }),
  ),
  createApiKey: ruledProcedure(ACCOUNT_RULES.self)
    .input(CreateServerKeyInput)
    .mutation(({ ctx, input }) => createServerKey(ctx.services.db, actorOf(ctx).userId, input.name)),
  revokeApiKey: ruledProcedure(ACCOUNT_RULES.self)
    .input(z.object({ keyId: z.uuid() }))
    .mutation(async ({ ctx, input }) => {
      await revokeServerKey(ctx.services.db, actorOf(ctx).userId, input.keyId);
      return { revoked: true };
    }),
});

const aliasOfCenter = z.object({ centerId: z.uuid(), aliasId: z.uuid() });

export const mailAliasesRouter = router({
  page: ruledProcedure(ACCOUNT_RULES.mailAliases)
    .input(MailAliasPageQuery.extend({ centerId: z.uuid() }))
    .query(({ ctx, input: { centerId, ...query } }) => listMailAliasPage(ctx.services.db, centerId, query)),
  create: ruledProcedure(ACCOUNT_RULES.mailAliases)
    .input(MailAliasInput.extend({ centerId: z.uuid() }))
    .mutation(({ ctx, input: { centerId, ...alias } }) => createMailAlias(ctx.services, centerId, alias)),
  resendVerification: ruledProcedure(ACCOUNT_RULES.mailAliases)
    .input(aliasOfCenter)
    .mutation(({ ctx, input }) => resendMailAliasVerification(ctx.services, input.centerId, input.aliasId)),
  remove: ruledProcedure(ACCOUNT_RULES.mailAliases)
    .input(aliasOfCenter)
    .mutation(({ ctx, input }) => removeMailAlias(ctx.services.db, input.centerId, input.aliasId)),
});
