import { z } from 'zod';
import { ApiError } from '../http/errors';

const UUID = z.uuid();

/** A uuid field of a body not yet validated (for an agency route's `target`): absent → undefined, anything else but a uuid → 400. */
export function bodyUuid(body: unknown, name: string): string | undefined {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !UUID.safeParse(value).success) {
    throw new ApiError(400, 'INVALID_REQUEST', `body.${name}: expected a uuid`);
  }
  return value;
}
