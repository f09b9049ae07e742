// The German messages of the areas (center work, reporting, plan, social, ...): part of the signed-in frame's
// download, added to the catalogue when it loads (./areas.ts).
import * as accounts from './messages/accounts.de';
import * as centerWork from './messages/center-work.de';
import * as centerplan from './messages/centerplan.de';
import * as contentAreas from './messages/content-areas.de';
import * as history from './messages/history.de';
import * as legacyImport from './messages/legacy-import.de';
import * as media from './messages/media.de';
import * as modules from './messages/modules.de';
import * as organizationKeys from './messages/organization-keys.de';
import * as pluginSites from './messages/plugin-sites.de';
import * as reporting from './messages/reporting.de';
import * as reportingImport from './messages/reporting-import.de';
import * as social from './messages/social.de';
import * as structure from './messages/structure.de';
import * as webhooks from './messages/webhooks.de';
import * as website from './messages/website.de';

export const DE_AREAS = {
  ...accounts.de,
  ...centerWork.de,
  ...contentAreas.de,
  ...website.de,
  ...reporting.de,
  ...reportingImport.de,
  ...legacyImport.de,
  ...media.de,
  ...history.de,
  ...centerplan.de,
  ...pluginSites.de,
  ...organizationKeys.de,
  ...modules.de,
  ...social.de,
  ...structure.de,
  ...webhooks.de,
};
