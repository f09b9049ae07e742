import { z } from 'zod';

// Spec 4.7: the reads an import can take. `centerzeitung` and `centerplan` are named by the spec; every other
// imported read has a flag of the same name (default on), so an operator can re-run one part alone.
export const LEGACY_READ_FLAGS = [
  'shops',
  'services',
  'news',
  'centerzeitung',
  'jobs',
  'offers',
  'events',
  'informationen',
  'slider',
  'centerplan',
] as const;
export type LegacyReadFlag = (typeof LEGACY_READ_FLAGS)[number];

/** The legacy platform's read behind each flag: a run's `progress.read` names it. */
export const LEGACY_READ_PATHS = {
  shops: '/shops',
  services: '/services',
  news: '/center-aktionen',
  centerzeitung: '/centerzeitung',
  jobs: '/stellenmarkt',
  offers: '/shop-angebote',
  events: '/shop-events',
  informationen: '/informationen',
  slider: '/slider',
  centerplan: '/centerplan',
} as const satisfies Record<LegacyReadFlag, string>;

export const LegacyImportOptions = z
  .object(
    Object.fromEntries(LEGACY_READ_FLAGS.map((flag) => [flag, z.boolean().default(true)])) as {
      [K in LegacyReadFlag]: z.ZodDefault<z.ZodBoolean>;
    },
  )
  .strict();
export type LegacyImportOptions = z.output<typeof LegacyImportOptions>;

export const LegacyImportRequest = z
  .object({
    /** the legacy center id: an integer, or its digits as a string */
    sourceCenterId: z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, 'expected an integer'),
      ])
      .transform(Number)
      .pipe(z.number().int().positive().max(2_147_483_647)),
    targetCenterId: z.uuid(),
    options: LegacyImportOptions.default(LegacyImportOptions.parse({})),
  })
  .strict();
export type LegacyImportRequest = z.input<typeof LegacyImportRequest>;
