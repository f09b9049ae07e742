// DOOH playlists.
import type { Generated } from 'kysely';
import type { CreatedAt, JsonDefault, UpdatedAt, Uuid } from './columns';

export interface DoohPlaylistsTable {
  id: Uuid;
  centerId: string;
  name: string;
  slug: string;
  isActive: Generated<boolean>;
  /** the playlist shown as the local hero (one per center) */
  isLocalHero: Generated<boolean>;
  schedule: JsonDefault<Record<string, unknown>>;
  settings: JsonDefault<Record<string, unknown>>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface DoohPlaylistItemsTable {
  id: Uuid;
  playlistId: string;
  kind: 'image' | 'video' | 'html' | 'shop' | 'offer' | 'news' | 'event';
  title: string | null;
  mediaUrl: string | null;
  refId: string | null;
  durationSeconds: Generated<number>;
  content: JsonDefault<Record<string, unknown>>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
}
