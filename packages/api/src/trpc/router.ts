import { getDashboardHome } from '@center-platform/core';
import { z } from 'zod';
import { HOME_RULE } from '../dashboard/home.routes';
import { authRouter, mailAliasesRouter, profileRouter, usersRouter } from './accounts.router';
import { analyticsRouter } from './analytics.router';
import { centerWorkRouter } from './center-work.router';
import { centerplanRouter } from './centerplan.router';
import { router, ruledProcedure } from './init';
import { mediaRouter } from './media.router';
import { organizationKeysRouter } from './organization-keys.router';
import { pluginSitesRouter } from './plugin-sites.router';
import { clientReportingRouter } from './reporting.router';
import { reportingImportRouter } from './reporting-import.router';
import { socialRouter } from './social.router';
import { wayfindingRouter } from './wayfinding.router';
import { websiteFormsRouter } from './website-forms.router';

/** The dashboard's tRPC router, served at /trpc. */
export const appRouter = router({
  dashboard: router({
    home: ruledProcedure(HOME_RULE)
      .input(z.object({ centerId: z.uuid() }))
      .query(({ ctx, input }) => getDashboardHome(ctx.services.db, input.centerId)),
  }),
  auth: authRouter,
  users: usersRouter,
  profile: profileRouter,
  mailAliases: mailAliasesRouter,
  centerWork: centerWorkRouter,
  centerplan: centerplanRouter,
  reportingImport: reportingImportRouter,
  clientReporting: clientReportingRouter,
  wayfinding: wayfindingRouter,
  pluginSites: pluginSitesRouter,
  websiteForms: websiteFormsRouter,
  social: socialRouter,
  organizationKeys: organizationKeysRouter,
  analytics: analyticsRouter,
  media: mediaRouter,
});
export type AppRouter = typeof appRouter;
