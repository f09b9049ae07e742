import type { Kysely, Selectable } from 'kysely';
import { json } from '../db/json';
import type { Database, NewsTable } from '../db/schema';
import { STATUS_PUBLISHING } from './bulk-action';
import { eventInputs, jobInputs, newsInputs, offerInputs } from './editorial-fields';
import { PublishInput } from './publish-rules';
import { resourceWriter, storedRows } from './resource-writer';
import { parseInput, STORED } from './staff-write';

// Staff writes of the editorial content of spec 2.8: news (with the construction diary and its linked
// shops), events, offers and jobs. Common fields: status, visibleFrom/visibleUntil (until >= from),
// authorshipLabel ('human' | 'ai' | 'ai_reviewed' | null). HTML is stored as given, capped in length.

const WINDOW = ['visibleFrom', 'visibleUntil'] as const;

/**
 * "Publish now" (no `at`) or "Schedule" (`at`): the entry becomes Active and visible from that moment; a news item
 * gets it as its publish date. The window's end stays as it is (an end before the new start is refused).
 */
type Published = { status: 'Active'; visibleFrom: string | null; publishDate?: string };
function publisher<R>(
  writer: { update(db: Kysely<Database>, centerId: string, id: string, input: Published): Promise<R> },
  withPublishDate: boolean,
) {
  return async (db: Kysely<Database>, centerId: string, id: string, input: PublishInput) => {
    const { at } = parseInput(PublishInput, input);
    const moment = at ?? new Date().toISOString();
    return writer.update(db, centerId, id, {
      status: 'Active',
      visibleFrom: at ?? null,
      ...(withPublishDate ? { publishDate: moment } : {}),
    });
  };
}
const shopRef = { key: 'shopId', table: 'shops', label: 'Shop' } as const;

// ---------------------------------------------------------------- news

const newsInput = newsInputs(STORED);
export const NewsFields = newsInput.fields;
export const NewsCreateInput = newsInput.create;
export const NewsUpdateInput = newsInput.update;

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

/**
 * A news item that is active without a publish date is published now: the date is set when it becomes active (saved
 * as active, or published from the list), so the public list, newest publish date first, shows it at the top.
 */
function publishedNow<C extends Record<string, unknown>>(columns: C, existing: Selectable<NewsTable> | undefined): C {
  const status = columns.status ?? existing?.status;
  const publishDate = 'publishDate' in columns ? columns.publishDate : existing?.publishDate;
  return status === 'Active' && !publishDate ? { ...columns, publishDate: new Date() } : columns;
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
  toColumns: ({ pdfUrl, linkedShopIds: _, ...input }, existing) => {
    const columns = publishedNow(input, existing);
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
export const publishNews = publisher(news, true);

// ---------------------------------------------------------------- events

const eventInput = eventInputs(STORED);
export const EventFields = eventInput.fields;
export const EventCreateInput = eventInput.create;
export const EventUpdateInput = eventInput.update;

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
export const publishEvent = publisher(events, false);

// ---------------------------------------------------------------- offers

const offerInput = offerInputs(STORED);
export const OfferFields = offerInput.fields;
export const OfferCreateInput = offerInput.create;
export const OfferUpdateInput = offerInput.update;

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
export const publishOffer = publisher(offers, false);

// ---------------------------------------------------------------- jobs

const jobInput = jobInputs(STORED);
export const JobFields = jobInput.fields;
export const JobCreateInput = jobInput.create;
export const JobUpdateInput = jobInput.update;

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
export const publishJob = publisher(jobs, false);
