import type { Kysely } from 'kysely';
import { z } from 'zod';
import { optionalText, parseInput, plainText, touched } from '../content/staff-write';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';

// Spec 4.6 `GET / PATCH /api/agencyos/v1/organizations/{slugOrId}/hosting`: the per-template hosting project
// map of an organization: for each website template key, the hosting project its center websites are deployed
// from. The map's entry shape is not shown by the spec; an entry names the provider and the project, optionally
// the team and the production URL. A PATCH names the templates it changes: an entry replaces the stored one,
// null removes it, templates not named stay as stored. No secrets belong here (no deploy hooks, no tokens).

const TEMPLATE_KEY = /^(?!__proto__$)[a-z0-9]+([_-][a-z0-9]+)*$/;

export const HostingProjectInput = z.strictObject({
  /** e.g. `vercel`, `netlify`, `static` */
  provider: plainText()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9]+([_-][a-z0-9]+)*$/, 'Use lower-case letters, digits, "-" and "_".'),
  projectId: plainText().min(1).max(200),
  projectName: optionalText(200).optional(),
  teamId: optionalText(200).optional(),
  productionUrl: z
    .url({ protocol: /^https$/, message: 'expected an https URL' })
    .max(2048)
    .nullable()
    .optional(),
});
export type HostingProject = z.output<typeof HostingProjectInput>;

export const HostingPatchInput = z
  .record(
    z.string().max(64).regex(TEMPLATE_KEY, 'Template keys are lower-case letters, digits, "-" and "_".'),
    HostingProjectInput.nullable(),
  )
  .refine((value) => Object.keys(value).length <= 100, 'At most 100 templates per change.');
export type HostingPatch = z.input<typeof HostingPatchInput>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The stored map as entries of objects (anything else a legacy import left is not a project). */
function projects(stored: unknown): Record<string, unknown> {
  return isObject(stored) ? Object.fromEntries(Object.entries(stored).filter(([, v]) => isObject(v))) : {};
}

export async function getOrganizationHosting(db: Kysely<Database>, organizationId: string) {
  const row = await db
    .selectFrom('organizations')
    .select(['id', 'slug', 'hosting', 'updatedAt'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'ORGANIZATION_NOT_FOUND', 'No such organization.');
  return { organizationId: row.id, slug: row.slug, projects: projects(row.hosting), updatedAt: row.updatedAt };
}

/** Applies a change of the map in one transaction (the row is locked, so two changes never lose each other). */
export async function patchOrganizationHosting(db: Kysely<Database>, organizationId: string, patch: HostingPatch) {
  const changes = parseInput(HostingPatchInput, patch);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('organizations')
      .select('hosting')
      .where('id', '=', organizationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'ORGANIZATION_NOT_FOUND', 'No such organization.');
    const next = new Map(Object.entries(projects(row.hosting)));
    for (const [template, project] of Object.entries(changes)) {
      if (project === null) next.delete(template);
      else next.set(template, Object.fromEntries(Object.entries(project).filter(([, v]) => v !== undefined)));
    }
    await trx
      .updateTable('organizations')
      .set({ hosting: json(Object.fromEntries(next)), ...touched() })
      .where('id', '=', organizationId)
      .execute();
  });
  return getOrganizationHosting(db, organizationId);
}
