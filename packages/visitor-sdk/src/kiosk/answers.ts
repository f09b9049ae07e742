// The reads a kiosk makes, answered from its snapshot when the platform cannot be reached (issue 27.4): the same
// bodies the public reads send, the shops' opening status judged again at the current minute and routes found with
// the platform's own A* on the snapshot's walkable graph (both core's browser-safe code, bundled).
import {
  buildWayfindingGraph,
  findRoute,
  type GraphInput,
  NoRouteError,
  openingStatusesAt,
} from '@center-platform/core/shared';
import type { OfflineAnswers } from '../client-api';
import { VisitorApiError } from '../errors';
import { applySnapshot, type SignedSnapshot, type SnapshotData, verifySnapshot } from './snapshot';

export interface KioskSnapshot extends OfflineAnswers {
  /** the snapshot's content, checked and brought up to date */
  readonly data: SnapshotData;
}

type Row = Record<string, unknown>;
type RouteRequest = { from?: { type: string; id: string }; to?: { type: string; id: string }; accessible?: boolean };

const ok = (data: unknown) => (data === undefined ? undefined : { success: true, data });

/**
 * Checks a snapshot (and the incremental ones after it, oldest first) with the platform's public key and answers
 * the reads a kiosk makes from it; pass it as the client's `snapshot`. A changed or foreign snapshot is refused.
 */
export async function openSnapshot(
  signed: SignedSnapshot | readonly SignedSnapshot[],
  options: { publicKey: string; now?: () => Date },
): Promise<KioskSnapshot> {
  let data: SnapshotData | undefined;
  for (const one of Array.isArray(signed) ? signed : [signed as SignedSnapshot]) {
    const next = await verifySnapshot(one, options.publicKey);
    data = data ? applySnapshot(data, next) : next;
  }
  if (!data || data.base !== null)
    throw new VisitorApiError(0, 'SNAPSHOT_REFUSED', 'Start with a whole snapshot, then its incremental ones.');
  return answersOf(data, options.now ?? (() => new Date()));
}

function answersOf(data: SnapshotData, now: () => Date): KioskSnapshot {
  const s = data.sections as Record<string, never>;
  const shops = s.shops as { centerOpeningHours: unknown; items: Row[] } | undefined;
  let graph: ReturnType<typeof buildWayfindingGraph> | undefined;

  const shopsNow = () => {
    if (!shops) return undefined;
    const statusOf = openingStatusesAt(shops.centerOpeningHours, now());
    return shops.items.map((shop) => ({ ...shop, openingStatus: statusOf(shop.openingHours) }));
  };
  const shopPage = (q: URLSearchParams) => {
    const all = shopsNow();
    if (!all) return undefined;
    const limit = Number(q.get('limit') ?? 100);
    const offset = Number(q.get('offset') ?? 0);
    const hasMore = offset + limit < all.length;
    return {
      success: true,
      data: all.slice(offset, offset + limit),
      total: all.length,
      pagination: { limit, offset, hasMore, nextOffset: hasMore ? offset + limit : null },
      meta: { centerId: data.centerId, publicWebsite: true, status: null },
    };
  };
  const route = ({ from, to, accessible }: RouteRequest) => {
    if (!s.graph || !from || !to) return undefined;
    graph ??= buildWayfindingGraph(s.graph as GraphInput);
    try {
      return ok(findRoute(graph, { from, to, accessible: accessible ?? false } as Parameters<typeof findRoute>[1]));
    } catch (error) {
      if (error instanceof NoRouteError) throw new VisitorApiError(422, error.code, error.message);
      const code = (error as { code?: unknown }).code;
      throw new VisitorApiError(404, typeof code === 'string' ? code : 'NOT_FOUND', String(error));
    }
  };

  const ofCenter: Record<string, (q: URLSearchParams) => unknown> = {
    '/public-visitor-surface': () => ok(s.surface),
    '/shops': shopPage,
    '/events': () => ok(s.events),
    '/offers': (q) => {
      const offerId = q.get('offerId');
      return ok(offerId ? (s.offers as Row[] | undefined)?.find((offer) => offer.id === offerId) : s.offers);
    },
    // the snapshot holds the services of the public website
    '/services': (q) => (q.get('publicWebsite') === 'true' ? ok(s.services) : undefined),
    '/page-content': () => ok(s.pageContent),
    '/aktuelles-bundle': () => ok(s.bundle),
    // the bundle's news are the published ones outside the construction diary, its jobs every open one
    '/news': (q) =>
      q.get('published') === 'true' && q.get('constructionDiary') !== 'true'
        ? ok((s.bundle as Row | undefined)?.news)
        : undefined,
    '/jobs': () => ok((s.bundle as Row | undefined)?.jobs),
    '/signage-config': () => ok(s.signage),
    '/dooh/public/active': () => ok((s.dooh as Row | undefined)?.active),
    '/dooh/public/playlists': () => ok((s.dooh as Row | undefined)?.playlists),
  };
  const byQuery: Record<string, (q: URLSearchParams) => unknown> = {
    '/api/shops': () => ok(shopsNow()),
    '/api/services': () => ok(s.services),
    '/api/touchscreens': () => ok(s.touchscreens),
    '/api/wayfinding/centerplan': () => ok(s.centerplan),
    '/api/wayfinding/floors': (q) =>
      ok(
        (s.floors as Row[] | undefined)?.filter(
          (floor) =>
            (!q.has('floorId') || floor.id === q.get('floorId')) &&
            (!q.has('floorNumber') || floor.floorNumber === Number(q.get('floorNumber'))),
        ),
      ),
    '/api/wayfinding/locations': (q) =>
      ok((s.mapLocations as Row[] | undefined)?.filter((location) => location.floorId === q.get('floorId'))),
    '/api/wayfinding/routing': (q) =>
      route({
        from: { type: 'touchscreen', id: q.get('fromTouchscreen') ?? '' },
        to: { type: q.get('toType') ?? 'location', id: q.get('to') ?? '' },
        accessible: q.get('accessible') === 'true',
      }),
  };

  return {
    data,
    answer(method, url, body) {
      const { pathname, searchParams } = new URL(url);
      if (method === 'POST') {
        const request = body as RouteRequest & { centerId?: string };
        return pathname === '/api/wayfinding/routing' && request?.centerId === data.centerId
          ? route(request)
          : undefined;
      }
      const center = /^\/api\/centers\/([^/]+)(\/.+)$/.exec(pathname);
      if (center)
        return decodeURIComponent(center[1] ?? '') === data.centerId
          ? ofCenter[center[2] ?? '']?.(searchParams)
          : undefined;
      const named = searchParams.get('centerId');
      return named === null || named === data.centerId ? byQuery[pathname]?.(searchParams) : undefined;
    },
  };
}
