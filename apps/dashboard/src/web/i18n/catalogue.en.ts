// The English catalogue, merged from the messages of each area (./messages/<area>.en.ts): a chunk of its own.
import type { Catalogue } from './catalogue';
import * as accounts from './messages/accounts.en';
import * as centerWork from './messages/center-work.en';
import * as centerplan from './messages/centerplan.en';
import * as contentAreas from './messages/content-areas.en';
import * as history from './messages/history.en';
import * as legacyImport from './messages/legacy-import.en';
import * as media from './messages/media.en';
import * as modules from './messages/modules.en';
import * as organizationKeys from './messages/organization-keys.en';
import * as pluginSites from './messages/plugin-sites.en';
import * as reporting from './messages/reporting.en';
import * as reportingImport from './messages/reporting-import.en';
import * as shell from './messages/shell.en';
import * as social from './messages/social.en';
import * as structure from './messages/structure.en';
import * as webhooks from './messages/webhooks.en';
import * as website from './messages/website.en';

export const EN: Catalogue = {
  ...shell.en,
  ...accounts.en,
  ...centerWork.en,
  ...contentAreas.en,
  ...website.en,
  ...reporting.en,
  ...reportingImport.en,
  ...legacyImport.en,
  ...media.en,
  ...history.en,
  ...centerplan.en,
  ...pluginSites.en,
  ...organizationKeys.en,
  ...modules.en,
  ...social.en,
  ...structure.en,
  ...webhooks.en,
};
