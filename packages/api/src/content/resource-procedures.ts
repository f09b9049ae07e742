import type { AccessRule } from '@center-platform/core/accounts';
import { BulkActionInput, PublishInput, StaffPageQuery } from '@center-platform/core/content';
import { z } from 'zod';
import { router, ruledProcedure, type TrpcContext } from '../trpc/init';

// The tRPC procedures of one kind of center resource (news, shops, categories, entrances, playlists, ...): list, get,
// a page of the list, create, update, delete and a bulk action, each calling its core function. Every input carries
// the `centerId` it acts on: the rules are center-scoped, so the one middleware refuses a center other than the
// session's (SUPER_ADMIN excepted), and core scopes every id to that center (another center's id is NOT_FOUND).

const center = { centerId: z.uuid() };
const byId = z.object({ ...center, id: z.uuid() });

type Db = TrpcContext['services']['db'];

/** Who reads the kind and who writes it. */
export interface ResourceRules {
  read: AccessRule;
  write: AccessRule;
}

/** The core functions of one kind (a `resourceWriter` of core has this shape). */
export interface Crud<CO, CI, UO, UI, L, G, W> {
  createInput: z.ZodType<CO, CI>;
  updateInput: z.ZodType<UO, UI>;
  list: (db: Db, centerId: string) => Promise<L>;
  get: (db: Db, centerId: string, id: string) => Promise<G>;
  create: (db: Db, centerId: string, input: CO) => Promise<W>;
  update: (db: Db, centerId: string, id: string, input: UO) => Promise<W>;
  remove: (db: Db, centerId: string, id: string) => Promise<{ id: string }>;
  bulk: (db: Db, centerId: string, input: BulkActionInput) => Promise<{ action: string; ids: string[] }>;
}

export function resourceProcedures<CO, CI, UO, UI, L, G, W>(rules: ResourceRules, crud: Crud<CO, CI, UO, UI, L, G, W>) {
  return {
    list: ruledProcedure(rules.read)
      .input(z.object(center))
      .query(({ ctx, input }) => crud.list(ctx.services.db, input.centerId)),
    get: ruledProcedure(rules.read)
      .input(byId)
      .query(({ ctx, input }) => crud.get(ctx.services.db, input.centerId, input.id)),
    create: ruledProcedure(rules.write)
      .input(z.object({ ...center, data: crud.createInput }))
      .mutation(({ ctx, input }) => crud.create(ctx.services.db, input.centerId, input.data)),
    update: ruledProcedure(rules.write)
      .input(z.object({ ...center, id: z.uuid(), data: crud.updateInput }))
      .mutation(({ ctx, input }) => crud.update(ctx.services.db, input.centerId, input.id, input.data)),
    delete: ruledProcedure(rules.write)
      .input(byId)
      .mutation(({ ctx, input }) => crud.remove(ctx.services.db, input.centerId, input.id)),
    /** publish, unpublish or delete the selected rows, all or none */
    bulk: ruledProcedure(rules.write)
      .input(BulkActionInput.extend(center))
      .mutation(({ ctx, input: { centerId, ...action } }) => crud.bulk(ctx.services.db, centerId, action)),
  };
}

/** The procedures of a kind with its page of the staff list (shops have a page of their own). */
export const resourceRouter = <CO, CI, UO, UI, L, G, W, P>(
  rules: ResourceRules,
  crud: Crud<CO, CI, UO, UI, L, G, W> & { page: (db: Db, centerId: string, input: StaffPageQuery) => Promise<P> },
) => router(pagedProcedures(rules, crud));

function pagedProcedures<CO, CI, UO, UI, L, G, W, P>(
  rules: ResourceRules,
  crud: Crud<CO, CI, UO, UI, L, G, W> & { page: (db: Db, centerId: string, input: StaffPageQuery) => Promise<P> },
) {
  return {
    ...resourceProcedures(rules, crud),
    /** a page of the list, sorted and filtered on the server */
    page: ruledProcedure(rules.read)
      .input(StaffPageQuery.extend(center))
      .query(({ ctx, input: { centerId, ...page } }) => crud.page(ctx.services.db, centerId, page)),
  };
}

/** The procedures of an editorial kind that is published: its resource procedures and "Publish now" / "Schedule". */
export const publishedRouter = <CO, CI, UO, UI, L, G, W, P, R>(
  rules: ResourceRules,
  crud: Crud<CO, CI, UO, UI, L, G, W> & {
    page: (db: Db, centerId: string, input: StaffPageQuery) => Promise<P>;
    publish: (db: Db, centerId: string, id: string, input: PublishInput) => Promise<R>;
  },
) =>
  router({
    ...pagedProcedures(rules, crud),
    /** Active and visible from `at` (absent: now) */
    publish: ruledProcedure(rules.write)
      .input(PublishInput.extend({ ...center, id: z.uuid() }))
      .mutation(({ ctx, input: { centerId, id, ...at } }) => crud.publish(ctx.services.db, centerId, id, at)),
  });
