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

/** `true` or `false` exactly; anything else is a 400, not a silent default. Documented as the boolean it is. */
export const booleanFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .openapi({ type: 'boolean' });

/** A whole number given as query text, within bounds; documented as the integer it is. */
export const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(min < 0 ? /^-?\d+$/ : /^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .openapi({ type: 'integer', minimum: min, maximum: max });

/** A reference to a named schema, or null (written `anyOf`: a `nullable()` of a named schema loses its null). */
export const nullableRef = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

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

const header = <T extends 'string' | 'integer'>(description: string, type: T) => ({ description, schema: { type } });
const CORS = { 'Access-Control-Allow-Origin': header('`*`: any website may read the answer', 'string') };
const CACHED = {
  ETag: header('The version of this answer; send it back as If-None-Match', 'string'),
  'Cache-Control': header('How long a browser or CDN may keep the answer', 'string'),
  'CDN-Cache-Control': header(
    'For a CDN (RFC 9213): revalidate every time; serve the last answer while the platform is unreachable',
    'string',
  ),
  ...CORS,
};

const errorAnswer = <H extends object>(description: string, headers: H) => ({
  content: { 'application/json': { schema: ErrorBody } },
  description,
  headers,
});
/** An error answer of a public route: the one error body, readable cross-origin. */
export const errorResponse = (description: string) => errorAnswer(description, CORS);

/** The answers every public route may give besides its own: overload and the server's failures. */
export const commonErrors = {
  500: errorResponse('Unexpected failure (logged with the request id)'),
  503: errorAnswer('The database cannot be reached; retry after the Retry-After seconds', {
    ...CORS,
    'Retry-After': header('Seconds to wait before retrying', 'integer'),
  }),
};

/** The answers of a cached public read: 200 with its ETag, 304 to a matching If-None-Match, 400, 404, 5xx. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { content: { 'application/json': { schema } }, description, headers: CACHED },
  304: { description: 'Not modified (If-None-Match matched the ETag)', headers: CACHED },
  400: errorResponse('Malformed input; the message names each invalid field'),
  404: errorResponse('No such center (or item)'),
  ...commonErrors,
});
