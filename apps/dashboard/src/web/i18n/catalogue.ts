// The message catalogue of the dashboard: German, the default, merged from the messages of each area
// (./messages/<area>.de.ts). The first download carries the shell's messages (sign-in, frame, errors, form checks);
// the areas' messages come with the signed-in frame (./catalogue.areas.ts); English (./catalogue.en.ts) is a
// download of its own, loaded when it is chosen.
import type { DE_AREAS } from './catalogue.areas';
import * as shell from './messages/shell.de';

export type Lang = 'de' | 'en';
/** A key of the catalogue as stored: a message with plural forms has one key per CLDR category (`_one`, `_other`). */
export type CatalogueKey = keyof typeof DE_SHELL | keyof typeof DE_AREAS;
/** A key as the screens name it: a plural message by its base key, its form chosen by the `count` it is given. */
export type MessageKey = CatalogueKey extends infer K
  ? K extends `${infer Base}_${PluralCategory}`
    ? Base
    : K
  : never;
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type Catalogue = Record<CatalogueKey, string>;

/** The German messages of the first download. */
export const DE_SHELL = shell.de;
