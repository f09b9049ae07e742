import { z } from '@hono/zod-openapi';

export const ErrorBody = z
  .object({
    success: z.literal(false),
    error: z.object({ code: z.string().openapi({ example: 'CENTER_NOT_FOUND' }), message: z.string() }),
  })
  .openapi('Error');

export const CenterIdParams = z.object({
  centerId: z
    .uuid()
    .openapi({ param: { name: 'centerId', in: 'path' }, example: '6f1c1f5e-2d7b-4a53-9a49-0c3f8f5b8f10' }),
});

export const CenterIdQuery = z.object({
  centerId: z.uuid().openapi({ param: { name: 'centerId', in: 'query' } }),
});

/** `true` or `false` exactly; anything else is a 400, not a silent default. */
export const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A whole number given as query text, within bounds. */
export const intParam = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'expected a whole number').transform(Number).pipe(z.number().int().min(min).max(max));

export const NullableString = z.string().nullable();
/** A media value exactly as stored: a relative path or an absolute URL (spec 2.1, 4.9). */
export const MediaValue = z
  .string()
  .nullable()
  .openapi({ description: 'Relative media path or absolute URL, as stored' });
export const Timestamp = z.string().datetime({ offset: true }).nullable();

export const listOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ success: z.literal(true), data: z.array(item) }).openapi(name);
export const oneOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ success: z.literal(true), data: item }).openapi(name);

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: ErrorBody } },
  description,
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { content: { 'application/json': { schema } }, description },
  304: { description: 'Not modified (If-None-Match matched the ETag)' },
  400: errorResponse('Malformed input; the message names each invalid field'),
  404: errorResponse('No such center (or item)'),
});
