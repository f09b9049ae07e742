// The signed-in frame (loaded lazily after sign-in): header, the navigation of spec 2.11 built from the
// routes table and the role's areas, and the screen of the current address.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorMessage, LoadError, Loading } from '../components/forms';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { isSessionMissing } from '../errors';
import { type MessageKey, useI18n } from '../i18n';
import { canOpen, navigationBlocks } from '../navigation';
import { roleLabelKey } from '../registry';
import { DASHBOARD_SCREENS, type DashboardScreen, screenHref } from '../routes';
import { type Session, SessionContext, useSession } from '../session';
import { trpc } from '../trpc';

function ScreenTitle({ label }: { label: MessageKey }) {
  const { t } = useI18n();
  return <title>{`${t(label)} – ${t('app.name')}`}</title>;
}

function Screen({ screen }: { screen: DashboardScreen }) {
  const { t } = useI18n();
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
          <Link to="/dashboard">{t('layout.toHome')}</Link>
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
  return (
    <div className="screen">
      <h1>{t('layout.notFound')}</h1>
      <p>
        <Link to="/dashboard">{t('layout.toHome')}</Link>
      </p>
    </div>
  );
}

function SignOutButton() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = trpc.auth.signOut.useMutation({
    onSuccess: () => {
      queryClient.clear();
      navigate('/auth/signin?message=signed-out', { replace: true });
    },
  });
  return (
    <>
      <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {signOut.isPending ? t('layout.signingOut') : t('layout.signOut')}
      </button>
      <ErrorMessage error={signOut.error} />
    </>
  );
}

function Frame({ session }: { session: Session }) {
  const { t } = useI18n();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  // after a move inside the dashboard, focus goes to the new content (not on the first load)
  useEffect(() => {
    if (location.pathname !== firstPath.current) {
      firstPath.current = '';
      main.current?.focus();
    }
  }, [location.pathname]);

  const blocks = navigationBlocks(session.config, DASHBOARD_SCREENS);
  const roleKey = roleLabelKey(session.me.role);
  return (
    <SessionContext value={session}>
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <div className="shell">
        <header className="topbar">
          <Link to="/dashboard" className="brand">
            {t('app.name')}
          </Link>
          <span className="topbar-user">
            {t('layout.user', { name: session.me.name, role: roleKey ? t(roleKey) : session.me.role })}
          </span>
          <LanguageSwitch />
          <SignOutButton />
        </header>
        <nav aria-label={t('layout.nav')} className="sidebar">
          {blocks.map((block) => (
            <section key={block.area} aria-labelledby={`nav-${block.area}`} className="nav-block">
              <h2 id={`nav-${block.area}`}>{t(`area.${block.area}` as const)}</h2>
              <ul>
                {block.items.map((screen) => (
                  <li key={screen.path}>
                    <NavLink to={screenHref(screen)} end>
                      {t(screen.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main id="main" ref={main} tabIndex={-1} className="content">
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<Loading />}>
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
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </SessionContext>
  );
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
      <main id="main" className="auth-card">
        <LoadError error={error} onRetry={() => (me.error ? me.refetch() : config.refetch())} />
      </main>
    );
  }
  if (!me.data || !config.data) {
    return (
      <main id="main" className="auth-card">
        <Loading />
      </main>
    );
  }
  return <Frame session={{ me: me.data, config: config.data }} />;
}
