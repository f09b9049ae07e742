import type { Database } from '@center-platform/core/db';
import type { Kysely } from 'kysely';
import type { App } from '../app';

type Parameter = { name: string; in: string; required?: boolean; schema?: { type?: string } };

/** A public read of the OpenAPI document: its path template and its URLs on the demo center (the first: no flags). */
export interface PublicRead {
  template: string;
  urls: string[];
}

/**
 * Every public read the OpenAPI document names, as URLs on the demo center: each path with its required
 * parameters, and once more with each optional flag or id set. The leak and script tests walk these.
 */
export async function publicReadUrls(app: App, db: Kysely<Database>, centerId: string): Promise<string[]> {
  return (await publicReads(app, db, centerId)).flatMap((read) => read.urls);
}

export async function publicReads(app: App, db: Kysely<Database>, centerId: string): Promise<PublicRead[]> {
  const doc = (await (await app.request('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      { get?: { parameters?: Parameter[]; responses?: Record<string, { content?: Record<string, unknown> }> } }
    >;
  };
  const floor = await db
    .selectFrom('mapFloors')
    .select('id')
    .where('centerId', '=', centerId)
    .executeTakeFirstOrThrow();
  const offers = (await (await app.request(`/api/centers/${centerId}/offers`)).json()) as { data: { id: string }[] };
  // a route from the floor's touchscreen to a map location (the demo has a walkable graph)
  const screen = await db
    .selectFrom('touchscreens')
    .select('id')
    .where('floorId', '=', floor.id)
    .executeTakeFirstOrThrow();
  const location = await db
    .selectFrom('mapLocations')
    .select('id')
    .where('floorId', '=', floor.id)
    .executeTakeFirstOrThrow();
  const values: Record<string, string> = {
    fromTouchscreen: screen.id,
    to: location.id,
    centerId,
    slug: 'demo-center',
    floorId: floor.id,
    offerId: offers.data[0]?.id ?? 'missing',
    domain: 'www.demo-center.example',
  };
  const reads: PublicRead[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    // the change stream is no read: it streams until the client leaves (changes/changes.routes.test.ts)
    if (!item.get || item.get.responses?.['200']?.content?.['text/event-stream']) continue;
    const params = item.get.parameters ?? [];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'missing');
    const query = new URLSearchParams();
    for (const p of params)
      if (p.in === 'query' && p.required) query.set(p.name, p.name === 'slug' ? 'main' : (values[p.name] ?? ''));
    const variants = [query];
    for (const p of params.filter((x) => x.in === 'query' && !x.required)) {
      const value = p.schema?.type === 'boolean' ? 'true' : values[p.name];
      if (value)
        variants.push(
          new URLSearchParams({ ...Object.fromEntries(query), [p.name]: p.name === 'slug' ? 'main' : value }),
        );
    }
    reads.push({ template, urls: variants.map((q) => `${path}${q.size ? `?${q}` : ''}`) });
  }
  return reads;
}
