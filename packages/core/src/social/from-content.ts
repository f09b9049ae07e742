// Spec 4.6 `POST /api/social/from-content`: a social draft from a news item, event or offer of the center (by id)
// or from a visitor review (a snapshot, validated). The text is prefilled from the content (title, excerpt, link
// to the center website) and the source is kept as a snapshot, so later edits of the content do not change the
// post. Decisions: content of any status may be used (a draft can be prepared before the content goes live);
// the link is the center's website (production URL, custom domain or legacy value) plus `/<type>/<slug or id>`,
// left out when the center has no website; excerpts are cut at 200 characters.
import { z } from 'zod';
import { type AccountServices, nowOf } from '../accounts/account-services';
import { plainText } from '../content/staff-write';
import { json } from '../db/json';
import { DomainError } from '../errors';
import { SOCIAL_REVIEW_LIMITS } from './post-states';
import type { SocialActor, SocialPost } from './posts';

export const SocialReviewSnapshot = z.strictObject({
  author: plainText().min(1).max(SOCIAL_REVIEW_LIMITS.author),
  rating: z.number().int().min(1).max(5),
  text: plainText().min(1).max(SOCIAL_REVIEW_LIMITS.text),
  /** where the review was written (e.g. Google) */
  source: plainText().min(1).max(SOCIAL_REVIEW_LIMITS.source).optional(),
});
export type SocialReviewSnapshot = z.infer<typeof SocialReviewSnapshot>;

export const SocialFromContentInput = z.discriminatedUnion('type', [
  z.strictObject({
    centerId: z.uuid(),
    type: z.enum(['news', 'event', 'offer']),
    id: z.uuid(),
    socialAccountId: z.uuid().optional(),
  }),
  z.strictObject({
    centerId: z.uuid(),
    type: z.literal('review'),
    snapshot: SocialReviewSnapshot,
    socialAccountId: z.uuid().optional(),
  }),
]);
export type SocialFromContentInput = z.infer<typeof SocialFromContentInput>;

const EXCERPT_MAX = 200;
const PATHS = { news: 'news', event: 'events', offer: 'angebote' } as const;

const plain = (value: string | null | undefined) =>
  (value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const cut = (value: string) => (value.length > EXCERPT_MAX ? `${value.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : value);

function websiteOf(center: {
  websiteUrl: string | null;
  customDomain: string | null;
  legacyWebsiteUrl: string | null;
}) {
  const domain = center.customDomain?.trim();
  const raw = center.websiteUrl?.trim() || (domain ? `https://${domain}` : '') || center.legacyWebsiteUrl?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

interface Source {
  id: string;
  title: string;
  slug: string | null;
  image: string | null;
  excerpt: string | null;
}

async function sourceOf(
  services: AccountServices,
  centerId: string,
  type: 'news' | 'event' | 'offer',
  id: string,
): Promise<Source | undefined> {
  const { db } = services;
  if (type === 'news') {
    const row = await db
      .selectFrom('news')
      .select(['id', 'title', 'slug', 'image', 'excerpt', 'content'])
      .where('id', '=', id)
      .where('centerId', '=', centerId)
      .executeTakeFirst();
    return row && { ...row, excerpt: plain(row.excerpt) || row.content };
  }
  const row =
    type === 'event'
      ? await db
          .selectFrom('events')
          .select(['id', 'title', 'slug', 'image', 'description'])
          .where('id', '=', id)
          .where('centerId', '=', centerId)
          .executeTakeFirst()
      : await db
          .selectFrom('offers')
          .select(['id', 'title', 'slug', 'image', 'description'])
          .where('id', '=', id)
          .where('centerId', '=', centerId)
          .executeTakeFirst();
  return row && { id: row.id, title: row.title, slug: row.slug, image: row.image, excerpt: row.description };
}

/** Creates the draft (state `draft`, editor = the caller). Unknown content of the center: 404. */
export async function createSocialDraftFromContent(
  services: AccountServices,
  actor: SocialActor,
  raw: unknown,
): Promise<SocialPost> {
  const parsed = SocialFromContentInput.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    throw new DomainError('invalid', 'INVALID_REQUEST', message);
  }
  const input = parsed.data;
  const { db } = services;
  const center = await db
    .selectFrom('centers')
    .select(['id', 'name', 'websiteUrl', 'customDomain', 'legacyWebsiteUrl'])
    .where('id', '=', input.centerId)
    .executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  if (input.socialAccountId) {
    const account = await db
      .selectFrom('socialAccounts')
      .select('id')
      .where('id', '=', input.socialAccountId)
      .where('centerId', '=', input.centerId)
      .executeTakeFirst();
    if (!account)
      throw new DomainError('not_found', 'SOCIAL_ACCOUNT_NOT_FOUND', 'No such social account in this center.');
  }

  let snapshot: Record<string, unknown>;
  let text: string;
  if (input.type === 'review') {
    const review = input.snapshot;
    snapshot = { ...review, title: `Bewertung von ${review.author}` };
    text = `„${review.text}“\n\n– ${review.author} (${review.rating}/5)`;
  } else {
    const found = await sourceOf(services, input.centerId, input.type, input.id);
    if (!found) throw new DomainError('not_found', 'CONTENT_NOT_FOUND', `No such ${input.type} in this center.`);
    const excerpt = cut(plain(found.excerpt));
    const site = websiteOf(center);
    const link = site ? `${site}/${PATHS[input.type]}/${encodeURIComponent(found.slug || found.id)}` : null;
    snapshot = { type: input.type, id: found.id, title: found.title, excerpt, image: found.image, link };
    text = [found.title, excerpt, link].filter(Boolean).join('\n\n');
  }

  const now = nowOf(services);
  return db
    .insertInto('socialPosts')
    .values({
      centerId: input.centerId,
      socialAccountId: input.socialAccountId ?? null,
      sourceType: input.type,
      sourceId: input.type === 'review' ? null : input.id,
      snapshot: json(snapshot),
      text,
      createdByUserId: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
