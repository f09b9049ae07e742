import {
  type AccountServices,
  activateAccount,
  CheckLinkInput,
  checkLink,
  ForgotPasswordInput,
  forgotPassword,
  LinkTokenInput,
  resetPasswordWithLink,
  SetPasswordWithLinkInput,
  SignInInput,
  signIn,
  unlockAccount,
  verifyMailAlias,
} from '@center-platform/core/accounts';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { clientIp, rateLimit } from '../http/rate-limit';
import type { AccountLimiters } from './limits';

/** Spec 4.5 and 5: sign-in, sign-out and what the account links do, for the pages and for scripts. */
export function authRoutes(services: AccountServices, limits: AccountLimiters, options: { trustProxy: boolean }) {
  const { sessions } = services;
  const limited = (limiter: AccountLimiters[keyof AccountLimiters]) =>
    rateLimit(limiter, { enabled: true, trustProxy: options.trustProxy, cors: false });
  return new Hono<AppEnv>()
    .post('/api/auth/sign-in', limited(limits.signIn), async (c) => {
      const body = await parseBody(c, SignInInput);
      const previous = c.get('sessionId');
      if (previous) await sessions.invalidateSession(previous);
      const { sessionId, userId } = await signIn(services, {
        ...body,
        ipAddress: clientIp(c, options.trustProxy),
        userAgent: c.req.header('user-agent') ?? null,
      });
      c.header('Set-Cookie', sessions.createSessionCookie(sessionId).serialize(), { append: true });
      return c.json({ success: true, userId });
    })
    .post('/api/auth/sign-out', async (c) => {
      const sessionId = c.get('sessionId');
      if (sessionId) await sessions.invalidateSession(sessionId);
      c.header('Set-Cookie', sessions.createBlankSessionCookie().serialize(), { append: true });
      return c.json({ success: true });
    })
    .post('/api/auth/forgot-password', limited(limits.forgotPassword), async (c) => {
      await forgotPassword(services, await parseBody(c, ForgotPasswordInput));
      // the same answer whether or not the account exists
      return c.json({ success: true, message: 'If an account with this e-mail exists, a reset link is on its way.' });
    })
    .post('/api/auth/reset-password', async (c) =>
      c.json({
        success: true,
        ...(await resetPasswordWithLink(services, await parseBody(c, SetPasswordWithLinkInput))),
      }),
    )
    .post('/api/auth/activate', async (c) =>
      c.json({ success: true, ...(await activateAccount(services, await parseBody(c, SetPasswordWithLinkInput))) }),
    )
    .post('/api/auth/unlock', async (c) =>
      c.json({ success: true, ...(await unlockAccount(services, await parseBody(c, LinkTokenInput))) }),
    )
    .post('/api/mail-aliases/verify', async (c) =>
      c.json({ success: true, data: await verifyMailAlias(services, (await parseBody(c, LinkTokenInput)).token) }),
    )
    .post('/api/auth/link-status', async (c) => {
      const body = await parseBody(c, CheckLinkInput);
      return c.json({ success: true, ...(await checkLink(services, body)) });
    });
}
