import { authRouter, mailAliasesRouter, profileRouter, usersRouter } from './accounts.router';
import { centerWorkRouter } from './center-work.router';
import { router } from './init';

/** The dashboard's tRPC router, served at /trpc. */
export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  profile: profileRouter,
  mailAliases: mailAliasesRouter,
  centerWork: centerWorkRouter,
});
export type AppRouter = typeof appRouter;
