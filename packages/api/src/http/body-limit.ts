import { MAX_UPLOAD_BYTES } from '@center-platform/core/media';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

// Every request body is capped before anyone reads it: a Content-Length over the cap is refused at once, a body
// without one (chunked) is counted while it arrives and refused as soon as it passes the cap. The refusal is
// 413 PAYLOAD_TOO_LARGE naming the cap.

const MiB = 1024 * 1024;

/** The cap of every route that does not name a larger one (JSON and tRPC inputs are far smaller). */
export const DEFAULT_BODY_LIMIT = 1 * MiB;

/** The routes that take more, by address; a tRPC batch matches when any procedure in it does. */
export const LARGER_BODY_LIMITS: { path: RegExp; maxSize: number }[] = [
  // a floor plan of up to 5 MB (spec 4.10) as a JSON string, its quotes escaped
  { path: /^\/trpc\/(?:[^/]*,)?centerplan\.saveFloorSvg(?:,|$)/, maxSize: 12 * MiB },
  // a floor's graph: up to 20,000 nodes and 50,000 edges
  { path: /^\/trpc\/(?:[^/]*,)?wayfinding\.saveGraph(?:,|$)/, maxSize: 16 * MiB },
  // an upload to the media library: the largest file any kind may have, and the form around it
  { path: /^\/api\/media$/, maxSize: MAX_UPLOAD_BYTES + MiB },
];

function describe(bytes: number) {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes} bytes`;
}

function limitOf(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(errorBody('PAYLOAD_TOO_LARGE', `The request body may have at most ${describe(maxSize)}.`), 413),
  });
}

/** The body cap of every route: DEFAULT_BODY_LIMIT, or the larger one its address names. */
export function bodyLimits(): MiddlewareHandler {
  const standard = limitOf(DEFAULT_BODY_LIMIT);
  const larger = LARGER_BODY_LIMITS.map(({ path, maxSize }) => ({ path, limit: limitOf(maxSize) }));
  return (c, next) => {
    const path = c.req.path;
    const named = larger.find((entry) => entry.path.test(path));
    return (named?.limit ?? standard)(c, next);
  };
}
