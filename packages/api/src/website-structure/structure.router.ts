import { getSignageForStaff, SignageSettingsInput, updateSignage } from '@center-platform/core/dooh';
import { z } from 'zod';
import { resourceRouter } from '../content/resource-procedures';
import { router, ruledProcedure } from '../trpc/init';
import { DOOH, STRUCTURE_KINDS as K } from './structure-kinds';

// The staff procedures of the data the public reads serve beyond the editorial content (issue 25.2), one router per
// kind of structure-kinds.ts, and the players' configuration. They sit in the `centerWork` router next to the
// content kinds, so the dashboard's list screen serves them the same way.

export const structureRouters = {
  categories: resourceRouter(K.categories.rules, K.categories.writer),
  categoryThemes: resourceRouter(K.categoryThemes.rules, K.categoryThemes.writer),
  officeThemes: resourceRouter(K.officeThemes.rules, K.officeThemes.writer),
  gastronomyThemes: resourceRouter(K.gastronomyThemes.rules, K.gastronomyThemes.writer),
  chains: resourceRouter(K.chains.rules, K.chains.writer),
  websiteContacts: resourceRouter(K.websiteContacts.rules, K.websiteContacts.writer),
  entrances: resourceRouter(K.entrances.rules, K.entrances.writer),
  touchscreens: resourceRouter(K.touchscreens.rules, K.touchscreens.writer),
  playlists: resourceRouter(K.playlists.rules, K.playlists.writer),
  signage: router({
    get: ruledProcedure(DOOH.read)
      .input(z.object({ centerId: z.uuid() }))
      .query(({ ctx, input }) => getSignageForStaff(ctx.services.db, input.centerId)),
    update: ruledProcedure(DOOH.write)
      .input(z.object({ centerId: z.uuid(), data: SignageSettingsInput }))
      .mutation(({ ctx, input }) => updateSignage(ctx.services.db, input.centerId, input.data)),
  }),
};
