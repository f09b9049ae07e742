import { ACTIVE_PUBLISHING } from './bulk-action';
import { resourceWriter, storedRows } from './resource-writer';
import { STORED } from './staff-write';
import { homepageTileInputs, hotPickInputs } from './website-fields';

// Staff writes of the homepage tiles and hot picks of the center website. The public hot picks read caps at
// 50 active entries (spec 8); writes do not: more may be kept active, the read shows the first 50.

const WINDOW = ['visibleFrom', 'visibleUntil'] as const;

// ---------------------------------------------------------------- homepage tiles

const homepageTileInput = homepageTileInputs(STORED);
export const HomepageTileFields = homepageTileInput.fields;
export const HomepageTileCreateInput = homepageTileInput.create;
export const HomepageTileUpdateInput = homepageTileInput.update;

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

const hotPickInput = hotPickInputs(STORED);
export const HotPickFields = hotPickInput.fields;
export const HotPickCreateInput = hotPickInput.create;
export const HotPickUpdateInput = hotPickInput.update;

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
