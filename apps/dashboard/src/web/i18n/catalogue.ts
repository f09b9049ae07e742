// The message catalogue of the dashboard: German, the default, merged from the messages of each area
// (./messages/<area>.de.ts); English (./catalogue.en.ts) is a separate download, loaded when it is chosen.

import * as accounts from './messages/accounts.de';
import * as centerWork from './messages/center-work.de';
import * as centerplan from './messages/centerplan.de';
import * as contentAreas from './messages/content-areas.de';
import * as organizationKeys from './messages/organization-keys.de';
import * as pluginSites from './messages/plugin-sites.de';
import * as reporting from './messages/reporting.de';
import * as reportingImport from './messages/reporting-import.de';
import * as shell from './messages/shell.de';
import * as social from './messages/social.de';
import * as website from './messages/website.de';

export type Lang = 'de' | 'en';
/** A key of the catalogue as stored: a message with plural forms has one key per CLDR category (`_one`, `_other`). */
export type CatalogueKey = keyof typeof DE;
/** A key as the screens name it: a plural message by its base key, its form chosen by the `count` it is given. */
export type MessageKey = CatalogueKey extends infer K
  ? K extends `${infer Base}_${PluralCategory}`
    ? Base
    : K
  : never;
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type Catalogue = Record<CatalogueKey, string>;

export const DE = {
  ...shell.de,
  ...accounts.de,
  ...centerWork.de,
  ...contentAreas.de,
  ...website.de,
  ...reporting.de,
  ...reportingImport.de,
  ...centerplan.de,
  ...pluginSites.de,
  ...organizationKeys.de,
  ...social.de,
};
