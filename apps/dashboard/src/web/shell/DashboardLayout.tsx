import '../i18n/areas';
import { Search } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { LoadError } from '../components/forms';
import { FrameSkeleton, ScreenSkeleton } from '../components/Skeleton';
import { ToastProvider } from '../components/Toasts';
import { isSessionMissing } from '../errors';
import { type MessageKey, useI18n } from '../i18n';
import { canOpen } from '../navigation';
import { DASHBOARD_SCREENS, type DashboardScreen } from '../routes';
import { choosesCenter, SessionContext, useSession } from '../session';
import { trpc } from '../trpc';
import { AccountControls } from './AccountControls';
import { Bell } from './Bell';
import { CenterSwitcher } from './CenterSwitcher';
import { CommandPalette } from './CommandPalette';
import { CenterFromAddress, type CenterState, useDashboardHref } from './current-center';
import { MenuDrawer, Navigation } from './Navigation';

function ScreenTitle({ label }: { label: MessageKey }) {
  const { t } = useI18n();
  return <title>{`${t(label)} – ${t('app.name')}`}</title>;
}

function Screen({ screen }: { screen: DashboardScreen }) {
  const { t } = useI18n();
  const home = useDashboardHref()();
  const { config } = useSession();
  if (!canOpen(screen, config)) {
    return (
      <div className="screen">
        <ScreenTitle label={screen.label} />
        <h1>{t(screen.label)}</h1>
        <p role="alert" className="message message-error">
          {t('layout.noAccess')}
        </p>
        <p>
          <Link to={home}>{t('layout.toHome')}</Link>
        </p>
      </div>
    );
  }
  const Component = screen.component;
  return (
    <>
      <ScreenTitle label={screen.label} />
      <Component />
    </>
  );
}

function NotFound() {
  const { t } = useI18n();
  const home = useDashboardHref()();
  return (
    <div className="screen">
      <h1>{t('layout.notFound')}</h1>
      <p>
        <Link to={home}>{t('layout.toHome')}</Link>
      </p>
    </div>
  );
}

/** The screens of the dashboard, below `/dashboard` or `/dashboard/c/<slug>`. */
function ScreenRoutes() {
  return (
    <Routes>
      {DASHBOARD_SCREENS.map((screen) =>
        screen.path === '' ? (
          <Route key="index" index element={<Screen screen={screen} />} />
        ) : (
          <Route key={screen.path} path={screen.path} element={<Screen screen={screen} />} />
        ),
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function UnknownCenter({ slug }: { slug: string }) {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('shell.center.unknownTitle')}</h1>
      <p role="alert" className="message message-error">
        {t('shell.center.unknown', { slug })}
      </p>
      <p>
        <Link to="/dashboard">{t('layout.toHome')}</Link>
      </p>
    </div>
  );
}

function Content({ state }: { state: CenterState }) {
  if (state.status === 'loading') return <ScreenSkeleton />;
  if (state.status === 'unknown') return <UnknownCenter slug={state.slug} />;
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={state.retry} />;
  return <ScreenRoutes />;
}

function Frame({ state }: { state: CenterState }) {
  const { t } = useI18n();
  const { me } = useSession();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  const [palette, setPalette] = useState(false);
  // after a move inside the dashboard, focus goes to the new content (not on the first load)
  useEffect(() => {
    if (location.pathname !== firstPath.current) {
      firstPath.current = '';
      main.current?.focus();
    }
  }, [location.pathname]);

  const home = useDashboardHref()();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <div className="shell">
        <header className="topbar">
          <MenuDrawer />
          <Link to={home} className="brand">
            {t('app.name')}
          </Link>
          {choosesCenter(me) ? (
            <CenterSwitcher />
          ) : (
            state.status === 'chosen' && <span className="center-name">{state.center.name}</span>
          )}
          <button
            type="button"
            className="palette-button"
            title={t('shell.palette.open')}
            aria-keyshortcuts="Control+K Meta+K"
            onClick={() => setPalette(true)}
          >
            <Search aria-hidden size={16} />
            <span className="palette-button-text">{t('shell.palette.open')}</span>
            <kbd>{t('shell.palette.keys')}</kbd>
          </button>
          <Bell />
          <div className="topbar-account">
            <AccountControls />
          </div>
        </header>
        <nav aria-label={t('layout.nav')} className="sidebar">
          <Navigation idPrefix="nav" />
        </nav>
        <main id="main" ref={main} tabIndex={-1} className="content">
          {/* one boundary for every screen: moving between screens (a transition) keeps the screen shown until the
              next one's code is there, instead of a skeleton React would hold for at least 300 ms */}
          <Suspense fallback={<ScreenSkeleton />}>
            <ErrorBoundary key={location.pathname}>
              <Content state={state} />
            </ErrorBoundary>
          </Suspense>
        </main>
      </div>
      <CommandPalette open={palette} onOpenChange={setPalette} />
    </>
  );
}

function CenterFrame() {
  return <CenterFromAddress>{(state) => <Frame state={state} />}</CenterFromAddress>;
}

export default function DashboardLayout() {
  const location = useLocation();
  const me = trpc.profile.me.useQuery(undefined, { staleTime: 60_000 });
  const config = trpc.profile.roleModuleConfig.useQuery(undefined, { staleTime: 60_000, enabled: me.isSuccess });

  if (isSessionMissing(me.error) || isSessionMissing(config.error)) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth/signin?message=session-ended&next=${next}`} replace />;
  }
  const error = me.error ?? config.error;
  if (error) {
    return (
      <FrameSkeleton>
        <LoadError error={error} onRetry={() => (me.error ? me.refetch() : config.refetch())} />
      </FrameSkeleton>
    );
  }
  if (!me.data || !config.data) return <FrameSkeleton />;
  return (
    <SessionContext value={{ me: me.data, config: config.data }}>
      <ToastProvider>
        <Routes>
          <Route path="c/:centerSlug/*" element={<CenterFrame />} />
          <Route path="*" element={<CenterFrame />} />
        </Routes>
      </ToastProvider>
    </SessionContext>
  );
}
