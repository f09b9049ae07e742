import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './context';
import { docsRoutes } from './docs/docs.route';
import { healthRoutes } from './health/health.route';
import { onError, onNotFound } from './http/errors';
import { requestLog } from './http/request-log';
import { requireStaffCredentials } from './http/staff-guard';
import { createPublicRoutes } from './public';

/** The whole HTTP surface of the platform as one Hono app; the host decides where it listens. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // an incoming X-Request-Id is kept only when it is short and of word characters (no forged log lines)
  app.use(requestId({ limitLength: 128 }));
  app.use(requestLog(deps.logger));
  app.route('/', healthRoutes(deps));
  const publicRoutes = createPublicRoutes(deps);
  app.route('/', publicRoutes);
  app.route('/', docsRoutes(publicRoutes, deps));
  app.all('/api/*', requireStaffCredentials);
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
