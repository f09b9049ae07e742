import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Link, Navigate } from 'react-router';
import { AuthLayout } from './components/AuthLayout';
import { Loading } from './components/forms';
import { FrameSkeleton } from './components/Skeleton';
import { useI18n } from './i18n';
import { PUBLIC_SCREENS, REPORT_SHARE_PATH, ReportSharePage } from './public-routes';

// The signed-in frame and its screens are a separate download: the sign-in page does not carry them.
const DashboardLayout = lazy(() => import('./shell/DashboardLayout'));

function PageNotFound() {
  const { t } = useI18n();
  return (
    <AuthLayout title={t('layout.notFound')}>
      <p>
        <Link to="/dashboard">{t('layout.toHome')}</Link>
      </p>
    </AuthLayout>
  );
}

/** A screen that is a separate download, with a loading card (or the frame, grey) until it is there. */
function Loaded({ screen, fallback }: { screen: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense
      fallback={
        fallback ?? (
          <main id="main" className="auth-card">
            <Loading />
          </main>
        )
      }
    >
      {screen}
    </Suspense>
  );
}

export function createRouter() {
  return createBrowserRouter([
    { path: '/', element: <Navigate to="/dashboard" replace /> },
    ...PUBLIC_SCREENS.map(({ path, component: Screen }) => ({ path, element: <Loaded screen={<Screen />} /> })),
    // outside the signed-in frame: a share link's report asks for nothing but its own data
    {
      path: REPORT_SHARE_PATH,
      element: <Loaded screen={<ReportSharePage />} />,
    },
    {
      path: '/dashboard/*',
      element: <Loaded screen={<DashboardLayout />} fallback={<FrameSkeleton />} />,
    },
    { path: '*', Component: PageNotFound },
  ]);
}
