import {
  createOrganizationKey,
  listOrganizationKeyPage,
  listOrganizations,
  OrganizationKeyCreateInput,
  OrganizationKeyPageQuery,
  revokeOrganizationKey,
} from '@center-platform/core/organizations';
import { z } from 'zod';
import { ORGANIZATION_KEYS_RULE } from '../agency/rules';
import { actorOf } from '../auth/actor';
import { router, ruledProcedure } from '../trpc/init';

// Spec 4.6, 5: the organization API keys of the agency integration API, managed in the dashboard. A created key
// is answered once; no read carries a key or its hash.

const organization = { organizationId: z.uuid() };

export const organizationKeysRouter = router({
  organizations: ruledProcedure(ORGANIZATION_KEYS_RULE).query(({ ctx }) => listOrganizations(ctx.services.db)),
  /** a page of the organization's keys, sorted, filtered and searched on the server */
  page: ruledProcedure(ORGANIZATION_KEYS_RULE)
    .input(OrganizationKeyPageQuery.extend(organization))
    .query(({ ctx, input: { organizationId, ...query } }) =>
      listOrganizationKeyPage(ctx.services.db, organizationId, query),
    ),
  create: ruledProcedure(ORGANIZATION_KEYS_RULE)
    .input(z.object({ ...organization, data: OrganizationKeyCreateInput }))
    .mutation(({ ctx, input }) =>
      createOrganizationKey(ctx.services.db, input.organizationId, actorOf(ctx).userId, input.data),
    ),
  revoke: ruledProcedure(ORGANIZATION_KEYS_RULE)
    .input(z.object({ ...organization, keyId: z.uuid() }))
    .mutation(({ ctx, input }) => revokeOrganizationKey(ctx.services.db, input.organizationId, input.keyId)),
});
