import { z } from '@hono/zod-openapi';
import { listOf, MediaValue, NullableString, nullableRef, oneOf, Timestamp } from './common';
import { OpeningHours } from './shops';

const AuthorshipLabel = z.enum(['human', 'ai', 'ai_reviewed']).nullable();
const authorship = {
  authorshipLabel: AuthorshipLabel,
  aiBadge: z.boolean().openapi({ description: 'True when authorshipLabel is ai or ai_reviewed (spec 2.8)' }),
};
const window = { visibleFrom: Timestamp, visibleUntil: Timestamp };

const ShopRef = z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).openapi('ShopRef');
const ShopRefWithLogo = z
  .object({ id: z.uuid(), name: z.string(), slug: z.string(), logo: MediaValue })
  .openapi('ShopRefWithLogo');

/** The fields an event, an offer and a job start with. */
const described = { id: z.uuid(), title: z.string(), slug: NullableString, description: NullableString };
const ofShop = { image: MediaValue, tags: z.array(z.string()), shop: ShopRef.nullable() };

export const NewsItem = z
  .object({
    id: z.uuid(),
    title: z.string(),
    slug: NullableString,
    content: NullableString.openapi({ description: 'HTML' }),
    excerpt: NullableString,
    publishDate: Timestamp,
    image: MediaValue,
    tags: z.array(z.string()),
    pdfUrl: NullableString.openapi({ description: 'The same as metadata.pdfUrl' }),
    metadata: z.object({ pdfUrl: NullableString.openapi({ description: 'The center newspaper PDF (spec 2.8)' }) }),
    source: NullableString,
    category: NullableString,
    isConstructionDiary: z.boolean(),
    status: z.enum(['Active', 'Archived']),
    ...window,
    ...authorship,
    linkedShops: z.array(ShopRefWithLogo).optional().openapi({ description: 'Only on construction-diary entries' }),
  })
  .openapi('News');

export const EventItem = z
  .object({
    ...described,
    startsAt: Timestamp,
    endsAt: Timestamp,
    location: NullableString,
    ...ofShop,
    ...authorship,
    ...window,
  })
  .openapi('Event');

export const OfferItem = z
  .object({
    ...described,
    ...ofShop,
    validFrom: Timestamp,
    validUntil: Timestamp,
    takeawayExclusive: z.boolean(),
    ...authorship,
    ...window,
  })
  .openapi('Offer');

export const JobItem = z
  .object({
    ...described,
    ...ofShop,
    employmentType: NullableString,
    contactEmail: NullableString,
    ...authorship,
    ...window,
  })
  .openapi('Job');

export const NewsList = listOf(NewsItem, 'NewsList');
export const EventList = listOf(EventItem, 'EventList');
export const OfferList = listOf(OfferItem, 'OfferList');
export const OfferAnswer = z.union([OfferList, oneOf(OfferItem, 'OfferOne')]).openapi('OfferAnswer');
export const JobList = listOf(JobItem, 'JobList');

export const AktuellesBundle = z
  .object({
    success: z.literal(true),
    data: z.object({
      news: z.array(NewsItem),
      events: z.array(EventItem),
      offers: z.array(OfferItem),
      jobs: z.array(JobItem),
    }),
  })
  .openapi('AktuellesBundle');

export const ServiceItem = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: NullableString,
    category: NullableString,
    icon: MediaValue,
    floor: NullableString,
    sortOrder: z.number().int(),
  })
  .openapi('Service');
export const ServiceList = listOf(ServiceItem, 'ServiceList');

export const OfficeItem = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: NullableString,
    description: NullableString,
    speciality: NullableString,
    floor: NullableString,
    logo: MediaValue,
    image: MediaValue,
    phone: NullableString,
    email: NullableString,
    website: NullableString,
    openingHours: OpeningHours,
    status: z.enum(['Active', 'Inactive']),
    theme: z
      .object({ id: z.uuid(), name: z.string(), slug: z.string() })
      .nullable()
      .openapi({ description: 'The office theme while it is active' }),
    ...authorship,
  })
  .openapi('Office');
export const OfficeList = listOf(OfficeItem, 'OfficeList');

export const HomepageTile = z
  .object({
    id: z.uuid(),
    title: z.string(),
    subtitle: NullableString,
    image: MediaValue,
    linkUrl: NullableString,
    size: NullableString,
    sortOrder: z.number().int(),
  })
  .openapi('HomepageTile');
export const HomepageTileList = listOf(HomepageTile, 'HomepageTileList');

export const HotPick = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: NullableString,
    image: MediaValue,
    linkUrl: NullableString,
    sortOrder: z.number().int(),
    shop: nullableRef(ShopRefWithLogo),
  })
  .openapi('HotPick');
export const HotPickList = listOf(HotPick, 'HotPickList');

export const PageEntry = z
  .object({
    id: z.uuid().nullable().openapi({ description: 'Null for the synthesized opening-hours entry' }),
    pageType: z.string().openapi({ example: 'anfahrt' }),
    title: NullableString,
    content: z.record(z.string(), z.unknown()).openapi({
      description: "Page data; the 'oeffnungszeiten' entry carries centerOpeningHours (the center's opening hours)",
    }),
    updatedAt: Timestamp,
  })
  .openapi('PageEntry');
export const PageContentList = listOf(PageEntry, 'PageContentList');

export const WebsiteContact = z
  .object({
    id: z.uuid(),
    name: z.string(),
    position: NullableString,
    department: NullableString,
    email: NullableString,
    phone: NullableString,
    image: MediaValue,
  })
  .openapi('WebsiteContact');
export const WebsiteContactList = listOf(WebsiteContact, 'WebsiteContactList');
