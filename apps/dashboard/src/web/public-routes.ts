// The pages without sign-in: the sign-in itself, the pages the account mails link to, and a shared report.
import { type ComponentType, lazy } from 'react';
import SignInPage from './screens/SignIn';

/** Pages without sign-in: the account-mail links of spec 4.5 and the sign-in itself. */
export const PUBLIC_SCREENS: readonly { path: string; component: ComponentType }[] = [
  // the first screen most people see is part of the first download; the pages behind mailed links load on their own
  { path: '/auth/signin', component: SignInPage },
  { path: '/auth/forgot-password', component: lazy(() => import('./screens/ForgotPassword')) },
  { path: '/auth/activate', component: lazy(() => import('./screens/Activate')) },
  { path: '/auth/reset-password', component: lazy(() => import('./screens/ResetPassword')) },
  { path: '/auth/unlock', component: lazy(() => import('./screens/Unlock')) },
  { path: '/mail-alias/verify', component: lazy(() => import('./screens/MailAliasVerify')) },
];

/**
 * The read-only report a share link opens (spec 6.1 CLIENT_REPORT_AVAILABLE): no sign-in, no navigation, no
 * signed-in request. Loaded lazily: its charts are no part of the first screen.
 */
export const REPORT_SHARE_PATH = '/reports/:token';
export const ReportSharePage = lazy(() => import('./screens/ReportShare'));
