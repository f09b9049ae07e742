import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@center-platform/core';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

/** A 400 naming where a text PostgreSQL cannot store was found. */
export function unstorableTextError(where: string): ApiError {
  return new ApiError(400, 'INVALID_REQUEST', `${where}: ${UNSTORABLE_TEXT_MESSAGE}`);
}

/**
 * Refuses a request whose path or query holds a NUL character or an unpaired surrogate (400 naming where),
 * before any route sees it: PostgreSQL cannot store them, and a route would fail on them with a 500. JSON
 * bodies are checked where they are read (`readJsonBody`), tRPC inputs by the procedures' one middleware.
 */
export const refuseUnstorableText: MiddlewareHandler = async (c, next) => {
  if (findUnstorableText(c.req.path) || c.req.path.includes('%00')) throw unstorableTextError('path');
  const query = findUnstorableText(c.req.queries(), 'query');
  if (query) throw unstorableTextError(query);
  await next();
};
