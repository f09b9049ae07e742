// A center website running the map plugin (spec 4.10), for tests: it receives syncs on
// `POST /wp-json/center-centerplan/v1/sync`, checks the bearer key, applies full and incremental bundles to
// its own copy (floors, SVG files stored as files, locations, shops, services) and records every request.
// An incremental bundle whose `baseVersion` is not the version it holds is answered 409, as the real plugin does.
import { createServer } from 'node:http';
import { closeServer, json, listen, readBody } from './http.mjs';

export const PLUGIN_SYNC_PATH = '/wp-json/center-centerplan/v1/sync';
const KINDS = ['files', 'floors', 'shops', 'services', 'locations'];

const emptyStore = () => ({ version: 0, widget: null, ...Object.fromEntries(KINDS.map((k) => [k, new Map()])) });
const idOf = (kind, item) => (kind === 'files' ? item.path : item.id);

/**
 * Resolves to `{ url, key, syncs, store, failNext(status, body?), setVersion(n), close }`: `url` is the site's base
 * URL (register it as the plugin site), `key` the plugin key it expects, `syncs` one record per request
 * (`{ status, kind, version, baseVersion, counts, removed, bytes }`), `store` what the site holds now.
 */
export async function startPluginSiteStandIn({ key = 'plugin-site-test-key-0123456789', port = 0 } = {}) {
  const syncs = [];
  const failures = [];
  let store = emptyStore();

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method !== 'POST' || path !== PLUGIN_SYNC_PATH) return json(res, 404, { code: 'rest_no_route' });
    const record = { status: 0, bytes: body.length, authorization: req.headers.authorization ?? null };
    syncs.push(record);
    const answer = (status, payload) => {
      record.status = status;
      return json(res, status, payload);
    };
    const failure = failures.shift();
    if (failure) return answer(failure.status, failure.body);
    if (req.headers.authorization !== `Bearer ${key}`) return answer(401, { code: 'invalid_key' });
    let bundle;
    try {
      bundle = JSON.parse(body);
    } catch {
      return answer(400, { code: 'invalid_json' });
    }
    if (bundle?.schemaVersion !== 1 || !['full', 'incremental'].includes(bundle.kind) || !bundle.items) {
      return answer(400, { code: 'invalid_bundle' });
    }
    Object.assign(record, {
      kind: bundle.kind,
      version: bundle.version,
      baseVersion: bundle.baseVersion,
      counts: Object.fromEntries(KINDS.map((k) => [k, bundle.items[k]?.length ?? 0])),
      removed: bundle.removed,
      items: bundle.items,
    });
    if (bundle.kind === 'incremental' && bundle.baseVersion !== store.version) {
      return answer(409, { code: 'version_mismatch', version: store.version });
    }
    const next = bundle.kind === 'full' ? emptyStore() : store;
    for (const kind of KINDS) {
      for (const item of bundle.items[kind] ?? []) next[kind].set(idOf(kind, item), item);
      for (const id of bundle.removed?.[kind] ?? []) next[kind].delete(id);
    }
    next.version = bundle.version;
    next.widget = bundle.widget;
    store = next;
    return answer(200, { ok: true, version: store.version });
  });
  const url = await listen(server, port);
  return {
    url,
    key,
    syncs,
    get store() {
      return store;
    },
    /** the next request is answered with this status and body, whatever it holds */
    failNext(status, body = { code: 'stand_in_failure' }) {
      failures.push({ status, body });
    },
    /** pretends the site holds another version (a restored backup) */
    setVersion(version) {
      store.version = version;
    },
    close: () => closeServer(server),
  };
}
