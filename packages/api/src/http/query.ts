import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

const FLAG_VALUES: Readonly<Record<string, boolean>> = { '1': true, true: true, '0': false, false: false };

/** A query flag as given: `1`, `0`, `true` or `false` (any case); undefined for anything else. */
export function flagOf(value: string): boolean | undefined {
  const key = value.toLowerCase();
  return Object.hasOwn(FLAG_VALUES, key) ? FLAG_VALUES[key] : undefined;
}

/** The query string parsed by its schema; an invalid parameter is a 400 naming it (`query.<name>: ...`). */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const message = result.error.issues
      .map((i) => `query${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`)
      .join('; ');
    throw new ApiError(400, 'INVALID_REQUEST', message);
  }
  return result.data;
}
