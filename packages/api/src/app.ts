import { type AccountServices, createSessions } from '@center-platform/core/accounts';
import { createMailer } from '@center-platform/core/mail';
import { createMediaStorage } from '@center-platform/core/media';
import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { authRoutes } from './accounts/auth.routes';
import { digestRoutes } from './accounts/digest.routes';
import { createAccountLimiters } from './accounts/limits';
import { mailAliasRoutes } from './accounts/mail-aliases.routes';
import { meRoutes } from './accounts/me.routes';
import { usersRoutes } from './accounts/users.routes';
import { agencyRoutes } from './agency/agency.routes';
import { footfallRoutes } from './analytics/footfall.routes';
import { authenticate } from './auth/authenticate';
import { sameOriginAccountRoutes } from './auth/same-origin';
import { asWriteActor } from './auth/write-actor';
import { bellRoutes } from './bell/bell.routes';
import { newsPerformanceRoutes } from './content/news-performance.routes';
import type { AppDeps, AppEnv } from './context';
import { dashboardRoutes } from './dashboard/home.routes';
import { docsRoutes, staffDocsRoutes } from './docs/docs.route';
import { healthRoutes } from './health/health.route';
import { historyRoutes } from './history/history.routes';
import { bodyLimits } from './http/body-limit';
import { errorHandler, onNotFound } from './http/errors';
import { noStore } from './http/no-store';
import { REQUEST_ID_LIMIT, requestLog } from './http/request-log';
import { unknownStaffRoute } from './http/staff-guard';
import { refuseUnstorableText } from './http/storable-text';
import { legacyImportRoutes } from './imports/legacy-import.routes';
import { reportingImportRoutes } from './imports/reporting-import.routes';
import { retiredRoutes } from './legacy/retired.routes';
import { localMediaPath, mediaRoutes } from './media/media.routes';
import { mediaLibraryRoutes } from './media/media-library.routes';
import { pluginWebsitesRoutes } from './plugin-sites/websites.routes';
import { createPublicRoutes } from './public';
import { clientReportsRoutes } from './reporting/client-reports.routes';
import { reportShareRoutes } from './reporting/report-share.routes';
import { reportingRoutes } from './reporting/reporting.routes';
import { shopLocationRoutes } from './shops/shop-locations.routes';
import { socialRoutes } from './social/social.routes';
import { socialAccountRoutes } from './social/social-accounts.routes';
import { systemRoutes } from './system/system.routes';
import { appRouter } from './trpc/router';
import { formRecipientsRoutes } from './website-forms/form-recipients.routes';
import { websiteFormRoutes } from './website-forms/website-forms.routes';
import { structureRoutes } from './website-structure/structure.routes';

/** The whole HTTP surface of the platform as one Hono app; the host decides where it listens. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // an incoming X-Request-Id is kept only when it is short and of word characters (no forged log lines)
  app.use(requestId({ limitLength: REQUEST_ID_LIMIT }));
  app.use(requestLog(deps.logger));
  app.use(bodyLimits());
  // staff answers (and health, docs, errors) are never stored; the public reads set their own Cache-Control
  app.use('/api/*', noStore);
  app.use('/trpc/*', noStore);
  app.route('/', healthRoutes(deps));
  const mediaStorage = deps.mediaStorage ?? createMediaStorage(deps.config.media);
  const mediaPath = localMediaPath(deps.config);
  if (mediaPath) app.route('/', mediaRoutes(mediaStorage, mediaPath));
  const publicRoutes = createPublicRoutes(deps);
  app.route('/', publicRoutes);
  app.route('/', docsRoutes(publicRoutes, deps));

  const services: AccountServices = {
    db: deps.db,
    sessions: createSessions(deps.db, { secureCookies: deps.config.isProduction }),
    mailer: deps.mailer ?? createMailer({ db: deps.db, email: deps.config.email, logger: deps.logger }),
    baseUrl: deps.config.baseUrl,
    logger: deps.logger,
    mailAliasDomains: deps.config.mailAliasDomains,
    ...(deps.jobs ? { jobs: deps.jobs } : {}),
  };
  // the cron route has its own bearer secret: registered before `authenticate` reads bearer keys
  app.route('/', digestRoutes(services, deps.config.cronSecret));
  // the report share page data: its token is the only credential, no session or key is read
  app.route('/', reportShareRoutes(deps.db));
  // the center website forms (spec 4.4): public, rate limited per IP, before `authenticate`
  app.route('/', websiteFormRoutes(deps, services.mailer));
  // sign-in and the token routes set the session cookie: only from our own origin, only as JSON (login CSRF)
  app.use('/api/auth/*', sameOriginAccountRoutes(deps.config.baseUrl));
  app.use('/api/mail-aliases/verify', sameOriginAccountRoutes(deps.config.baseUrl));
  // after the public reads (they validate their own input, and keep CORS on their 400s)
  app.use('/api/*', refuseUnstorableText);
  app.use('/api/*', authenticate(deps, services.sessions));
  app.use('/api/*', asWriteActor());
  app.route('/', authRoutes(services, createAccountLimiters(deps.redis), { trustProxy: deps.config.trustProxy }));
  app.route('/', usersRoutes(services));
  app.route('/', meRoutes(services));
  app.route('/', bellRoutes(deps));
  app.route('/', mailAliasRoutes(services));
  app.route('/', dashboardRoutes(services));
  app.route('/', legacyImportRoutes(deps));
  app.route('/', reportingImportRoutes(deps));
  app.route('/', reportingRoutes(services));
  app.route('/', clientReportsRoutes(services));
  app.route('/', agencyRoutes(deps));
  app.route('/', pluginWebsitesRoutes(services));
  app.route('/', formRecipientsRoutes(services));
  app.route('/', socialRoutes(services, deps));
  app.route('/', socialAccountRoutes(services));
  app.route('/', newsPerformanceRoutes(services));
  app.route('/', footfallRoutes(services));
  app.route('/', mediaLibraryRoutes(deps, mediaStorage));
  app.route('/', shopLocationRoutes(services));
  app.route('/', structureRoutes(services));
  app.route('/', historyRoutes(services));
  app.route('/', systemRoutes(services));
  app.route('/', retiredRoutes());
  app.route('/', staffDocsRoutes(deps));
  app.all('/api/*', unknownStaffRoute);

  app.use('/trpc/*', authenticate(deps, services.sessions));
  app.use('/trpc/*', asWriteActor());
  app.use(
    '/trpc/*',
    trpcServer({
      router: appRouter,
      endpoint: '/trpc',
      // the answer of an unexpected error names only the request id (see the error formatter); the detail is logged
      onError: ({ error, path, ctx }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          ctx?.hono.get('log')?.error({ err: error.cause ?? error, path }, 'unhandled error');
      },
      createContext: (opts, c) => ({
        resHeaders: opts.resHeaders,
        trustProxy: deps.config.trustProxy,
        services,
        reportingExport: deps.config.reportingExport,
        legacyPlatformUrl: deps.config.legacyPlatformUrl,
        jobs: deps.jobs,
        pluginSites: deps.config.pluginSites,
        webhooks: deps.config.webhooks,
        socialPublisher: deps.socialPublisher,
        mediaCdnBaseUrl: deps.config.media.cdnBaseUrl,
        mediaStorage,
        principal: c.get('principal'),
        caller: c.get('caller'),
        sessionId: c.get('sessionId'),
        hono: c,
      }),
    }),
  );
  app.onError(errorHandler(deps.db));
  app.notFound(onNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
