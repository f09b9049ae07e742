import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

/** The JSON body parsed by its schema; malformed JSON or an invalid field is a 400 naming the problem. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_REQUEST', 'The body must be JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const message = result.error.issues
      .map((i) => `body${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`)
      .join('; ');
    throw new ApiError(400, 'INVALID_REQUEST', message);
  }
  return result.data;
}
