import type { Logger } from '@center-platform/core/logging';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/** Gives every request a child logger with its request id and logs one line when it is answered. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('log', log);
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
