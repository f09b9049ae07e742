import { z } from 'zod';
import { ACTIVE_PUBLISHING } from './bulk-action';
import { resourceWriter, storedRows } from './resource-writer';
import { IsoTimestamp, optionalHref, optionalText, plainText, SortOrderInput } from './staff-write';

// Staff writes of the homepage tiles and hot picks of the center website. The public hot picks read caps at
// 50 active entries (spec 8); writes do not: more may be kept active, the read shows the first 50.

const WINDOW = ['visibleFrom', 'visibleUntil'] as const;
const title = plainText().min(1).max(200);

// ---------------------------------------------------------------- homepage tiles

export const HomepageTileFields = z.object({
  title,
  subtitle: optionalText(500),
  image: optionalHref,
  linkUrl: optionalHref,
  /** layout size of the tile, e.g. `large` or `small` */
  size: optionalText(32),
  isActive: z.boolean(),
  visibleFrom: IsoTimestamp,
  visibleUntil: IsoTimestamp,
  sortOrder: SortOrderInput,
});
export const HomepageTileCreateInput = HomepageTileFields.partial().required({ title: true });
export const HomepageTileUpdateInput = HomepageTileFields.partial();

const homepageTiles = resourceWriter({
  table: 'homepageTiles',
  nameColumn: 'title',
  publishing: ACTIVE_PUBLISHING,
  label: 'Homepage tile',
  createInput: HomepageTileCreateInput,
  updateInput: HomepageTileUpdateInput,
  timestamps: WINDOW,
  windows: [WINDOW],
  references: [],
  order: [['sortOrder', 'asc']],
  decorate: storedRows,
});

export const listHomepageTilesForStaff = homepageTiles.list;
export const pageHomepageTilesForStaff = homepageTiles.page;
export const getHomepageTileForStaff = homepageTiles.get;
export const createHomepageTile = homepageTiles.create;
export const updateHomepageTile = homepageTiles.update;
export const deleteHomepageTile = homepageTiles.remove;
export const bulkHomepageTile = homepageTiles.bulk;

// ---------------------------------------------------------------- hot picks

export const HotPickFields = z.object({
  /** a shop of the same center */
  shopId: z.uuid().nullable(),
  title,
  description: optionalText(2000),
  image: optionalHref,
  linkUrl: optionalHref,
  isActive: z.boolean(),
  visibleFrom: IsoTimestamp,
  visibleUntil: IsoTimestamp,
  sortOrder: SortOrderInput,
});
export const HotPickCreateInput = HotPickFields.partial().required({ title: true });
export const HotPickUpdateInput = HotPickFields.partial();

const hotPicks = resourceWriter({
  table: 'hotPicks',
  nameColumn: 'title',
  publishing: ACTIVE_PUBLISHING,
  label: 'Hot pick',
  createInput: HotPickCreateInput,
  updateInput: HotPickUpdateInput,
  timestamps: WINDOW,
  windows: [WINDOW],
  references: [{ key: 'shopId', table: 'shops', label: 'Shop' }],
  order: [['sortOrder', 'asc']],
  decorate: storedRows,
});

export const listHotPicksForStaff = hotPicks.list;
export const pageHotPicksForStaff = hotPicks.page;
export const getHotPickForStaff = hotPicks.get;
export const createHotPick = hotPicks.create;
export const updateHotPick = hotPicks.update;
export const deleteHotPick = hotPicks.remove;
export const bulkHotPick = hotPicks.bulk;
