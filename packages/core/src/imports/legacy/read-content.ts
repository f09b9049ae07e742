import { z } from 'zod';
import { excerptOf, htmlToText, sanitizeHtml } from '../../content/html';
import { slugify } from '../../content/slug';
import { json } from '../../db/json';
import type { ImportContext, ReadCounts } from './import-context';
import { importRecords, type RecordsSpec } from './import-records';
import type { UpstreamRecord } from './legacy-client';
import {
  flagOf,
  germanHtml,
  germanText,
  joinedTitle,
  legacyIdOf,
  notBefore,
  textOf,
  unixSeconds,
} from './upstream-values';

// The editorial reads of spec 4.7: `/center-aktionen` and `/centerzeitung` into news (2.8), `/services`,
// `/stellenmarkt` (jobs), `/shop-angebote` (offers) and `/shop-events` (events). Texts come from `lang.de`;
// HTML is sanitized; dates are Unix seconds (numbers or strings); shop references use the legacy shop id.

const SOURCE = 'mec-import';
const email = z.email().max(320);

type ContentSpec = Omit<RecordsSpec, 'read' | 'table' | 'legacyId'>;

function editorial(title: string, image: string | null, from: Date | null, until: Date | null) {
  return {
    title: title.slice(0, 500),
    image,
    visibleFrom: from,
    visibleUntil: notBefore(from, until),
    status: 'Active' as const,
    source: SOURCE,
  };
}

/** A news slug a website can route by: the title, and the legacy id that keeps it unique in the center. */
export const newsSlug = (title: string, legacyId: string) =>
  `${slugify(title).slice(0, 80).replace(/-+$/, '')}-${slugify(legacyId)}`;

const news: ContentSpec = {
  // a slug once given stays (links to the item keep working when its title is edited upstream)
  keep: ['slug'],
  async map(record, legacyId, media) {
    const title = joinedTitle(germanText(record, 'titel'), germanText(record, 'untertitel'));
    if (!title) return 'no title';
    const html = germanHtml(record, 'beschreibung');
    const from = unixSeconds(record.gueltigkeitszeitraum_von);
    return {
      ...editorial(
        title,
        await media.get(record.vorschaubild, 'image'),
        from,
        unixSeconds(record.gueltigkeitszeitraum_bis),
      ),
      slug: newsSlug(title, legacyId),
      content: sanitizeHtml(html),
      excerpt: excerptOf(html, 200) || null,
      publishDate: from ?? unixSeconds(record.modified),
      category: textOf(record.kategorie, 100),
      tags: [],
      metadata: json({}),
    };
  },
};

/** The center newspaper, mapped exactly as spec 4.7 says. */
const centerzeitung: ContentSpec = {
  keep: ['slug'],
  async map(record, legacyId, media) {
    const title = joinedTitle(germanText(record, 'titel'), germanText(record, 'untertitel'));
    if (!title) return 'no title';
    const html = germanHtml(record, 'beschreibung');
    const [image, pdfUrl] = await Promise.all([media.get(record.vorschaubild, 'image'), media.get(record.pdf, 'pdf')]);
    return {
      ...editorial(title, image, null, null),
      slug: newsSlug(title, legacyId),
      content: sanitizeHtml(html),
      excerpt: excerptOf(html, 200) || null,
      publishDate: unixSeconds(record.gueltigkeitszeitraum_von) ?? unixSeconds(record.modified),
      category: null,
      tags: ['centerzeitung'],
      metadata: json(pdfUrl ? { pdfUrl } : {}),
    };
  },
};

const services: ContentSpec = {
  async map(record, _legacyId, media) {
    const name = germanText(record, 'titel') ?? textOf(record.name, 200);
    if (!name) return 'no title';
    return {
      name: name.slice(0, 200),
      description: sanitizeHtml(germanHtml(record, 'beschreibung')),
      category: textOf(record.kategorie, 100),
      floor: textOf(record.ebene, 60),
      icon: await media.get(record.icon, 'icon'),
      isActive: flagOf(record.aktiv, true),
      status: 'Active',
    };
  },
};

export async function importNews(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  return importRecords(
    ctx,
    { read: '/center-aktionen', table: 'news', legacyId: prefixed('aktion'), ...news },
    records,
  );
}

export async function importCenterzeitung(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  return importRecords(
    ctx,
    { read: '/centerzeitung', table: 'news', legacyId: prefixed('centerzeitung'), ...centerzeitung },
    records,
  );
}

export async function importServices(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  return importRecords(ctx, { read: '/services', table: 'services', legacyId: plainId, ...services }, records);
}

/** Jobs, offers and events point at a shop by its legacy id: resolved against the center's imported shops. */
async function shopResolver(ctx: ImportContext) {
  const shops = await ctx.importedShops();
  return (record: UpstreamRecord) => {
    const legacyId = legacyIdOf(record.shop_id);
    return legacyId ? (shops.get(legacyId)?.id ?? null) : null;
  };
}

export async function importJobs(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  const shopOf = await shopResolver(ctx);
  return importRecords(
    ctx,
    {
      read: '/stellenmarkt',
      table: 'jobs',
      legacyId: plainId,
      async map(record) {
        const title = germanText(record, 'titel');
        if (!title) return 'no title';
        const contact = textOf(record.kontakt_email, 320);
        return {
          ...editorial(
            title,
            null,
            unixSeconds(record.gueltigkeitszeitraum_von),
            unixSeconds(record.gueltigkeitszeitraum_bis),
          ),
          description: sanitizeHtml(germanHtml(record, 'beschreibung')),
          shopId: shopOf(record),
          employmentType: textOf(record.arbeitszeit, 100),
          contactEmail: contact && email.safeParse(contact).success ? contact : null,
          tags: [],
          metadata: json({}),
        };
      },
    },
    records,
  );
}

export async function importOffers(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  const shopOf = await shopResolver(ctx);
  return importRecords(
    ctx,
    {
      read: '/shop-angebote',
      table: 'offers',
      legacyId: plainId,
      async map(record, _legacyId, media) {
        const title = germanText(record, 'titel');
        if (!title) return 'no title';
        const from = unixSeconds(record.gueltigkeitszeitraum_von);
        const until = unixSeconds(record.gueltigkeitszeitraum_bis);
        return {
          ...editorial(title, await media.get(record.vorschaubild, 'image'), null, null),
          description: sanitizeHtml(germanHtml(record, 'beschreibung')),
          shopId: shopOf(record),
          validFrom: from,
          validUntil: notBefore(from, until),
          tags: [],
          metadata: json({}),
        };
      },
    },
    records,
  );
}

export async function importEvents(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  const shopOf = await shopResolver(ctx);
  return importRecords(
    ctx,
    {
      read: '/shop-events',
      table: 'events',
      legacyId: plainId,
      async map(record, _legacyId, media) {
        const title = germanText(record, 'titel');
        if (!title) return 'no title';
        const startsAt = unixSeconds(record.beginn);
        const endsAt = unixSeconds(record.ende);
        return {
          ...editorial(title, await media.get(record.vorschaubild, 'image'), null, null),
          description: sanitizeHtml(germanHtml(record, 'beschreibung')),
          shopId: shopOf(record),
          startsAt,
          endsAt: notBefore(startsAt, endsAt),
          location: htmlToText(textOf(record.ort, 300)) || null,
          tags: [],
          metadata: json({}),
        };
      },
    },
    records,
  );
}

const plainId = (record: UpstreamRecord) => legacyIdOf(record.id);
/** News from two reads share one table: their legacy ids carry the read's name. */
const prefixed = (read: string) => (record: UpstreamRecord) => {
  const id = legacyIdOf(record.id);
  return id ? `${read}:${id}` : null;
};
