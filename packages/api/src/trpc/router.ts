import { authRouter, mailAliasesRouter, profileRouter, usersRouter } from './accounts.router';
import { router } from './init';

/** The dashboard's tRPC router, served at /trpc. */
export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  profile: profileRouter,
  mailAliases: mailAliasesRouter,
});
export type AppRouter = typeof appRouter;
