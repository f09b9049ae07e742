// Writes packages/api/openapi.json: the OpenAPI 3.1 document of the public reads, exactly as
// GET /api/openapi.json serves it (generated from the routes' zod schemas by docs.route.ts).
// The visitor SDK generates its types from this file (`pnpm --filter @center-platform/visitor-sdk generate`).
// Needs no database: createApp wants a Kysely instance, but building the document never queries it,
// so an in-memory PGlite is opened and closed again.
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '@center-platform/core/config';
import { createDatabase } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { createApp } from '../src/app';

const target = new URL('../openapi.json', import.meta.url);
// a fixed base URL: the document's `servers` must not depend on the machine that writes it
const config = loadConfig({ APP_BASE_URL: 'http://localhost:3000' });
const handle = createDatabase({ kind: 'pglite' });
try {
  const app = createApp({ db: handle.db, config, logger: createLogger({ level: 'silent' }) });
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const document = await res.json();
  await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${target.pathname}`);
} finally {
  await handle.close();
}
