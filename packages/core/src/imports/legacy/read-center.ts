import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { getTemplateContent, updateTemplateContent } from '../../centers/template-content';
import { isSafeHref } from '../../content/href';
import { htmlToText, sanitizeHtml } from '../../content/html';
import { touched, writeForCenter } from '../../content/staff-write';
import { json } from '../../db/json';
import { serializeOpeningHours } from '../../opening-hours';
import { isPlainObject } from '../../opening-hours/serialize';
import { emptyCounts, type ImportContext, type ReadCounts, recordMedia } from './import-context';
import type { LegacyCenter, UpstreamRecord } from './legacy-client';
import { rawTextOf, textOf } from './upstream-values';

// Center-level reads of spec 4.7: `/informationen` into the center's data (opening hours, phone, e-mail),
// the template content's directions text and parking spaces and an about page; `/slider` into the hero
// slides (replacing the stored slides); `/centers` fills the center's address and logo where still empty.
// Each writes only when something differs, so a re-run of unchanged upstream data writes nothing.

const ABOUT_PAGE = 'ueber-uns';
const email = z.email().max(320);
function tally(counts: ReadCounts, changed: boolean) {
  if (changed) counts.updated++;
  else counts.unchanged++;
}

export async function importInformationen(ctx: ImportContext, info: UpstreamRecord | null): Promise<ReadCounts> {
  const counts = emptyCounts();
  if (!info) return counts;
  const contact = isPlainObject(info.kontakt) ? info.kontakt : {};
  const directions = isPlainObject(info.anfahrt) ? info.anfahrt : {};
  const mail = textOf(contact.email, 320);

  const center = await ctx.db
    .selectFrom('centers')
    .select(['openingHours', 'phone', 'email'])
    .where('id', '=', ctx.centerId)
    .executeTakeFirstOrThrow();
  const next = {
    openingHours:
      info.oeffnungszeiten === undefined ? center.openingHours : serializeOpeningHours(info.oeffnungszeiten, 'center'),
    phone: textOf(contact.telefon, 64) ?? center.phone,
    email: mail && email.safeParse(mail).success ? mail : center.email,
  };
  const centerChanged = !isDeepStrictEqual(next, {
    openingHours: center.openingHours,
    phone: center.phone,
    email: center.email,
  });
  if (centerChanged) {
    await writeForCenter(ctx.db, ctx.centerId, (trx) =>
      trx
        .updateTable('centers')
        .set({ ...next, openingHours: json(next.openingHours), ...touched() })
        .where('id', '=', ctx.centerId)
        .execute(),
    );
  }
  tally(counts, centerChanged);

  const parking = Number(directions.parkplaetze);
  const customContent = {
    anfahrtDescription: htmlToText(rawTextOf(directions.beschreibung, 5000)) || undefined,
    parkingSpaces: Number.isInteger(parking) && parking >= 0 && parking <= 1_000_000 ? parking : undefined,
  };
  const stored = (await getTemplateContent(ctx.db, ctx.centerId)).content.customContent ?? {};
  const wanted = { ...stored, ...JSON.parse(JSON.stringify(customContent)) };
  const contentChanged = !isDeepStrictEqual(wanted, stored);
  if (contentChanged) await updateTemplateContent(ctx.db, ctx.centerId, { customContent: wanted });
  tally(counts, contentChanged);

  const about = sanitizeHtml(rawTextOf(info.ueber_uns, 100_000));
  if (about) tally(counts, await saveAboutPage(ctx, about));
  return counts;
}

async function saveAboutPage(ctx: ImportContext, html: string): Promise<boolean> {
  const stored = await ctx.db
    .selectFrom('pageContent')
    .select('content')
    .where('centerId', '=', ctx.centerId)
    .where('pageType', '=', ABOUT_PAGE)
    .executeTakeFirst();
  if (stored && isDeepStrictEqual(stored.content, { html })) return false;
  await writeForCenter(ctx.db, ctx.centerId, (trx) =>
    trx
      .insertInto('pageContent')
      .values({ centerId: ctx.centerId, pageType: ABOUT_PAGE, title: 'Über uns', content: json({ html }) })
      .onConflict((oc) => oc.columns(['centerId', 'pageType']).doUpdateSet({ content: json({ html }), ...touched() }))
      .execute(),
  );
  return true;
}

/** `/slider` -> hero slides in `sortierung` order; the stored slides are replaced (spec 4.7). */
export async function importSlider(ctx: ImportContext, records: UpstreamRecord[]): Promise<ReadCounts> {
  const counts = emptyCounts();
  const ordered = [...records].sort((a, b) => Number(a.sortierung ?? 0) - Number(b.sortierung ?? 0));
  const slides = [];
  for (const [index, record] of ordered.slice(0, 20).entries()) {
    const media = recordMedia(ctx, `/slider ${textOf(record.id, 64) ?? `#${index + 1}`}`);
    const link = textOf(record.button_link, 2048);
    const slide = {
      image: (await media.get(record.bild, 'image')) ?? undefined,
      headline: htmlToText(textOf(record.headline, 200)) || undefined,
      subline: htmlToText(textOf(record.subline, 500)) || undefined,
      cta: htmlToText(textOf(record.button_text, 100)) || undefined,
      ctaHref: link && isSafeHref(link) ? link : undefined,
    };
    slides.push(JSON.parse(JSON.stringify(slide)) as typeof slide);
  }
  if (ordered.length > 20) ctx.warn(`/slider: ${ordered.length} slides; the first 20 were imported`);
  const stored = (await getTemplateContent(ctx.db, ctx.centerId)).content.heroSlider?.slides ?? [];
  const changed = !isDeepStrictEqual(stored, slides);
  if (changed) await updateTemplateContent(ctx.db, ctx.centerId, { heroSlider: { slides } });
  tally(counts, changed);
  return counts;
}

/** `/centers`: the source center's address and logo, written only into fields of the target that are empty. */
export async function importCenterData(ctx: ImportContext, source: LegacyCenter): Promise<ReadCounts> {
  const counts = emptyCounts();
  const center = await ctx.db
    .selectFrom('centers')
    .select(['city', 'address', 'postalCode', 'country', 'websiteUrl', 'logo', 'logoUrl'])
    .where('id', '=', ctx.centerId)
    .executeTakeFirstOrThrow();
  const { record } = source;
  const website = textOf(record.website, 2048);
  const fill = {
    city: center.city ?? textOf(record.stadt, 200),
    address: center.address ?? textOf(record.strasse, 300),
    postalCode: center.postalCode ?? textOf(record.plz, 20),
    country: center.country ?? textOf(record.land, 2),
    websiteUrl: center.websiteUrl ?? (website && /^https?:\/\//i.test(website) && isSafeHref(website) ? website : null),
    logo: center.logo ?? (center.logoUrl ? null : await recordMedia(ctx, '/centers').get(record.logo, 'image')),
  };
  const changed = Object.entries(fill).some(([key, value]) => value !== center[key as keyof typeof center]);
  if (changed) {
    await writeForCenter(ctx.db, ctx.centerId, (trx) =>
      trx
        .updateTable('centers')
        .set({ ...fill, ...touched() })
        .where('id', '=', ctx.centerId)
        .execute(),
    );
  }
  tally(counts, changed);
  return counts;
}
