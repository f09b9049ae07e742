import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './context';
import { healthRoutes } from './health/health.route';
import { onError, onNotFound } from './http/errors';
import { requestLog } from './http/request-log';
import { createPublicRoutes } from './public';

/** The whole HTTP surface of the platform as one Hono app; the host decides where it listens. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // an incoming X-Request-Id is kept only when it is short and of word characters (no forged log lines)
  app.use(requestId({ limitLength: 128 }));
  app.use(requestLog(deps.logger));
  app.route('/', healthRoutes(deps));
  app.route('/', createPublicRoutes(deps));
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
