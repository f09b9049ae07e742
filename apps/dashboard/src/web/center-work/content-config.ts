// The field table of a center-work screen: which area, which fields and columns, checked against the API's input.
import type * as centerplan from '@center-platform/core/centerplan';
import type * as content from '@center-platform/core/content';
import type * as dooh from '@center-platform/core/dooh';
import type { StaffPageSortKey, StaffShopSortKey } from '@center-platform/core/shared';
import type * as shops from '@center-platform/core/shops';
import type * as structure from '@center-platform/core/website-structure';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Lang, MessageKey, Translate } from '../i18n';
import type { AreaId } from '../registry';
import { describedBySchema } from './content-schemas';
import type { FieldDef, Row } from './fields';

/** The input of each area's create (from core's write functions: the tRPC `data` input infers as `any`). */
interface CreateInputs {
  shops: Parameters<typeof shops.createShop>[2];
  news: Parameters<typeof content.createNews>[2];
  events: Parameters<typeof content.createEvent>[2];
  offers: Parameters<typeof content.createOffer>[2];
  jobs: Parameters<typeof content.createJob>[2];
  services: Parameters<typeof content.createService>[2];
  offices: Parameters<typeof content.createOffice>[2];
  homepageTiles: Parameters<typeof content.createHomepageTile>[2];
  hotPicks: Parameters<typeof content.createHotPick>[2];
  categories: Parameters<typeof structure.categoryWriter.create>[2];
  categoryThemes: Parameters<typeof structure.categoryThemeWriter.create>[2];
  officeThemes: Parameters<typeof structure.officeThemeWriter.create>[2];
  gastronomyThemes: Parameters<typeof structure.gastronomyThemeWriter.create>[2];
  websiteContacts: Parameters<typeof structure.websiteContactWriter.create>[2];
  chains: z.input<typeof shops.ChainCreateInput>;
  entrances: Parameters<typeof centerplan.entranceWriter.create>[2];
  touchscreens: Parameters<typeof centerplan.touchscreenWriter.create>[2];
  playlists: Parameters<typeof dooh.playlistWriter.create>[2];
}

export type ContentArea = keyof CreateInputs;

/** The input fields of an area, so a field table names only fields the API takes. */
export type DataKey<A extends ContentArea> = keyof CreateInputs[A] & string;

export interface CellContext {
  t: Translate;
  lang: Lang;
}
export interface RowDetailContext extends CellContext {
  centerId: string;
  /** the ids of every row of the list, in list order (for data read for a batch of rows) */
  listedIds: readonly string[];
}
export interface ContentColumn {
  header: MessageKey;
  cell: (row: Row, context: CellContext) => ReactNode;
  /** the server's sort key of the column (its header then sorts the list) */
  sortKey?: SortKey;
}
/** What a list column sorts by on the server (the shop list has more columns to sort by). */
export type SortKey = StaffPageSortKey | StaffShopSortKey;
export type Column = 'status' | 'active' | 'window' | 'authorship' | ContentColumn;

export interface ContentScreenConfig<A extends ContentArea> {
  area: A;
  title: MessageKey;
  intro?: MessageKey;
  /** the navigation area whose writers change the rows (else `editorial`); its readers see them read-only */
  writeArea?: AreaId;
  /** the editor offers "Publish now" and "Schedule" (news, events, offers and jobs have them) */
  publishes?: boolean;
  /** the row is a point on a floor of the plan: the editor shows the floor and a click there sets x and y */
  onPlan?: boolean;
  /** the field that names a row in the list and in the buttons */
  nameField: DataKey<A>;
  fields: readonly FieldDef<DataKey<A>>[];
  columns: readonly Column[];
  /** a line above the form of a stored row (e.g. "branch location of …") */
  describe?: (row: Row, t: Translate) => string | null;
  /** shown under a row's name in the list (e.g. a news item's performance), taking no column of its own */
  rowDetail?: (row: Row, context: RowDetailContext) => ReactNode;
}

export interface Config {
  area: ContentArea;
  title: MessageKey;
  intro?: MessageKey | undefined;
  writeArea?: AreaId | undefined;
  publishes?: boolean | undefined;
  onPlan?: boolean | undefined;
  nameField: string;
  fields: readonly FieldDef[];
  columns: readonly Column[];
  describe?: ((row: Row, t: Translate) => string | null) | undefined;
  rowDetail?: ((row: Row, context: RowDetailContext) => ReactNode) | undefined;
}

/**
 * The field table of one area, checked against the API's input (the screen passes it to ContentScreen); what each
 * field may hold (required, length, range) is read from the area's schema in core.
 */
export function contentConfig<A extends ContentArea>(config: ContentScreenConfig<A>): Config {
  const fields = (config.fields as readonly FieldDef[]).map((field) => describedBySchema(config.area, field));
  return { ...(config as unknown as Config), fields };
}
