// The routes table of the dashboard. A screen is one file under ./screens with a default export; to add
// one, add a row here. Signed-in screens load lazily, so the sign-in page stays small; the navigation is
// built from DASHBOARD_SCREENS and the areas the session's role sees (see ./navigation.ts).
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MessageKey } from './i18n';
import type { AreaId } from './registry';
import ActivatePage from './screens/Activate';
import ForgotPasswordPage from './screens/ForgotPassword';
import MailAliasVerifyPage from './screens/MailAliasVerify';
import ResetPasswordPage from './screens/ResetPassword';
import SignInPage from './screens/SignIn';
import UnlockPage from './screens/Unlock';

/** Pages without sign-in: the account-mail links of spec 4.5 and the sign-in itself. */
export const PUBLIC_SCREENS: readonly { path: string; component: ComponentType }[] = [
  { path: '/auth/signin', component: SignInPage },
  { path: '/auth/forgot-password', component: ForgotPasswordPage },
  { path: '/auth/activate', component: ActivatePage },
  { path: '/auth/reset-password', component: ResetPasswordPage },
  { path: '/auth/unlock', component: UnlockPage },
  { path: '/mail-alias/verify', component: MailAliasVerifyPage },
];

/**
 * The read-only report a share link opens (spec 6.1 CLIENT_REPORT_AVAILABLE): no sign-in, no navigation, no
 * signed-in request. Loaded lazily: its charts are no part of the first screen.
 */
export const REPORT_SHARE_PATH = '/reports/:token';
export const ReportSharePage = lazy(() => import('./screens/ReportShare'));

export interface DashboardScreen {
  /** the path below /dashboard; '' is the home at /dashboard itself */
  path: string;
  /** the navigation area (spec 2.11) whose block lists the screen and whose visibility opens it */
  area: AreaId;
  /** further areas whose visibility also opens the screen (listed once, under the first visible area) */
  alsoIn?: readonly AreaId[];
  /** its label in the navigation and its page title */
  label: MessageKey;
  component: LazyExoticComponent<ComponentType>;
  /** false: reachable by URL (e.g. a detail page) but not listed in the navigation */
  inNavigation?: boolean;
}

export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  { path: '', area: 'dashboard', label: 'nav.home', component: lazy(() => import('./screens/Home')) },
  { path: 'profile', area: 'dashboard', label: 'nav.profile', component: lazy(() => import('./screens/Profile')) },
  {
    path: 'mail-aliases',
    area: 'organization-center',
    label: 'nav.mailAliases',
    component: lazy(() => import('./screens/MailAliases')),
  },
  { path: 'users', area: 'users', label: 'nav.users', component: lazy(() => import('./screens/Users')) },
  // center work (spec 2.6, 2.8): the content of the session's center, in the editorial area (mall-core)
  { path: 'shops', area: 'editorial', label: 'nav.shops', component: lazy(() => import('./screens/Shops')) },
  { path: 'news', area: 'editorial', label: 'nav.news', component: lazy(() => import('./screens/News')) },
  { path: 'events', area: 'editorial', label: 'nav.events', component: lazy(() => import('./screens/Events')) },
  { path: 'offers', area: 'editorial', label: 'nav.offers', component: lazy(() => import('./screens/Offers')) },
  { path: 'jobs', area: 'editorial', label: 'nav.jobs', component: lazy(() => import('./screens/Jobs')) },
  {
    path: 'services',
    area: 'editorial',
    label: 'nav.services',
    component: lazy(() => import('./screens/Services')),
  },
  {
    path: 'offices',
    area: 'editorial',
    label: 'nav.offices',
    component: lazy(() => import('./screens/Offices')),
  },
  {
    path: 'homepage-tiles',
    area: 'editorial',
    label: 'nav.homepageTiles',
    component: lazy(() => import('./screens/HomepageTiles')),
  },
  {
    path: 'hot-picks',
    area: 'editorial',
    label: 'nav.hotPicks',
    component: lazy(() => import('./screens/HotPicks')),
  },
  {
    path: 'page-content',
    area: 'editorial',
    label: 'nav.pages',
    component: lazy(() => import('./screens/PageContent')),
  },
  {
    path: 'media',
    area: 'editorial',
    label: 'nav.media',
    component: lazy(() => import('./screens/MediaLibrary')),
  },
  // the social review workflow (spec 4.6, 6.1): the hub and the post page the review mails link to (social-core)
  { path: 'social', area: 'social', label: 'nav.social', component: lazy(() => import('./screens/Social')) },
  {
    path: 'social/posts/:postId',
    area: 'social',
    label: 'nav.socialPost',
    component: lazy(() => import('./screens/SocialPost')),
    inNavigation: false,
  },
  // the center website (spec 2.2, 2.3): settings and template content (digital-experience)
  {
    path: 'center-settings',
    area: 'center-website',
    label: 'nav.centerSettings',
    component: lazy(() => import('./screens/CenterSettings')),
  },
  {
    path: 'template-content',
    area: 'center-website',
    label: 'nav.templateContent',
    component: lazy(() => import('./screens/TemplateContent')),
  },
  // the center plan (spec 2.7): floors, map locations and the walkable graph (digital-experience)
  {
    path: 'center-plan',
    area: 'center-website',
    // the plan serves the embeddable plan (center website) and the kiosks' wayfinding (digital apps)
    alsoIn: ['digital-apps-hardware'],
    label: 'nav.centerPlan',
    component: lazy(() => import('./screens/CenterPlan')),
  },
  // the plugin sites (spec 4.10): center websites running the map plugin, their keys and syncs (cms-integration)
  {
    path: 'plugin-sites',
    area: 'plugin-integration',
    label: 'nav.pluginSites',
    component: lazy(() => import('./screens/PluginSites')),
  },
  // the organization API keys of the agency integration API (spec 4.6, 5): credentials, SUPER_ADMIN only
  {
    path: 'organization-keys',
    area: 'integration-credentials',
    label: 'nav.organizationKeys',
    component: lazy(() => import('./screens/OrganizationKeys')),
  },
  // client reporting (spec 4.8): live data and the imported history per channel (analytics-core)
  {
    path: 'reporting',
    area: 'analytics',
    label: 'nav.reporting',
    component: lazy(() => import('./screens/Reporting')),
  },
  // the reporting import (spec 4.8): a platform-wide system task, SUPER_ADMIN only (system-integration)
  {
    path: 'reporting-import',
    area: 'system',
    label: 'nav.reportingImport',
    component: lazy(() => import('./screens/ReportingImport')),
  },
];

export function screenHref(screen: Pick<DashboardScreen, 'path'>): string {
  return screen.path === '' ? '/dashboard' : `/dashboard/${screen.path}`;
}
