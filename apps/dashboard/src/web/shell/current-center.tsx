// The center the dashboard works on, chosen in the header and carried in the address (`/dashboard/c/<slug>/...`),
// so a link names its center. Staff bound to a center always work on theirs; a SUPER_ADMIN picks any center by
// name, an organization-wide user one of its organization's, and the last one picked is opened again on the next visit.
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { choosesCenter, useSession } from '../session';
import { type RouterOutputs, trpc } from '../trpc';

export type CurrentCenter = RouterOutputs['profile']['centers'][number];

const CenterContext = createContext<CurrentCenter | null>(null);

/** The center of the address, or null when none is chosen (a SUPER_ADMIN before choosing, staff without a center). */
export function useCurrentCenter(): CurrentCenter | null {
  return useContext(CenterContext);
}

const CENTER_PREFIX = /^\/dashboard\/c\/[^/]+/;

/** `/dashboard/c/<slug>/<path>`: a screen's address for a center (`/dashboard/<path>` without one). */
export function dashboardPath(slug: string | null | undefined, path = ''): string {
  const base = slug ? `/dashboard/c/${encodeURIComponent(slug)}` : '/dashboard';
  return path ? `${base}/${path.replace(/^\/+/, '')}` : base;
}

/** The addresses of the screens for the current center. */
export function useDashboardHref(): (path?: string) => string {
  const center = useCurrentCenter();
  return (path = '') => dashboardPath(center?.slug, path);
}

/** The current address with another center (the screen stays, its query goes: it named the other center's rows). */
export function switchedPath(pathname: string, slug: string): string {
  const screen = pathname.replace(CENTER_PREFIX, '').replace(/^\/dashboard\/?/, '');
  return dashboardPath(slug, screen.replace(/^\/+/, ''));
}

const REMEMBERED = 'center-platform.center';
function remembered(): string | null {
  try {
    return globalThis.localStorage?.getItem(REMEMBERED) ?? null;
  } catch {
    return null;
  }
}
function remember(slug: string | null) {
  try {
    if (slug) globalThis.localStorage?.setItem(REMEMBERED, slug);
    else globalThis.localStorage?.removeItem(REMEMBERED);
  } catch {
    // private mode: the address alone carries the choice
  }
}

export type CenterState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'unknown'; slug: string }
  /** the lookup itself failed (network, server): said as an error with a retry, not as "no such center" */
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'chosen'; center: CurrentCenter };

/**
 * Reads the center of the address and provides it to the frame and its screens. An address without one is sent to
 * the session's center, to the center a SUPER_ADMIN chose last, or to the center an older `?centerId=` link names.
 */
export function CenterFromAddress({ children }: { children: (state: CenterState) => ReactNode }) {
  const { centerSlug } = useParams();
  const location = useLocation();
  const { me } = useSession();
  const chooses = choosesCenter(me);
  const isAdmin = me.role === 'SUPER_ADMIN';
  const params = new URLSearchParams(location.search);
  const legacyId = isAdmin ? params.get('centerId') : null;
  const target = centerSlug ?? (chooses ? (legacyId ? undefined : remembered()) : undefined);

  const bySlug = trpc.profile.centers.useQuery({ slug: target ?? '' }, { enabled: Boolean(target), staleTime: 60_000 });
  // the session's center; an organization-wide user starts on the first of its organization's centers
  const own = trpc.profile.centers.useQuery(legacyId ? { id: legacyId } : { limit: 1 }, {
    enabled: !target && (Boolean(legacyId) || (!isAdmin && (Boolean(me.centerId) || chooses))),
    staleTime: 60_000,
  });
  const found = bySlug.data?.[0];
  const unknown = bySlug.isSuccess && !found;

  useEffect(() => {
    if (chooses && found) remember(found.slug);
    // a remembered center that is gone (or no longer the user's) is forgotten
    if (chooses && unknown && !centerSlug) remember(null);
  }, [chooses, found, unknown, centerSlug]);

  if (!centerSlug) {
    // everything after /dashboard, and the query without an older link's centerId
    params.delete('centerId');
    const query = params.size > 0 ? `?${params}` : '';
    const rest = location.pathname.replace(/^\/dashboard\/?/, '');
    const slug = target && found ? found.slug : own.data?.[0]?.slug;
    if (slug) return <Navigate to={`${dashboardPath(slug, rest)}${query}${location.hash}`} replace />;
    const waiting = bySlug.isLoading || own.isLoading;
    return <CenterContext value={null}>{children(waiting ? { status: 'loading' } : { status: 'none' })}</CenterContext>;
  }
  const state: CenterState = found
    ? { status: 'chosen', center: found }
    : bySlug.isLoading
      ? { status: 'loading' }
      : bySlug.error
        ? { status: 'failed', error: bySlug.error, retry: () => void bySlug.refetch() }
        : { status: 'unknown', slug: centerSlug };
  return <CenterContext value={found ?? null}>{children(state)}</CenterContext>;
}
