import type { Logger } from '@center-platform/core/logging';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * An incoming X-Request-Id is kept only when it is short and of word characters (no forged log lines): the rule of
 * hono's requestId middleware with `limitLength: 128`, for the paths that answer before it runs.
 */
export const REQUEST_ID_LIMIT = 128;
export function requestIdOf(header: string | undefined): string {
  return header && header.length <= REQUEST_ID_LIMIT && !/[^\w\-=]/.test(header) ? header : crypto.randomUUID();
}

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
