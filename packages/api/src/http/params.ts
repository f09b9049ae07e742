import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors';

const UUID = z.uuid();

/** A path parameter that must be a uuid: anything else is a 400 naming it (never a database error). */
export function uuidParam(c: Context, name: string): string {
  const value = c.req.param(name);
  if (!UUID.safeParse(value).success) throw new ApiError(400, 'INVALID_REQUEST', `param.${name}: expected a uuid`);
  return value as string;
}
