import { ACTIVE_PUBLISHING } from '../content/bulk-action';
import { resourceWriter, storedRows } from '../content/resource-writer';
import { STORED } from '../content/staff-write';
import { entranceInputs, touchscreenInputs } from './plan-point-fields';

// Staff writes of entrances and touchscreens (resource-writer.ts): each on a floor of the same center, one content
// version bump per write, so the entrances, touchscreens and signage-config reads show them at once.

const ON_FLOOR = [{ key: 'floorId', table: 'mapFloors', label: 'Floor' }] as const;

const entrance = entranceInputs(STORED);
export const entranceWriter = resourceWriter({
  table: 'entrances',
  nameColumn: 'name',
  label: 'Entrance',
  createInput: entrance.create,
  updateInput: entrance.update,
  references: ON_FLOOR,
  order: [
    ['sortOrder', 'asc'],
    ['name', 'asc'],
  ],
  publishing: ACTIVE_PUBLISHING,
  decorate: storedRows,
});

const touchscreen = touchscreenInputs(STORED);
export const touchscreenWriter = resourceWriter({
  table: 'touchscreens',
  nameColumn: 'name',
  label: 'Touchscreen',
  createInput: touchscreen.create,
  updateInput: touchscreen.update,
  uniqueSlug: true,
  references: ON_FLOOR,
  order: [['name', 'asc']],
  publishing: ACTIVE_PUBLISHING,
  decorate: storedRows,
});
