import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError } from '../../errors';
import { createImportRun, type ImportRunView } from '../import-runs';
import { createLegacyClient, LegacyReadError } from './legacy-client';
import type { LegacyImportRequest } from './options';
import { LegacyImportOptions } from './options';

// The entry points of spec 4.7 that the REST routes, the CLI and any dashboard screen share.

/** Queues an import of a legacy center into a center of the platform; `enqueue` hands the run to the worker. */
export async function requestLegacyImport(
  db: Kysely<Database>,
  input: { sourceCenterId: number; targetCenterId: string; options?: LegacyImportRequest['options'] },
  createdByUserId: string | null,
  enqueue: (runId: string) => Promise<string | null>,
): Promise<ImportRunView> {
  const options = LegacyImportOptions.safeParse(input.options ?? {});
  if (!options.success) throw new DomainError('invalid', 'INVALID_INPUT', 'options: unknown or non-boolean flag');
  return createImportRun(
    db,
    {
      kind: 'legacy',
      sourceRef: String(input.sourceCenterId),
      targetCenterId: input.targetCenterId,
      options: options.data,
      createdByUserId,
    },
    enqueue,
  );
}

/** `/centers` of the legacy platform: the source-center picker. An unreachable platform is a clear error. */
export async function listLegacySourceCenters(legacyBaseUrl: string, fetchImpl?: typeof fetch) {
  try {
    const centers = await createLegacyClient({
      baseUrl: legacyBaseUrl,
      timeoutMs: 15_000,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    }).listCenters();
    return centers.map(({ id, name, city }) => ({ id, name, city }));
  } catch (error) {
    if (error instanceof LegacyReadError)
      throw new DomainError('conflict', 'LEGACY_PLATFORM_UNAVAILABLE', error.message);
    throw error;
  }
}
