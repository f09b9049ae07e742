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

/**
 * A `multipart/form-data` body as an object: each field's first value, a text or a `File`. Text PostgreSQL cannot
 * store is a 400 like in JSON.
 */
export async function readFormBody(c: Context): Promise<Record<string, string | File>> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'INVALID_REQUEST', 'The body must be multipart/form-data.');
  }
  const fields: Record<string, string | File> = {};
  for (const [name, value] of form.entries()) if (!(name in fields)) fields[name] = value;
  const texts = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string'));
  const unstorable = findUnstorableInput(texts, 'body');
  if (unstorable) throw unstorableInputError(unstorable);
  return fields;
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
