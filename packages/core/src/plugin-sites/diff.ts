import { type BundleItems, checksumOf, ITEM_KINDS, type ItemKind, itemKey } from './bundle';

/** Per item key (`shops:<id>`, `files:<path>`) the checksum the site acknowledged last. */
export type SyncState = Record<string, string>;

type WithChecksum<T> = T & { checksum: string };
export type ChecksummedItems = { [K in ItemKind]: WithChecksum<BundleItems[K][number]>[] };
/** Per kind the ids (files: paths) the site must drop. */
export type RemovedItems = { [K in ItemKind]: string[] };

export interface BundleChanges {
  items: ChecksummedItems;
  removed: RemovedItems;
  /** the state after the site has applied the changes */
  state: SyncState;
  /** items sent plus items removed */
  changeCount: number;
}

const emptyKinds = <T>(make: () => T) =>
  Object.fromEntries(ITEM_KINDS.map((kind) => [kind, make()])) as { [K in ItemKind]: T };

/**
 * What to send: with `previous` null (a full sync) every item; otherwise the items whose checksum differs from
 * the acknowledged one and the ids of acknowledged items that are gone.
 */
export function diffBundle(current: BundleItems, previous: SyncState | null): BundleChanges {
  const items = emptyKinds(() => [] as unknown[]) as ChecksummedItems;
  const removed = emptyKinds(() => [] as string[]);
  const state: SyncState = {};
  let changeCount = 0;
  for (const kind of ITEM_KINDS) {
    for (const item of current[kind]) {
      const key = itemKey(kind, item);
      const checksum = checksumOf(item);
      state[key] = checksum;
      if (previous?.[key] === checksum) continue;
      (items[kind] as unknown[]).push({ ...item, checksum });
      changeCount++;
    }
  }
  if (previous) {
    for (const key of Object.keys(previous)) {
      if (key in state) continue;
      const [kind, ...rest] = key.split(':');
      if (!ITEM_KINDS.includes(kind as ItemKind)) continue;
      removed[kind as ItemKind].push(rest.join(':'));
      changeCount++;
    }
  }
  return { items, removed, state, changeCount };
}
