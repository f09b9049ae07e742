import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { hashToken } from '../accounts/one-time-tokens';
import { isUniqueViolation, plainText } from '../content/staff-write';
import { json } from '../db/json';
import type { Database, PluginSitesTable } from '../db/schema';
import { DomainError } from '../errors';
import type { ResolveAll } from '../http-outbound/outbound-url';
import { sealSecret } from './secret-box';
import { PluginSiteFields } from './site-fields';
import { checkSiteUrl, type SiteUrlPolicy } from './site-url';

// Plugin sites (spec 4.10): center websites running the map plugin. Two keys per site:
// - the inbound key, which the site presents to us (the chatbot's `apiKey`): issued here, shown once, stored as
//   its SHA-256 only;
// - the outbound key, which the site expects from our syncs: given by staff from the plugin's settings,
//   stored sealed (secret-box.ts) because we must send it again. Neither ever leaves in a read.

export interface PluginSiteSecrets {
  /** PLUGIN_KEY_ENCRYPTION_KEY; without it no outbound key can be stored */
  encryptionKey: Buffer | undefined;
  urlPolicy: SiteUrlPolicy;
  /** the resolver of the registration check (tests); dns.lookup by default */
  resolve?: ResolveAll;
}

/** The fields of site-fields.ts, the name's markup stripped before its checks. */
export const PluginSiteInput = PluginSiteFields.extend({ name: plainText().pipe(PluginSiteFields.shape.name) });
export const PluginSitePatch = PluginSiteInput.partial();
export type PluginSiteInput = z.infer<typeof PluginSiteInput>;

export interface PluginSiteView {
  id: string;
  centerId: string;
  name: string;
  url: string;
  shopDetailPath: string;
  status: 'connected' | 'disconnected' | 'error';
  /** whether syncs can authenticate (an outbound key is stored) */
  canSync: boolean;
  lastSyncAt: string | null;
  createdAt: string;
}

const INBOUND_PREFIX = 'cpk_';

function view(row: Selectable<PluginSitesTable>): PluginSiteView {
  return {
    id: row.id,
    centerId: row.centerId,
    name: row.name,
    url: row.url,
    shopDetailPath: row.shopDetailPath,
    status: row.status,
    canSync: row.outboundKeyEncrypted !== null,
    lastSyncAt: row.lastSyncAt === null ? null : new Date(row.lastSyncAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function newInboundKey() {
  const key = `${INBOUND_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashToken(key) };
}

function sealed(secrets: PluginSiteSecrets, outboundKey: string): string {
  if (!secrets.encryptionKey) {
    throw new DomainError(
      'conflict',
      'PLUGIN_KEY_ENCRYPTION_NOT_CONFIGURED',
      'The server has no PLUGIN_KEY_ENCRYPTION_KEY, so it cannot keep the plugin key.',
    );
  }
  return sealSecret(secrets.encryptionKey, outboundKey);
}

const duplicateUrl = () =>
  new DomainError('conflict', 'PLUGIN_SITE_EXISTS', 'This center already has a plugin site with this URL.');

async function siteOfCenter(db: Kysely<Database>, centerId: string, siteId: string) {
  const row = await db
    .selectFrom('pluginSites')
    .selectAll()
    .where('id', '=', siteId)
    .where('centerId', '=', centerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'PLUGIN_SITE_NOT_FOUND', `No plugin site ${siteId} in this center.`);
  return row;
}

/** Registers a site; the answer carries the inbound key, which is never shown again. */
export async function registerPluginSite(
  db: Kysely<Database>,
  secrets: PluginSiteSecrets,
  centerId: string,
  input: PluginSiteInput,
): Promise<{ site: PluginSiteView; inboundKey: string }> {
  const url = await checkSiteUrl(input.url, secrets.urlPolicy, secrets.resolve);
  const outboundKeyEncrypted = input.outboundKey ? sealed(secrets, input.outboundKey) : null;
  const inbound = newInboundKey();
  try {
    const row = await db
      .insertInto('pluginSites')
      .values({
        centerId,
        name: input.name,
        url,
        ...(input.shopDetailPath !== undefined && { shopDetailPath: input.shopDetailPath }),
        inboundKeyHash: inbound.hash,
        outboundKeyEncrypted,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { site: view(row), inboundKey: inbound.key };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateUrl();
    throw error;
  }
}

/** Changes name, URL or outbound key; a disconnected site stays disconnected. */
export async function updatePluginSite(
  db: Kysely<Database>,
  secrets: PluginSiteSecrets,
  centerId: string,
  siteId: string,
  patch: z.infer<typeof PluginSitePatch>,
): Promise<PluginSiteView> {
  const current = await siteOfCenter(db, centerId, siteId);
  const url = patch.url === undefined ? undefined : await checkSiteUrl(patch.url, secrets.urlPolicy, secrets.resolve);
  const values = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(url !== undefined && { url }),
    ...(patch.shopDetailPath !== undefined && { shopDetailPath: patch.shopDetailPath }),
    ...(patch.outboundKey !== undefined && { outboundKeyEncrypted: sealed(secrets, patch.outboundKey) }),
    // a new address, key or shop path is a new start: the next sync sends everything
    ...((patch.url !== undefined || patch.outboundKey !== undefined || patch.shopDetailPath !== undefined) && {
      syncState: json({}),
    }),
  };
  if (Object.keys(values).length === 0) return view(current);
  try {
    const row = await db
      .updateTable('pluginSites')
      .set(values)
      .where('id', '=', siteId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateUrl();
    throw error;
  }
}

/** A new inbound key; the old one stops working at once. A disconnected site is connected again. */
export async function rotatePluginSiteKey(db: Kysely<Database>, centerId: string, siteId: string) {
  await siteOfCenter(db, centerId, siteId);
  const inbound = newInboundKey();
  const row = await db
    .updateTable('pluginSites')
    .set({ inboundKeyHash: inbound.hash, status: 'connected' })
    .where('id', '=', siteId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { site: view(row), inboundKey: inbound.key };
}

/** Disconnects a site: both keys are dropped, its sync history stays. */
export async function disconnectPluginSite(db: Kysely<Database>, centerId: string, siteId: string) {
  await siteOfCenter(db, centerId, siteId);
  const row = await db
    .updateTable('pluginSites')
    .set({ status: 'disconnected', inboundKeyHash: null, outboundKeyEncrypted: null, syncState: json({}) })
    .where('id', '=', siteId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}

/** Every site of a center, newest first. */
export async function listPluginSites(db: Kysely<Database>, centerId: string): Promise<PluginSiteView[]> {
  const rows = await db
    .selectFrom('pluginSites')
    .selectAll()
    .where('centerId', '=', centerId)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(view);
}

/** `GET /api/wordpress/websites`: the connected sites, of one center or (null) of every center. */
export async function listConnectedPluginSites(db: Kysely<Database>, centerId: string | null) {
  let query = db
    .selectFrom('pluginSites')
    .innerJoin('centers', 'centers.id', 'pluginSites.centerId')
    .selectAll('pluginSites')
    .select('centers.name as centerName')
    .where('pluginSites.status', '=', 'connected');
  if (centerId !== null) query = query.where('pluginSites.centerId', '=', centerId);
  const rows = await query.orderBy('centers.name').orderBy('pluginSites.name').execute();
  return rows.map((row) => ({ ...view(row), centerName: row.centerName }));
}

/** The connected site presenting this inbound key (the chatbot's `apiKey`), or undefined. */
export async function findPluginSiteByKey(db: Kysely<Database>, key: string) {
  if (!key.startsWith(INBOUND_PREFIX) || key.length > 200) return undefined;
  return db
    .selectFrom('pluginSites')
    .select(['id', 'centerId'])
    .where('inboundKeyHash', '=', hashToken(key))
    .where('status', '=', 'connected')
    .executeTakeFirst();
}
