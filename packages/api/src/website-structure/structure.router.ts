import { entranceWriter, touchscreenWriter } from '@center-platform/core/centerplan';
import { getSignageForStaff, playlistWriter, SignageSettingsInput, updateSignage } from '@center-platform/core/dooh';
import {
  bulkChains,
  ChainCreateInput,
  ChainUpdateInput,
  createChain,
  deleteChain,
  getChainForStaff,
  listChainsForStaff,
  pageChainsForStaff,
  updateChain,
} from '@center-platform/core/shops';
import {
  categoryThemeWriter,
  categoryWriter,
  gastronomyThemeWriter,
  officeThemeWriter,
  websiteContactWriter,
} from '@center-platform/core/website-structure';
import { z } from 'zod';
import { CENTERPLAN_READ_RULE, CENTERPLAN_RULE } from '../centerplan/rules';
import { resourceRouter } from '../content/resource-procedures';
import { CONTENT_READ_RULE, CONTENT_RULE, WEBSITE_READ_RULE, WEBSITE_RULE } from '../content/rules';
import { DOOH_READ_RULE, DOOH_RULE } from '../dooh/rules';
import { router, ruledProcedure } from '../trpc/init';

// The staff procedures of the data the public reads serve beyond the editorial content (issue 25.2): the website
// structure (categories, themes, contacts) and chains in the editorial area, entrances on the center plan, and
// digital signage (touchscreens, playlists with the local hero, the players' configuration). They sit in the
// `centerWork` router next to the content kinds, so the dashboard's list screen serves them the same way.

const CONTENT = { read: CONTENT_READ_RULE, write: CONTENT_RULE };
const WEBSITE = { read: WEBSITE_READ_RULE, write: WEBSITE_RULE };
const CENTERPLAN = { read: CENTERPLAN_READ_RULE, write: CENTERPLAN_RULE };
const DOOH = { read: DOOH_READ_RULE, write: DOOH_RULE };

export const structureRouters = {
  categories: resourceRouter(CONTENT, categoryWriter),
  categoryThemes: resourceRouter(CONTENT, categoryThemeWriter),
  officeThemes: resourceRouter(CONTENT, officeThemeWriter),
  gastronomyThemes: resourceRouter(CONTENT, gastronomyThemeWriter),
  chains: resourceRouter(CONTENT, {
    createInput: ChainCreateInput,
    updateInput: ChainUpdateInput,
    list: listChainsForStaff,
    page: pageChainsForStaff,
    get: getChainForStaff,
    create: createChain,
    update: updateChain,
    remove: deleteChain,
    bulk: bulkChains,
  }),
  websiteContacts: resourceRouter(WEBSITE, websiteContactWriter),
  entrances: resourceRouter(CENTERPLAN, entranceWriter),
  touchscreens: resourceRouter(DOOH, touchscreenWriter),
  playlists: resourceRouter(DOOH, playlistWriter),
  signage: router({
    get: ruledProcedure(DOOH_READ_RULE)
      .input(z.object({ centerId: z.uuid() }))
      .query(({ ctx, input }) => getSignageForStaff(ctx.services.db, input.centerId)),
    update: ruledProcedure(DOOH_RULE)
      .input(z.object({ centerId: z.uuid(), data: SignageSettingsInput }))
      .mutation(({ ctx, input }) => updateSignage(ctx.services.db, input.centerId, input.data)),
  }),
};
