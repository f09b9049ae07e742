import { authRouter, mailAliasesRouter, profileRouter, usersRouter } from '../accounts/accounts.router';
import { analyticsRouter } from '../analytics/analytics.router';
import { bellRouter } from '../bell/bell.router';
import { centerplanRouter } from '../centerplan/centerplan.router';
import { centerWorkRouter } from '../content/center-work.router';
import { dashboardRouter } from '../dashboard/dashboard.router';
import { historyRouter } from '../history/history.router';
import { legacyImportRouter } from '../imports/legacy-import.router';
import { reportingImportRouter } from '../imports/reporting-import.router';
import { mediaRouter } from '../media/media.router';
import { modulesRouter } from '../modules/modules.router';
import { organizationKeysRouter } from '../organizations/organization-keys.router';
import { pluginSitesRouter } from '../plugin-sites/plugin-sites.router';
import { clientReportingRouter } from '../reporting/reporting.router';
import { socialRouter } from '../social/social.router';
import { wayfindingRouter } from '../wayfinding/wayfinding.router';
import { webhooksRouter } from '../webhooks/webhooks.router';
import { websiteFormsRouter } from '../website-forms/website-forms.router';
import { router } from './init';

/** The dashboard's tRPC router, served at /trpc: each area's router, assembled. */
export const appRouter = router({
  dashboard: dashboardRouter,
  auth: authRouter,
  users: usersRouter,
  profile: profileRouter,
  bell: bellRouter,
  mailAliases: mailAliasesRouter,
  centerWork: centerWorkRouter,
  centerplan: centerplanRouter,
  history: historyRouter,
  legacyImport: legacyImportRouter,
  reportingImport: reportingImportRouter,
  clientReporting: clientReportingRouter,
  wayfinding: wayfindingRouter,
  pluginSites: pluginSitesRouter,
  webhooks: webhooksRouter,
  websiteForms: websiteFormsRouter,
  social: socialRouter,
  organizationKeys: organizationKeysRouter,
  analytics: analyticsRouter,
  media: mediaRouter,
  modules: modulesRouter,
});
export type AppRouter = typeof appRouter;
