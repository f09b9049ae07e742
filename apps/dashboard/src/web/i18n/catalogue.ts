// The one message catalogue of the dashboard, merged from the messages of each area (./messages).

import * as accounts from './messages/accounts';
import * as centerWork from './messages/center-work';
import * as centerplan from './messages/centerplan';
import * as contentAreas from './messages/content-areas';
import * as organizationKeys from './messages/organization-keys';
import * as pluginSites from './messages/plugin-sites';
import * as reporting from './messages/reporting';
import * as reportingImport from './messages/reporting-import';
import * as shell from './messages/shell';
import * as social from './messages/social';
import * as website from './messages/website';

export type Lang = 'de' | 'en';
export type MessageKey = keyof typeof de;
type Catalogue = Record<MessageKey, string>;

const de = {
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

const en: Catalogue = {
  ...shell.en,
  ...accounts.en,
  ...centerWork.en,
  ...contentAreas.en,
  ...website.en,
  ...reporting.en,
  ...reportingImport.en,
  ...centerplan.en,
  ...pluginSites.en,
  ...organizationKeys.en,
  ...social.en,
};

export const CATALOGUE: Record<Lang, Catalogue> = { de, en };
