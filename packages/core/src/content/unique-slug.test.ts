// The slug chooser and the meaning of a unique violation after the checks (a race with another writer).
import { describe, expect, it } from 'vitest';
import { chooseSlug, mapSlugConflict } from './unique-slug';

const violation = (constraint: string) => Object.assign(new Error('duplicate key'), { code: '23505', constraint });

describe('unique slugs', () => {
  it('makes a slug from the name, numbered while taken, and refuses a typed one that is taken', async () => {
    expect(await chooseSlug('category', null, 'Bücher & Spiele', async () => [])).toBe('buecher-und-spiele');
    const taken = async () => ['mode', 'mode-2'];
    expect(await chooseSlug('category', undefined, 'Mode', taken)).toBe('mode-3');
    await expect(chooseSlug('category', 'mode', 'Mode', taken)).rejects.toMatchObject({ code: 'SLUG_TAKEN' });
  });

  it('reads a race on the slug as SLUG_TAKEN and one on another constraint as a conflict to retry', async () => {
    const failing = (constraint: string) => () => Promise.reject(violation(constraint));
    await expect(
      mapSlugConflict('playlist', 'main', failing('dooh_playlists_center_id_slug_key')),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'SLUG_TAKEN',
    });
    await expect(mapSlugConflict('playlist', 'main', failing('dooh_playlists_local_hero_key'))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'WRITE_CONFLICT',
    });
    const other = new Error('connection lost');
    await expect(mapSlugConflict('playlist', 'main', () => Promise.reject(other))).rejects.toBe(other);
  });
});
