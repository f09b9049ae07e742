import type { AccountServices } from '@center-platform/core/accounts';
import { entranceWriter, touchscreenWriter } from '@center-platform/core/centerplan';
import { playlistWriter, SignageSettingsInput, updateSignage } from '@center-platform/core/dooh';
import { ChainCreateInput, ChainUpdateInput, createChain, deleteChain, updateChain } from '@center-platform/core/shops';
import {
  categoryThemeWriter,
  categoryWriter,
  gastronomyThemeWriter,
  officeThemeWriter,
  websiteContactWriter,
} from '@center-platform/core/website-structure';
import { Hono } from 'hono';
import { z } from 'zod';
import { CENTERPLAN_RULE } from '../centerplan/rules';
import { CONTENT_RULE, WEBSITE_RULE } from '../content/rules';
import type { AppEnv } from '../context';
import { DOOH_RULE } from '../dooh/rules';
import { route, UuidParam } from '../http/route';

// The staff REST writes of the data behind the public reads (issue 25.2), for integrations and agencies' tools that
// do not speak tRPC: `POST /api/centers/{centerId}/<kind>`, `PATCH` and `DELETE .../<kind>/{id}`, and
// `PATCH /api/centers/{centerId}/signage-config`. They call the same core functions with the same schemas as the
// dashboard's tRPC procedures; the public read on the same path stays GET-only and cross-origin, these do not.

type Db = AccountServices['db'];

interface Writes {
  createInput: z.ZodType;
  updateInput: z.ZodType;
  create: (db: Db, centerId: string, input: never) => Promise<unknown>;
  update: (db: Db, centerId: string, id: string, input: never) => Promise<unknown>;
  remove: (db: Db, centerId: string, id: string) => Promise<{ id: string }>;
}

const KINDS: readonly { path: string; tag: string; label: string; rule: typeof CONTENT_RULE; writes: Writes }[] = [
  {
    path: 'categories',
    tag: 'Website structure',
    label: 'a shop category',
    rule: CONTENT_RULE,
    writes: categoryWriter,
  },
  {
    path: 'category-themes',
    tag: 'Website structure',
    label: 'a category theme',
    rule: CONTENT_RULE,
    writes: categoryThemeWriter,
  },
  {
    path: 'office-themes',
    tag: 'Website structure',
    label: 'an office theme',
    rule: CONTENT_RULE,
    writes: officeThemeWriter,
  },
  {
    path: 'gastronomy-themes',
    tag: 'Website structure',
    label: 'a gastronomy theme',
    rule: CONTENT_RULE,
    writes: gastronomyThemeWriter,
  },
  {
    path: 'website-contacts',
    tag: 'Website structure',
    label: 'a website contact',
    rule: WEBSITE_RULE,
    writes: websiteContactWriter,
  },
  {
    path: 'chains',
    tag: 'Shops',
    label: 'a chain of the center’s organization',
    rule: CONTENT_RULE,
    writes: {
      createInput: ChainCreateInput,
      updateInput: ChainUpdateInput,
      create: createChain,
      update: updateChain,
      remove: deleteChain,
    },
  },
  { path: 'entrances', tag: 'Center plan', label: 'an entrance', rule: CENTERPLAN_RULE, writes: entranceWriter },
  { path: 'touchscreens', tag: 'Digital signage', label: 'a touchscreen', rule: DOOH_RULE, writes: touchscreenWriter },
  { path: 'dooh/playlists', tag: 'Digital signage', label: 'a DOOH playlist', rule: DOOH_RULE, writes: playlistWriter },
];

export function structureRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const center = z.object({ centerId: UuidParam });
  const record = z.object({ centerId: UuidParam, id: UuidParam });

  for (const { path, tag, label, rule, writes } of KINDS) {
    const access = { staff: rule, centerParam: 'centerId' };
    route(
      app,
      {
        method: 'post',
        path: `/api/centers/:centerId/${path}`,
        tag,
        summary: `Create ${label}`,
        description: 'Visible in the public reads at once (the center’s content version is bumped).',
        access,
        request: { params: center, body: writes.createInput },
        status: 201,
      },
      (_c, { params, body }) => writes.create(services.db, params.centerId, body as never),
    );
    route(
      app,
      {
        method: 'patch',
        path: `/api/centers/:centerId/${path}/:id`,
        tag,
        summary: `Change ${label}`,
        description: 'Only the fields given change. An id of another center is 404.',
        access,
        request: { params: record, body: writes.updateInput },
      },
      (_c, { params, body }) => writes.update(services.db, params.centerId, params.id, body as never),
    );
    route(
      app,
      {
        method: 'delete',
        path: `/api/centers/:centerId/${path}/:id`,
        tag,
        summary: `Delete ${label}`,
        access,
        request: { params: record },
      },
      (_c, { params }) => writes.remove(services.db, params.centerId, params.id),
    );
  }

  route(
    app,
    {
      method: 'patch',
      path: '/api/centers/:centerId/signage-config',
      tag: 'Digital signage',
      summary: 'Change the signage configuration of the center’s players',
      description: 'Only the settings given change; `playlistSlug` must name an active playlist of the center.',
      access: { staff: DOOH_RULE, centerParam: 'centerId' },
      request: { params: center, body: SignageSettingsInput },
    },
    (_c, { params, body }) => updateSignage(services.db, params.centerId, body),
  );
  return app;
}
