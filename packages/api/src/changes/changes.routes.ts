import { readContentVersion } from '@center-platform/core/centers';
import {
  CHANGE_PAGE_SIZE,
  type ContentChange,
  changeStreamStart,
  listContentChanges,
} from '@center-platform/core/changes';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';
import { feedStream, HEARTBEAT_MS, STREAM_LIFETIME_MS, tooManyStreams } from '../http/feed-stream';
import { clientIp } from '../http/rate-limit';
import { allowPublicReads } from '../public/cors';
import type { PublicApp } from '../public/public-app';
import { CenterIdParams, ErrorBody } from '../public/schemas/common';

// Issue 27.2: a center's content changes as server-sent events, for websites and kiosks: public like the reads it
// announces (CORS, no credentials), and carrying no more than they show (kinds and record ids, never content).

export const MAX_CHANGE_STREAMS_PER_IP = 20;
/** the EventSource reconnect delay the stream asks for */
export const RECONNECT_MS = 2_000;

const openStreams = new Map<string, number>();

// every stream of a center wakes on the same announcement and asks for the same events: one query answers them all
const reading = new Map<string, Promise<ContentChange[]>>();
function changesAfter(db: AppDeps['db'], centerId: string, after: string | undefined) {
  const key = `${centerId}:${after ?? ''}`;
  let read = reading.get(key);
  if (!read) {
    read = listContentChanges(db, centerId, after).finally(() => reading.delete(key));
    reading.set(key, read);
  }
  return read;
}

const EventId = z.string().regex(/^\d{1,18}$/, 'expected an event id of this stream');

const changes = createRoute({
  method: 'get',
  path: '/api/centers/{centerId}/changes',
  tags: ['Centers'],
  summary: "The center's content changes, live (server-sent events)",
  description: [
    'Server-sent events. First `ready` with `{ version }` (the center content version now), then one `change` per',
    'saved change: `{ id, version, kinds, ids, at }`, where `kinds` names the public reads that changed (`shops`,',
    '`news`, `events`, `offers`, `jobs`, `services`, `plan`, `surface`, ...; empty: any read may have changed) and',
    '`ids` their changed record ids by kind (at most 100 per kind: a bulk save names the kind alone). Each event',
    'has its id; a client that reconnects with `Last-Event-ID`',
    '(EventSource does it by itself) or `?after=<id>` gets what it missed first. When that id is no longer kept',
    '(events are kept for CHANGE_RETENTION_DAYS), the first event is `reset` instead of `ready`: read everything',
    `again. A comment every ${HEARTBEAT_MS / 1000} s keeps the connection open; the stream ends after`,
    `${STREAM_LIFETIME_MS / 60_000} minutes or when the server stops (EventSource reconnects).`,
    `429 TOO_MANY_STREAMS beyond ${MAX_CHANGE_STREAMS_PER_IP} streams per IP address.`,
  ].join(' '),
  request: {
    params: CenterIdParams,
    query: z.object({ after: EventId.optional().openapi({ description: 'resume after this event id' }) }),
    headers: z.object({
      'last-event-id': EventId.optional().openapi({ description: 'resume after this event id (EventSource)' }),
    }),
  },
  responses: {
    200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
    400: { description: 'An invalid center id or event id', content: { 'application/json': { schema: ErrorBody } } },
    404: { description: 'No such center', content: { 'application/json': { schema: ErrorBody } } },
    429: { description: 'Too many streams from this address', content: { 'application/json': { schema: ErrorBody } } },
    503: { description: 'This server has no live feed', content: { 'application/json': { schema: ErrorBody } } },
  },
});

export function registerChangeRoutes(app: PublicApp, { db, config, changeFeed }: AppDeps) {
  allowPublicReads(app, changes);
  app.openapi(changes, async (c) => {
    const { centerId } = c.req.valid('param');
    const known = c.req.valid('header')['last-event-id'] ?? c.req.valid('query').after;
    // read once the stream may open: a refused caller (no feed, too many streams) costs no query
    let version = 0;
    let reset = false;
    // from here every change is sent: those after the client's id, or those after the stream opened
    let last: string | undefined;
    let opened = false;
    const ip = clientIp(c, config.trustProxy);
    return feedStream(c, {
      feed: changeFeed,
      key: centerId,
      unavailable: new ApiError(
        503,
        'CHANGE_FEED_NOT_CONFIGURED',
        'This server was started without the live change feed: read the public reads with If-None-Match.',
      ),
      bound: {
        holder: ip,
        max: MAX_CHANGE_STREAMS_PER_IP,
        open: openStreams,
        refused: tooManyStreams(`At most ${MAX_CHANGE_STREAMS_PER_IP} change streams per address are open at once.`),
      },
      prepare: async () => {
        const center = await readContentVersion(db, { id: centerId });
        if (!center) throw new ApiError(404, 'CENTER_NOT_FOUND', 'No such center.');
        const start = await changeStreamStart(db, centerId, known);
        version = center.version;
        reset = known !== undefined && !start.knownKept;
        last = reset || known === undefined ? start.latest : known;
      },
      send: async (stream) => {
        if (!opened) {
          opened = true;
          await stream.writeSSE({
            event: reset ? 'reset' : 'ready',
            data: JSON.stringify({ version }),
            retry: RECONNECT_MS,
            ...(last ? { id: last } : {}),
          });
        }
        for (;;) {
          const page = await changesAfter(db, centerId, last);
          for (const change of page) {
            await stream.writeSSE({ event: 'change', id: change.id, data: JSON.stringify(change) });
            last = change.id;
          }
          if (page.length < CHANGE_PAGE_SIZE) return;
        }
      },
    });
  });
}
