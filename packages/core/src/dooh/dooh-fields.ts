import { z } from 'zod';
import { type FieldPieces, optionalHref, optionalSlug, SortOrderInput } from '../content/field-pieces';
import { WEEKDAYS } from '../opening-hours/weekdays';

// The fields of DOOH playlists (with their items and schedule) and of the signage configuration as staff write them
// (browser-safe: the server parses with `STORED`, the dashboard's form checks with `CHECK_ONLY`).

export const PLAYLIST_ITEM_KINDS = ['image', 'video', 'html', 'shop', 'offer', 'news', 'event'] as const;
export type PlaylistItemKind = (typeof PLAYLIST_ITEM_KINDS)[number];
/** The kinds that show a file, and those that show a record of the center. */
export const MEDIA_ITEM_KINDS = ['image', 'video'] as const satisfies readonly PlaylistItemKind[];
export const RECORD_ITEM_KINDS = ['shop', 'offer', 'news', 'event'] as const satisfies readonly PlaylistItemKind[];
export const MAX_PLAYLIST_ITEMS = 100;
export const TRANSITIONS = ['fade', 'slide', 'none'] as const;
export const ORIENTATIONS = ['landscape', 'portrait'] as const;
export const SIGNAGE_LANGUAGES = ['de', 'en'] as const;
/** A playlist's slug as the public playlist read takes it (`?slug=`) and the signage configuration names it. */
export const DOOH_SLUG = /^[a-z0-9-]{1,80}$/;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30.');

/** When a playlist plays: on these weekdays (none named: every day), between two times, within two dates. */
export const PlaylistSchedule = z
  .strictObject({
    weekdays: z.array(z.enum(WEEKDAYS)).max(7),
    from: ClockTime.nullable(),
    until: ClockTime.nullable(),
    startDate: z.iso.date().nullable(),
    endDate: z.iso.date().nullable(),
  })
  .partial()
  .refine((s) => !(s.startDate && s.endDate && s.endDate < s.startDate), {
    message: 'The end date must not lie before the start date.',
    path: ['endDate'],
  });

export const playlistItemInput = ({ optionalText }: FieldPieces) =>
  z
    .strictObject({
      kind: z.enum(PLAYLIST_ITEM_KINDS),
      title: optionalText(200).optional(),
      /** the file an image or video item shows */
      mediaUrl: optionalHref.optional(),
      /** the shop, offer, news item or event of the same center a record item shows */
      refId: z.uuid().nullable().optional(),
      durationSeconds: z.number().int().min(1).max(3600).default(10),
      /** what an html item shows */
      content: z
        .strictObject({ headline: optionalText(200), text: optionalText(2000) })
        .partial()
        .default({}),
    })
    .superRefine((item, ctx) => {
      if ((MEDIA_ITEM_KINDS as readonly string[]).includes(item.kind) && !item.mediaUrl) {
        ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: `An ${item.kind} item needs its file.` });
      }
      if ((RECORD_ITEM_KINDS as readonly string[]).includes(item.kind) && !item.refId) {
        ctx.addIssue({
          code: 'custom',
          path: ['refId'],
          message: `A ${item.kind} item needs the ${item.kind} it shows.`,
        });
      }
    });

export const playlistInputs = (pieces: FieldPieces) => {
  const fields = z.object({
    name: pieces.plainText().min(1).max(120),
    slug: optionalSlug,
    isActive: z.boolean(),
    /** the playlist of the local hero (one per center: setting it takes the flag from another playlist) */
    isLocalHero: z.boolean(),
    schedule: PlaylistSchedule,
    settings: z.strictObject({ transition: z.enum(TRANSITIONS), orientation: z.enum(ORIENTATIONS) }).partial(),
    /** the items in the order they play (replacing the stored ones) */
    items: z.array(playlistItemInput(pieces)).max(MAX_PLAYLIST_ITEMS),
    sortOrder: SortOrderInput,
  });
  return { fields, create: fields.partial().required({ name: true }), update: fields.partial() };
};

/** The signage configuration of a center's players; an update names only what changes. */
export const SignageSettingsInput = z
  .strictObject({
    /** seconds without a touch before a touchscreen returns to its start page */
    idleTimeoutSeconds: z.number().int().min(10).max(3600),
    language: z.enum(SIGNAGE_LANGUAGES),
    showWeather: z.boolean(),
    /** the playlist the players show (an active playlist of the center), or null for the first active one */
    playlistSlug: z.string().regex(DOOH_SLUG).nullable(),
  })
  .partial();
