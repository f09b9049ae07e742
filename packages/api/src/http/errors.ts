import { type Database, isDatabaseUnavailable } from '@center-platform/core/db';
import { DomainError } from '@center-platform/core/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../context';

/** The one error body of the API: `{ success: false, error: { code, message } }`. */
export function errorBody(code: string, message: string) {
  return { success: false as const, error: { code, message } };
}

/** An error a route raises on purpose; its status, code and message reach the caller. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const DOMAIN_STATUS = { invalid: 400, unauthenticated: 401, forbidden: 403, not_found: 404, conflict: 409 } as const;
/** Hono's own refusals (malformed JSON, a body that is not JSON) with the codes the routes use for the same cases. */
const HTTP_CODES: Partial<Record<number, string>> = { 400: 'INVALID_REQUEST', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/** The one error answer of the app; `db` is asked whether a failed connection was the database's. */
export function errorHandler(db: Kysely<Database>) {
  return async (error: Error, c: Context<AppEnv>) => {
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof DomainError) return c.json(errorBody(error.code, error.message), DOMAIN_STATUS[error.kind]);
    if (error instanceof HTTPException) {
      const code = HTTP_CODES[error.status] ?? `HTTP_${error.status}`;
      return c.json(errorBody(code, error.message || 'Request refused'), error.status);
    }
    if (await isDatabaseUnavailable(error, db)) {
      c.get('log')?.warn({ err: error }, 'database unavailable');
      // public reads keep their CORS header (set before the route ran), so a website sees the 503 and can retry
      c.header('Retry-After', '5');
      return c.json(errorBody('DATABASE_UNAVAILABLE', 'The database cannot be reached; try again shortly.'), 503);
    }
    c.get('log')?.error({ err: error }, 'unhandled error');
    return c.json(
      errorBody('INTERNAL_ERROR', 'Something went wrong on our side; the request id names it in our logs.'),
      500,
    );
  };
}

export function onNotFound(c: Context<AppEnv>) {
  return c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`), 404);
}
