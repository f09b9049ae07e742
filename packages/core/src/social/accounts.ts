// The social accounts a center's posts go out through (spec 6.4). The provider holds the account's token; the
// platform records which account to post as, and its state: `connected`, `token_expired` (from the provider's
// `account.token_expired` notice; publishing through it is a 409 until it is reconnected) or `disconnected`.
// Connecting and reconnecting are declarations by the center's staff once the account is authorized at the
// provider; an account (provider + external id) belongs to one center only.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { STORED, touched } from '../content/staff-write';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { socialAccountInputs } from './account-fields';

export const SocialAccountInput = socialAccountInputs(STORED);
export type SocialAccountInput = z.input<typeof SocialAccountInput>;

/** What staff see of an account (the hub's list and the answers of these writes). */
export const SOCIAL_ACCOUNT_COLUMNS = ['id', 'provider', 'externalAccountId', 'name', 'status', 'updatedAt'] as const;

function invalid(error: z.ZodError): DomainError {
  const message = error.issues.map((i) => `${['body', ...i.path].join('.')}: ${i.message}`).join('; ');
  return new DomainError('invalid', 'INVALID_INPUT', message);
}

/**
 * Connects an account to the center: new, or the center's own again (connected, its name updated). One that
 * belongs to another center is a 409 that names no center.
 */
export async function connectSocialAccount(db: Kysely<Database>, centerId: string, input: unknown) {
  const parsed = SocialAccountInput.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  const { provider, externalAccountId, name } = parsed.data;
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  const row = await db
    .insertInto('socialAccounts')
    .values({ centerId, provider, externalAccountId, name: name ?? null })
    .onConflict((oc) =>
      oc
        .columns(['provider', 'externalAccountId'])
        .doUpdateSet((eb) => ({
          status: 'connected',
          name: name === undefined ? eb.ref('socialAccounts.name') : name,
          ...touched(),
        }))
        .where('socialAccounts.centerId', '=', centerId),
    )
    .returning(SOCIAL_ACCOUNT_COLUMNS)
    .executeTakeFirst();
  if (!row) {
    throw new DomainError(
      'conflict',
      'SOCIAL_ACCOUNT_TAKEN',
      'This account is already connected to another center; disconnect it there first.',
    );
  }
  return row;
}

/** The center an account belongs to (undefined: no such account), for the access check of its routes. */
export async function socialAccountCenterId(db: Kysely<Database>, accountId: string): Promise<string | undefined> {
  const row = await db.selectFrom('socialAccounts').select('centerId').where('id', '=', accountId).executeTakeFirst();
  return row?.centerId;
}

/** Reconnecting or disconnecting an account of a center. */
export const SetSocialAccountStatusInput = z.object({
  centerId: z.uuid(),
  accountId: z.uuid(),
  status: z.enum(['connected', 'disconnected']),
});

/** Reconnects (after the token was renewed at the provider) or disconnects an account of the center. */
export async function setSocialAccountStatus(
  db: Kysely<Database>,
  centerId: string,
  accountId: string,
  status: z.infer<typeof SetSocialAccountStatusInput>['status'],
) {
  const row = await db
    .updateTable('socialAccounts')
    .set({ status, ...touched() })
    .where('id', '=', accountId)
    .where('centerId', '=', centerId)
    .returning(SOCIAL_ACCOUNT_COLUMNS)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'SOCIAL_ACCOUNT_NOT_FOUND', 'No such social account in this center.');
  return row;
}
