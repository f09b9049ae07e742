import { z } from '@hono/zod-openapi';

// Issue 27.4: the kiosk snapshot. Each section is what the public read of the same name answers (its `data`); the
// shops section adds the center's own hours, which a shop without hours of its own follows.

const section = (description: string) => z.unknown().openapi({ description });

export const KioskSnapshot = z
  .object({
    format: z.literal('center-platform/kiosk-snapshot'),
    schemaVersion: z.literal(1),
    centerId: z.uuid(),
    version: z.number().int().openapi({ description: 'the content version shown; send it back as `since`' }),
    base: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'an incremental snapshot: the version its sections are applied on; else null' }),
    sections: z
      .object({
        surface: section('the public visitor surface'),
        shops: z.object({
          centerOpeningHours: z.unknown(),
          total: z.number().int(),
          items: z.array(z.record(z.string(), z.unknown())),
          changedOnly: z
            .literal(true)
            .optional()
            .openapi({ description: 'an incremental snapshot in which only shops were saved: `items` are those' }),
          removed: z.array(z.string()).optional().openapi({ description: 'with changedOnly: shops no longer listed' }),
        }),
        bundle: section('the current bundle (aktuelles-bundle)'),
        events: section('the events visible now'),
        offers: section('the offers visible now'),
        services: section('the services of the public website'),
        pageContent: section('the page content'),
        centerplan: section('the center plan, or null'),
        floors: section('every active floor with its SVG'),
        mapLocations: section('the map locations of every floor'),
        graph: section('the walkable graph: floors, locations, nodes and edges, as the router reads them'),
        touchscreens: section('the touchscreens'),
        signage: section('the signage configuration (signage-config)'),
        dooh: section('the active DOOH playlist and every public playlist'),
      })
      .partial(),
    media: z.array(z.object({ url: z.string(), kiosk: z.string() })).optional(),
  })
  .openapi('KioskSnapshot');
