import { findUnstorableInput } from '@center-platform/core/content';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';
import { unstorableInputError } from './storable-text';

/** The JSON body as sent; malformed JSON, or anything in it PostgreSQL cannot store (`findUnstorableInput`), is a 400. */
export async function readJsonBody(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_REQUEST', 'The body must be JSON.');
  }
  const unstorable = findUnstorableInput(body, 'body');
  if (unstorable) throw unstorableInputError(unstorable);
  return body;
}

/** A body checked by its schema; an invalid field is a 400 naming it (`body.<field>: ...`). */
export function validateBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const message = result.error.issues
      .map((i) => `body${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`)
      .join('; ');
    throw new ApiError(400, 'INVALID_REQUEST', message);
  }
  return result.data;
}

/** The JSON body parsed by its schema; malformed JSON or an invalid field is a 400 naming the problem. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return validateBody(schema, await readJsonBody(c));
}
