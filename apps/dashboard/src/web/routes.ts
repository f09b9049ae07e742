// The routes table of the signed-in dashboard. A screen is one file under ./screens with a default export; to add
// one, add a row here (pages without sign-in: ./public-routes.ts). Signed-in screens load lazily, so the sign-in page
// stays small; the navigation is built from DASHBOARD_SCREENS and the areas the session's role sees (./navigation.ts).

import { HISTORY_ROLES } from '@center-platform/core/shared';
import {
  AtSign,
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  ChartColumn,
  ConciergeBell,
  Contact,
  DatabaseZap,
  DoorOpen,
  FileText,
  FileUp,
  Flame,
  Footprints,
  History,
  House,
  Images,
  KeyRound,
  LayoutGrid,
  type LucideIcon,
  Map as MapIcon,
  MessageSquare,
  MessagesSquare,
  MonitorPlay,
  Network,
  Newspaper,
  PanelsTopLeft,
  Plug,
  Settings,
  Shapes,
  SlidersHorizontal,
  Stethoscope,
  Store,
  TabletSmartphone,
  Tag,
  Tags,
  ToggleRight,
  UserRound,
  Users,
  UtensilsCrossed,
  Webhook,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ContentArea } from './center-work/content-config';
import type { MessageKey } from './i18n';
import type { AreaId, Role } from './registry';

export interface DashboardScreen {
  /** the path below /dashboard; '' is the home at /dashboard itself */
  path: string;
  /** the navigation area (spec 2.11) whose block lists the screen and whose visibility opens it */
  area: AreaId;
  /** further areas whose visibility also opens the screen (listed once, under the first visible area) */
  alsoIn?: readonly AreaId[];
  /** its label in the navigation and its page title */
  label: MessageKey;
  /** its icon in the navigation and the command palette */
  icon: LucideIcon;
  component: LazyExoticComponent<ComponentType>;
  /** loads the screen's code ahead (the navigation calls it on hover, focus and click) */
  preload: () => Promise<unknown>;
  /** the content list the screen opens on: its first page is asked for on the click, beside the screen's code */
  list?: ContentArea;
  /** false: reachable by URL (e.g. a detail page) but not listed in the navigation */
  inNavigation?: boolean;
  /** the roles the screen further requires within its area (none: every role of the area) */
  roles?: readonly Role[];
}

/** A screen in a download of its own, with the function that loads it ahead. */
function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return { component: lazy(load), preload: load };
}

export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  { path: '', icon: House, area: 'dashboard', label: 'nav.home', ...lazyScreen(() => import('./screens/Home')) },
  {
    path: 'profile',
    icon: UserRound,
    area: 'dashboard',
    label: 'nav.profile',
    ...lazyScreen(() => import('./screens/Profile')),
  },
  {
    path: 'mail-aliases',
    icon: AtSign,
    area: 'organization-center',
    label: 'nav.mailAliases',
    ...lazyScreen(() => import('./screens/MailAliases')),
  },
  { path: 'users', icon: Users, area: 'users', label: 'nav.users', ...lazyScreen(() => import('./screens/Users')) },
  // center work (spec 2.6, 2.8): the content of the session's center, in the editorial area (mall-core)
  {
    path: 'shops',
    list: 'shops',
    icon: Store,
    area: 'editorial',
    label: 'nav.shops',
    ...lazyScreen(() => import('./screens/Shops')),
  },
  {
    path: 'news',
    list: 'news',
    icon: Newspaper,
    area: 'editorial',
    label: 'nav.news',
    ...lazyScreen(() => import('./screens/News')),
  },
  {
    path: 'events',
    list: 'events',
    icon: CalendarDays,
    area: 'editorial',
    label: 'nav.events',
    ...lazyScreen(() => import('./screens/Events')),
  },
  {
    path: 'offers',
    list: 'offers',
    icon: Tag,
    area: 'editorial',
    label: 'nav.offers',
    ...lazyScreen(() => import('./screens/Offers')),
  },
  {
    path: 'jobs',
    list: 'jobs',
    icon: BriefcaseBusiness,
    area: 'editorial',
    label: 'nav.jobs',
    ...lazyScreen(() => import('./screens/Jobs')),
  },
  {
    path: 'services',
    list: 'services',
    icon: ConciergeBell,
    area: 'editorial',
    label: 'nav.services',
    ...lazyScreen(() => import('./screens/Services')),
  },
  {
    path: 'offices',
    list: 'offices',
    icon: Building2,
    area: 'editorial',
    label: 'nav.offices',
    ...lazyScreen(() => import('./screens/Offices')),
  },
  {
    path: 'homepage-tiles',
    list: 'homepageTiles',
    icon: LayoutGrid,
    area: 'editorial',
    label: 'nav.homepageTiles',
    ...lazyScreen(() => import('./screens/HomepageTiles')),
  },
  {
    path: 'hot-picks',
    list: 'hotPicks',
    icon: Flame,
    area: 'editorial',
    label: 'nav.hotPicks',
    ...lazyScreen(() => import('./screens/HotPicks')),
  },
  {
    path: 'page-content',
    icon: FileText,
    area: 'editorial',
    label: 'nav.pages',
    ...lazyScreen(() => import('./screens/PageContent')),
  },
  {
    path: 'media',
    icon: Images,
    area: 'editorial',
    label: 'nav.media',
    ...lazyScreen(() => import('./screens/MediaLibrary')),
  },
  // the website structure behind the public reads (spec 4.1): categories, themes and chains (mall-core)
  {
    path: 'categories',
    list: 'categories',
    icon: Tags,
    area: 'editorial',
    label: 'nav.categories',
    ...lazyScreen(() => import('./screens/Categories')),
  },
  {
    path: 'category-themes',
    list: 'categoryThemes',
    icon: Shapes,
    area: 'editorial',
    label: 'nav.categoryThemes',
    ...lazyScreen(() => import('./screens/CategoryThemes')),
  },
  {
    path: 'office-themes',
    list: 'officeThemes',
    icon: Stethoscope,
    area: 'editorial',
    label: 'nav.officeThemes',
    ...lazyScreen(() => import('./screens/OfficeThemes')),
  },
  {
    path: 'gastronomy-themes',
    list: 'gastronomyThemes',
    icon: UtensilsCrossed,
    area: 'editorial',
    label: 'nav.gastronomyThemes',
    ...lazyScreen(() => import('./screens/GastronomyThemes')),
  },
  {
    path: 'chains',
    list: 'chains',
    icon: Network,
    area: 'editorial',
    label: 'nav.chains',
    ...lazyScreen(() => import('./screens/Chains')),
  },
  // the social review workflow (spec 4.6, 6.1): the hub and the post page the review mails link to (social-core)
  {
    path: 'social',
    icon: MessagesSquare,
    area: 'social',
    label: 'nav.social',
    ...lazyScreen(() => import('./screens/Social')),
  },
  {
    path: 'social/posts/:postId',
    icon: MessageSquare,
    area: 'social',
    label: 'nav.socialPost',
    ...lazyScreen(() => import('./screens/SocialPost')),
    inNavigation: false,
  },
  // the center website (spec 2.2, 2.3): settings and template content (digital-experience)
  {
    path: 'center-settings',
    icon: Settings,
    area: 'center-website',
    label: 'nav.centerSettings',
    ...lazyScreen(() => import('./screens/CenterSettings')),
  },
  {
    path: 'template-content',
    icon: PanelsTopLeft,
    area: 'center-website',
    label: 'nav.templateContent',
    ...lazyScreen(() => import('./screens/TemplateContent')),
  },
  {
    path: 'contacts',
    list: 'websiteContacts',
    icon: Contact,
    area: 'center-website',
    label: 'nav.contacts',
    ...lazyScreen(() => import('./screens/WebsiteContacts')),
  },
  // the center plan (spec 2.7): floors, map locations and the walkable graph (digital-experience)
  {
    path: 'center-plan',
    icon: MapIcon,
    area: 'center-website',
    // the plan serves the embeddable plan (center website) and the kiosks' wayfinding (digital apps)
    alsoIn: ['digital-apps-hardware'],
    label: 'nav.centerPlan',
    ...lazyScreen(() => import('./screens/CenterPlan')),
  },
  {
    path: 'entrances',
    list: 'entrances',
    icon: DoorOpen,
    area: 'center-website',
    alsoIn: ['digital-apps-hardware'],
    label: 'nav.entrances',
    ...lazyScreen(() => import('./screens/Entrances')),
  },
  // digital signage (spec 4.1 dooh, touchscreens, signage-config): digital apps and hardware (digital-experience)
  {
    path: 'playlists',
    list: 'playlists',
    icon: MonitorPlay,
    area: 'digital-apps-hardware',
    label: 'nav.playlists',
    ...lazyScreen(() => import('./screens/Playlists')),
  },
  {
    path: 'touchscreens',
    list: 'touchscreens',
    icon: TabletSmartphone,
    area: 'digital-apps-hardware',
    label: 'nav.touchscreens',
    ...lazyScreen(() => import('./screens/Touchscreens')),
  },
  {
    path: 'signage',
    icon: SlidersHorizontal,
    area: 'digital-apps-hardware',
    label: 'nav.signage',
    ...lazyScreen(() => import('./screens/Signage')),
  },
  // the plugin sites (spec 4.10): center websites running the map plugin, their keys and syncs (cms-integration)
  {
    path: 'plugin-sites',
    icon: Plug,
    area: 'plugin-integration',
    label: 'nav.pluginSites',
    ...lazyScreen(() => import('./screens/PluginSites')),
  },
  // the webhooks (issue 27.3): signed change deliveries to the center's websites (cms-integration)
  {
    path: 'webhooks',
    icon: Webhook,
    area: 'plugin-integration',
    label: 'nav.webhooks',
    ...lazyScreen(() => import('./screens/Webhooks')),
  },
  // the organization API keys of the agency integration API (spec 4.6, 5): credentials, SUPER_ADMIN only
  {
    path: 'organization-keys',
    icon: KeyRound,
    area: 'integration-credentials',
    label: 'nav.organizationKeys',
    ...lazyScreen(() => import('./screens/OrganizationKeys')),
  },
  // client reporting (spec 4.8): live data and the imported history per channel (analytics-core)
  {
    path: 'reporting',
    icon: ChartColumn,
    area: 'analytics',
    label: 'nav.reporting',
    ...lazyScreen(() => import('./screens/Reporting')),
  },
  // every write to the center, newest first (issue 25.7): for the center's admins
  {
    path: 'history',
    icon: History,
    area: 'organization-center',
    roles: HISTORY_ROLES,
    label: 'nav.activity',
    ...lazyScreen(() => import('./screens/Activity')),
  },
  // footfall (spec 4.6): the visitors the center's counters measured per day (analytics-core)
  {
    path: 'footfall',
    icon: Footprints,
    area: 'analytics',
    label: 'nav.footfall',
    ...lazyScreen(() => import('./screens/Footfall')),
  },
  // the module switches of spec 2.11 per organization: platform-wide, SUPER_ADMIN only (system-integration)
  {
    path: 'modules',
    icon: ToggleRight,
    area: 'system',
    label: 'nav.modules',
    ...lazyScreen(() => import('./screens/Modules')),
  },
  // the reporting import (spec 4.8): a platform-wide system task, SUPER_ADMIN only (system-integration)
  {
    path: 'reporting-import',
    icon: FileUp,
    area: 'system',
    label: 'nav.reportingImport',
    ...lazyScreen(() => import('./screens/ReportingImport')),
  },
  // the legacy import (spec 4.7): a platform-wide system task, SUPER_ADMIN only (system-integration)
  {
    path: 'legacy-import',
    icon: DatabaseZap,
    area: 'system',
    label: 'nav.legacyImport',
    ...lazyScreen(() => import('./screens/LegacyImport')),
  },
];

export function screenHref(screen: Pick<DashboardScreen, 'path'>): string {
  return screen.path === '' ? '/dashboard' : `/dashboard/${screen.path}`;
}
