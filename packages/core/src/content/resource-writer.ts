import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { containsPattern, GERMAN_ORDER } from '../db/text-order';
import { DomainError } from '../errors';
import { type BulkActionInput, type Publishing, runBulkAction } from './bulk-action';
import { readPage, type StaffPage, StaffPageQuery } from './staff-page';
import {
  assertOwnedByCenter,
  type CenterOwnedTable,
  type ContentTable,
  checkWindow,
  notFound,
  parseInput,
  toTimestamp,
  touched,
  writeForCenter,
} from './staff-write';
import { chooseSlug, mapSlugConflict } from './unique-slug';

// One shape for the staff reads and writes of a center's content rows (news, events, offers, jobs, services,
// offices, homepage tiles, hot picks, and the website structure, plan points and playlists of ContentTable):
// center-scoped (an id of another center is NOT_FOUND), inputs parsed by
// their zod schema, references checked against the same center, time windows checked after the change, and
// every write in one transaction with exactly one content version bump. A kind whose slug is unique in its center
// gets it derived from the name when a create leaves it out (`-2`, `-3`, ... while taken); a taken slug that was
// typed is SLUG_TAKEN.

type Input = Record<string, unknown>;

export interface ResourceSpec<T extends ContentTable, C extends z.ZodType<Input>, U extends z.ZodType<Input>, R> {
  table: T;
  /** how errors name one row, e.g. 'News entry' */
  label: string;
  /** the column that names a row (searched and sorted as "name" in the staff list) */
  nameColumn: 'title' | 'name';
  createInput: C;
  updateInput: U;
  /** input keys holding ISO strings that are stored as timestamps */
  timestamps?: readonly string[];
  /** [start, end] column pairs: the end must not lie before the start (checked on the row after the change) */
  windows?: readonly (readonly [string, string])[];
  /** input keys holding ids (or arrays of ids) of rows that must belong to the same center */
  references?: readonly { key: string; table: CenterOwnedTable; label: string }[];
  /** list order before the id */
  order: readonly (readonly [string, 'asc' | 'desc'])[];
  /** what publishing and unpublishing a row change (bulk actions) */
  publishing: Publishing;
  /** the stored columns of the parsed input (timestamps already converted); `existing` on update */
  toColumns?: (data: Input, existing: Selectable<Database[T]> | undefined) => Input;
  /** checks and writes that must come before the row's (e.g. taking a one-per-center flag from another row) */
  beforeWrite?: (trx: Kysely<Database>, centerId: string, id: string | undefined, data: Input) => Promise<void>;
  /** writes of other tables that belong to the row (e.g. linked shops), inside the same transaction */
  afterWrite?: (trx: Kysely<Database>, id: string, data: Input) => Promise<void>;
  /** the row's kind in content_metrics (no foreign key there): its figures go with the row */
  metricsType?: Database['contentMetrics']['contentType'];
  /** the rows have a slug unique in their center (derived from the name when a create leaves it out) */
  uniqueSlug?: boolean;
  /** what the staff reads answer for the stored rows */
  decorate: (db: Kysely<Database>, rows: Selectable<Database[T]>[]) => Promise<R[]>;
}

export interface ResourceWriter<C extends z.ZodType<Input>, U extends z.ZodType<Input>, R> {
  createInput: C;
  updateInput: U;
  list(db: Kysely<Database>, centerId: string): Promise<R[]>;
  /** a page of the staff list, sorted and filtered in the database */
  page(db: Kysely<Database>, centerId: string, input: StaffPageQuery): Promise<StaffPage<R>>;
  get(db: Kysely<Database>, centerId: string, id: string): Promise<R>;
  create(db: Kysely<Database>, centerId: string, input: z.input<C>): Promise<R>;
  update(db: Kysely<Database>, centerId: string, id: string, input: z.input<U>): Promise<R>;
  remove(db: Kysely<Database>, centerId: string, id: string): Promise<{ id: string }>;
  /** publish, unpublish or delete many rows at once (bulk-action.ts) */
  bulk(db: Kysely<Database>, centerId: string, input: BulkActionInput): ReturnType<typeof runBulkAction>;
}

export function resourceWriter<T extends ContentTable, C extends z.ZodType<Input>, U extends z.ZodType<Input>, R>(
  spec: ResourceSpec<T, C, U, R>,
): ResourceWriter<C, U, R> {
  type Row = Selectable<Database[T]>;
  // Every content table has `id`, `centerId` and the columns the spec names; the cast only lets Kysely
  // type the shared columns. Column names of `order` come from the spec, never from input.
  const table = spec.table as 'news';

  const rowsOf = (db: Kysely<Database>, centerId: string) =>
    db.selectFrom(table).selectAll().where('centerId', '=', centerId);

  const columnsOf = (data: Input, existing: Row | undefined): Input => {
    const converted: Input = { ...data };
    for (const key of spec.timestamps ?? []) {
      if (key in converted) converted[key] = toTimestamp(converted[key] as string | null | undefined);
    }
    return spec.toColumns ? spec.toColumns(converted, existing) : converted;
  };

  const check = async (trx: Kysely<Database>, centerId: string, data: Input, existing: Row | undefined) => {
    for (const ref of spec.references ?? []) {
      const value = data[ref.key];
      const ids = Array.isArray(value) ? value : [value];
      await assertOwnedByCenter(trx, ref.table, centerId, ids as (string | null | undefined)[], ref.label);
    }
    const merged: Input = { ...(existing as Input | undefined), ...data };
    for (const [start, end] of spec.windows ?? []) {
      checkWindow(merged[start] as Date | string | null, merged[end] as Date | string | null, `${start}/${end}`);
    }
  };

  /** The slug of a write (see unique-slug.ts), among the other rows of the center. */
  const slugOf = (trx: Kysely<Database>, centerId: string, data: Input, exceptId?: string) =>
    chooseSlug(
      `${spec.label} of this center`,
      data.slug as string | null | undefined,
      String(data[spec.nameColumn] ?? ''),
      async (base) => {
        let query = rowsOf(trx, centerId)
          .clearSelect()
          .select('slug')
          .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
        if (exceptId) query = query.where('id', '<>', exceptId);
        return (await query.execute()).flatMap((row) => (row.slug ? [row.slug] : []));
      },
    );
  const slugConflict = <V>(slug: unknown, work: () => Promise<V>) =>
    spec.uniqueSlug ? mapSlugConflict(`${spec.label} of this center`, slug, work) : work();

  const get = async (db: Kysely<Database>, centerId: string, id: string): Promise<R> => {
    const row = await rowsOf(db, centerId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(spec.label);
    const [decorated] = await spec.decorate(db, [row as unknown as Row]);
    return decorated as R;
  };

  // the writes of one row inside an open transaction: one at a time below, or many in `bulk`
  const updateIn = async (trx: Kysely<Database>, centerId: string, id: string, input: Input) => {
    let data = input;
    const existing = await rowsOf(trx, centerId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!existing) throw notFound(spec.label);
    await check(trx, centerId, data, existing as unknown as Row);
    await spec.beforeWrite?.(trx, centerId, id, data);
    if (spec.uniqueSlug && data.slug !== undefined && data.slug !== existing.slug) {
      // a cleared slug is the name's (the column takes no null)
      data = { ...data, slug: await slugOf(trx, centerId, { ...(existing as Input), ...data }, id) };
    }
    await trx
      .updateTable(table)
      .set({ ...columnsOf(data, existing as unknown as Row), ...touched() } as never)
      .where('id', '=', id)
      .where('centerId', '=', centerId)
      .execute();
    await spec.afterWrite?.(trx, id, data);
  };

  const removeIn = async (trx: Kysely<Database>, centerId: string, id: string) => {
    const row = await trx
      .deleteFrom(table)
      .where('id', '=', id)
      .where('centerId', '=', centerId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(spec.label);
    if (spec.metricsType) {
      await trx
        .deleteFrom('contentMetrics')
        .where('contentType', '=', spec.metricsType)
        .where('contentId', '=', id)
        .execute();
    }
    return row;
  };

  return {
    createInput: spec.createInput,
    updateInput: spec.updateInput,

    async list(db, centerId) {
      let query = rowsOf(db, centerId);
      for (const [column, direction] of spec.order) query = query.orderBy(column as 'id', direction);
      const rows = await query.orderBy('id').execute();
      return spec.decorate(db, rows as unknown as Row[]);
    },

    async page(db, centerId, input) {
      const { page, pageSize, sort, filters, q } = parseInput(StaffPageQuery, input);
      // kinds shown or hidden by isActive have no status to filter or sort by
      if (!('status' in spec.publishing.publish) && (filters.status || sort?.key === 'status')) {
        throw new DomainError('invalid', 'INVALID_INPUT', `The list of ${spec.label} rows has no status.`);
      }
      const name = spec.nameColumn as 'title';
      let query = rowsOf(db, centerId);
      if (filters.status) query = query.where('status', '=', filters.status);
      if (q) query = query.where(name, 'ilike', containsPattern(q));
      let ordered = query;
      if (sort) {
        const column = sort.key === 'name' ? name : sort.key;
        ordered = ordered.orderBy(column, (ob) => {
          const by = sort.key === 'name' ? ob.collate(GERMAN_ORDER) : ob;
          return (sort.dir === 'asc' ? by.asc() : by.desc()).nullsLast();
        });
      }
      for (const [column, direction] of spec.order) ordered = ordered.orderBy(column as 'id', direction);
      const { rows, total } = await readPage(query, ordered.orderBy('id'), page, pageSize);
      return {
        rows: await spec.decorate(db, rows as unknown as Row[]),
        total,
        page,
        pageSize,
      };
    },

    get,

    async create(db, centerId, input) {
      const data: Input = parseInput(spec.createInput, input);
      return slugConflict(data.slug, () =>
        writeForCenter(db, centerId, async (trx) => {
          await check(trx, centerId, data, undefined);
          await spec.beforeWrite?.(trx, centerId, undefined, data);
          if (spec.uniqueSlug) data.slug = await slugOf(trx, centerId, data);
          const row = await trx
            .insertInto(table)
            .values({ ...columnsOf(data, undefined), centerId } as never)
            .returning('id')
            .executeTakeFirstOrThrow();
          await spec.afterWrite?.(trx, row.id, data);
          return get(trx, centerId, row.id);
        }),
      );
    },

    async update(db, centerId, id, input) {
      const data: Input = parseInput(spec.updateInput, input);
      return slugConflict(data.slug, () =>
        writeForCenter(db, centerId, async (trx) => {
          await updateIn(trx, centerId, id, data);
          return get(trx, centerId, id);
        }),
      );
    },

    async remove(db, centerId, id) {
      return writeForCenter(db, centerId, (trx) => removeIn(trx, centerId, id));
    },

    bulk(db, centerId, input) {
      return runBulkAction(db, centerId, { publishing: spec.publishing, update: updateIn, remove: removeIn }, input);
    },
  };
}

/** `decorate` for resources whose staff reads answer the stored rows as they are. */
export const storedRows = async <Row>(_db: Kysely<Database>, rows: Row[]): Promise<Row[]> => rows;
