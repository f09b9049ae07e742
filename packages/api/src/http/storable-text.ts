import { findUnstorableInput } from '@center-platform/core/content';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

/** A 400 naming what cannot be stored and where (`body.email: ...`). */
export function unstorableInputError(problem: string): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', problem);
}

/**
 * Refuses a request whose path or query holds a NUL character or an unpaired surrogate (400 naming where),
 * before any route sees it: PostgreSQL cannot store them, and a route would fail on them with a 500. JSON
 * bodies are checked where they are read (`readJsonBody`), tRPC inputs by the procedures' one middleware.
 */
export const refuseUnstorableText: MiddlewareHandler = async (c, next) => {
  const problem = findUnstorableInput(c.req.path, 'path') ?? findUnstorableInput(c.req.queries(), 'query');
  if (problem) throw unstorableInputError(problem);
  await next();
};
