import { entranceWriter, touchscreenWriter } from '@center-platform/core/centerplan';
import { playlistWriter } from '@center-platform/core/dooh';
import { chainWriter } from '@center-platform/core/shops';
import {
  categoryThemeWriter,
  categoryWriter,
  gastronomyThemeWriter,
  officeThemeWriter,
  websiteContactWriter,
} from '@center-platform/core/website-structure';
import { CENTERPLAN_READ_RULE, CENTERPLAN_RULE } from '../centerplan/rules';
import { CONTENT_READ_RULE, CONTENT_RULE, WEBSITE_READ_RULE, WEBSITE_RULE } from '../content/rules';
import { DOOH_READ_RULE, DOOH_RULE } from '../dooh/rules';

// The data the public reads serve beyond the editorial content (issue 25.2), one row per kind: its core writes, who
// reads and writes it, and its REST path. The tRPC procedures (structure.router.ts) and the REST writes
// (structure.routes.ts) are both made from this table, so a kind's rules are written once.

const CONTENT = { read: CONTENT_READ_RULE, write: CONTENT_RULE };
const WEBSITE = { read: WEBSITE_READ_RULE, write: WEBSITE_RULE };
const CENTERPLAN = { read: CENTERPLAN_READ_RULE, write: CENTERPLAN_RULE };
export const DOOH = { read: DOOH_READ_RULE, write: DOOH_RULE };

const kind = <W>(writer: W, rules: typeof CONTENT, rest: { path: string; tag: string; label: string }) => ({
  writer,
  rules,
  ...rest,
});

export const STRUCTURE_KINDS = {
  categories: kind(categoryWriter, CONTENT, { path: 'categories', tag: 'Website structure', label: 'a shop category' }),
  categoryThemes: kind(categoryThemeWriter, CONTENT, {
    path: 'category-themes',
    tag: 'Website structure',
    label: 'a category theme',
  }),
  officeThemes: kind(officeThemeWriter, CONTENT, {
    path: 'office-themes',
    tag: 'Website structure',
    label: 'an office theme',
  }),
  gastronomyThemes: kind(gastronomyThemeWriter, CONTENT, {
    path: 'gastronomy-themes',
    tag: 'Website structure',
    label: 'a gastronomy theme',
  }),
  chains: kind(chainWriter, CONTENT, { path: 'chains', tag: 'Shops', label: 'a chain of the center’s organization' }),
  websiteContacts: kind(websiteContactWriter, WEBSITE, {
    path: 'website-contacts',
    tag: 'Website structure',
    label: 'a website contact',
  }),
  entrances: kind(entranceWriter, CENTERPLAN, { path: 'entrances', tag: 'Center plan', label: 'an entrance' }),
  touchscreens: kind(touchscreenWriter, DOOH, { path: 'touchscreens', tag: 'Digital signage', label: 'a touchscreen' }),
  playlists: kind(playlistWriter, DOOH, { path: 'dooh/playlists', tag: 'Digital signage', label: 'a DOOH playlist' }),
};
