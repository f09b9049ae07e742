import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { json } from '../db/json';
import type { Database, NewsTable } from '../db/schema';
import { STATUS_PUBLISHING } from './bulk-action';
import { resourceWriter, storedRows } from './resource-writer';
import {
  AuthorshipLabelInput,
  ContentStatusInput,
  htmlText,
  IsoTimestamp,
  optionalEmail,
  optionalHref,
  optionalText,
  plainText,
  SlugInput,
  TagsInput,
} from './staff-write';

// Staff writes of the editorial content of spec 2.8: news (with the construction diary and its linked
// shops), events, offers and jobs. Common fields: status, visibleFrom/visibleUntil (until >= from),
// authorshipLabel ('human' | 'ai' | 'ai_reviewed' | null). HTML is stored as given, capped in length.

/** A slug, or null ('' becomes null). Content slugs are not unique. */
export const optionalSlug = z
  .union([z.literal(''), SlugInput])
  .nullable()
  .transform((v) => (v === '' ? null : v));

const editorialFields = {
  title: plainText().min(1).max(300),
  slug: optionalSlug,
  status: ContentStatusInput,
  authorshipLabel: AuthorshipLabelInput,
  image: optionalHref,
  tags: TagsInput,
  visibleFrom: IsoTimestamp,
  visibleUntil: IsoTimestamp,
};
const WINDOW = ['visibleFrom', 'visibleUntil'] as const;
const shopRef = { key: 'shopId', table: 'shops', label: 'Shop' } as const;

// ---------------------------------------------------------------- news

export const NewsFields = z.object({
  ...editorialFields,
  content: htmlText(200_000),
  excerpt: optionalText(2000),
  publishDate: IsoTimestamp,
  category: optionalText(100),
  isConstructionDiary: z.boolean(),
  /** stored as `metadata.pdfUrl` (the center newspaper); other metadata keys are kept */
  pdfUrl: optionalHref,
  /** the shops linked to a construction-diary entry: replaced as a set; shops of the same center only */
  linkedShopIds: z.array(z.uuid()).max(200),
});
export const NewsCreateInput = NewsFields.partial().required({ title: true });
export const NewsUpdateInput = NewsFields.partial();

async function withLinkedShops(db: Kysely<Database>, rows: Selectable<NewsTable>[]) {
  const links =
    rows.length === 0
      ? []
      : await db
          .selectFrom('newsLinkedShops')
          .select(['newsId', 'shopId'])
          .where(
            'newsId',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('shopId')
          .execute();
  const byNews = new Map<string, string[]>();
  for (const link of links) byNews.set(link.newsId, [...(byNews.get(link.newsId) ?? []), link.shopId]);
  return rows.map((row) => ({ ...row, linkedShopIds: byNews.get(row.id) ?? [] }));
}

const news = resourceWriter({
  table: 'news',
  nameColumn: 'title',
  publishing: STATUS_PUBLISHING,
  metricsType: 'news',
  label: 'News entry',
  createInput: NewsCreateInput,
  updateInput: NewsUpdateInput,
  timestamps: [...WINDOW, 'publishDate'],
  windows: [WINDOW],
  references: [{ key: 'linkedShopIds', table: 'shops', label: 'Linked shop' }],
  order: [
    ['publishDate', 'desc'],
    ['createdAt', 'desc'],
  ],
  toColumns: ({ pdfUrl, linkedShopIds: _, ...columns }, existing) => {
    if (pdfUrl === undefined) return columns;
    const { pdfUrl: _old, ...metadata } = existing?.metadata ?? {};
    return { ...columns, metadata: json(pdfUrl === null ? metadata : { ...metadata, pdfUrl }) };
  },
  afterWrite: async (trx, newsId, data) => {
    const ids = data.linkedShopIds as string[] | undefined;
    if (ids === undefined) return;
    await trx.deleteFrom('newsLinkedShops').where('newsId', '=', newsId).execute();
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      await trx
        .insertInto('newsLinkedShops')
        .values(unique.map((shopId) => ({ newsId, shopId })))
        .execute();
    }
  },
  decorate: withLinkedShops,
});

export const listNewsForStaff = news.list;
export const pageNewsForStaff = news.page;
export const getNewsForStaff = news.get;
export const createNews = news.create;
export const updateNews = news.update;
export const deleteNews = news.remove;
export const bulkNews = news.bulk;

// ---------------------------------------------------------------- events

export const EventFields = z.object({
  ...editorialFields,
  description: htmlText(50_000),
  startsAt: IsoTimestamp,
  endsAt: IsoTimestamp,
  location: optionalText(200),
  shopId: z.uuid().nullable(),
});
export const EventCreateInput = EventFields.partial().required({ title: true });
export const EventUpdateInput = EventFields.partial();

const events = resourceWriter({
  table: 'events',
  nameColumn: 'title',
  publishing: STATUS_PUBLISHING,
  metricsType: 'event',
  label: 'Event',
  createInput: EventCreateInput,
  updateInput: EventUpdateInput,
  timestamps: [...WINDOW, 'startsAt', 'endsAt'],
  windows: [WINDOW, ['startsAt', 'endsAt']],
  references: [shopRef],
  order: [
    ['startsAt', 'desc'],
    ['createdAt', 'desc'],
  ],
  decorate: storedRows,
});

export const listEventsForStaff = events.list;
export const pageEventsForStaff = events.page;
export const getEventForStaff = events.get;
export const createEvent = events.create;
export const updateEvent = events.update;
export const deleteEvent = events.remove;
export const bulkEvent = events.bulk;

// ---------------------------------------------------------------- offers

export const OfferFields = z.object({
  ...editorialFields,
  description: htmlText(50_000),
  shopId: z.uuid().nullable(),
  validFrom: IsoTimestamp,
  validUntil: IsoTimestamp,
  takeawayExclusive: z.boolean(),
});
export const OfferCreateInput = OfferFields.partial().required({ title: true });
export const OfferUpdateInput = OfferFields.partial();

const offers = resourceWriter({
  table: 'offers',
  nameColumn: 'title',
  publishing: STATUS_PUBLISHING,
  metricsType: 'offer',
  label: 'Offer',
  createInput: OfferCreateInput,
  updateInput: OfferUpdateInput,
  timestamps: [...WINDOW, 'validFrom', 'validUntil'],
  windows: [WINDOW, ['validFrom', 'validUntil']],
  references: [shopRef],
  order: [['createdAt', 'desc']],
  decorate: storedRows,
});

export const listOffersForStaff = offers.list;
export const pageOffersForStaff = offers.page;
export const getOfferForStaff = offers.get;
export const createOffer = offers.create;
export const updateOffer = offers.update;
export const deleteOffer = offers.remove;
export const bulkOffer = offers.bulk;

// ---------------------------------------------------------------- jobs

export const JobFields = z.object({
  ...editorialFields,
  description: htmlText(50_000),
  shopId: z.uuid().nullable(),
  employmentType: optionalText(60),
  contactEmail: optionalEmail,
});
export const JobCreateInput = JobFields.partial().required({ title: true });
export const JobUpdateInput = JobFields.partial();

const jobs = resourceWriter({
  table: 'jobs',
  nameColumn: 'title',
  publishing: STATUS_PUBLISHING,
  metricsType: 'job',
  label: 'Job',
  createInput: JobCreateInput,
  updateInput: JobUpdateInput,
  timestamps: WINDOW,
  windows: [WINDOW],
  references: [shopRef],
  order: [['createdAt', 'desc']],
  decorate: storedRows,
});

export const listJobsForStaff = jobs.list;
export const pageJobsForStaff = jobs.page;
export const getJobForStaff = jobs.get;
export const createJob = jobs.create;
export const updateJob = jobs.update;
export const deleteJob = jobs.remove;
export const bulkJob = jobs.bulk;
