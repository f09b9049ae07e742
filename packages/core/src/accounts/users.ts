import type { Kysely } from 'kysely';
import { z } from 'zod';
import { plainText } from '../content/staff-write';
import type { Database, Role } from '../db/schema';
import { DomainError } from '../errors';
import { type AccountServices, nowOf, sendAccountMail } from './account-services';
import { revokeUserServerKeys } from './bearer-keys';
import { issueAccountToken } from './one-time-tokens';
import { normalizeRole } from './roles';
import { normalizeEmail } from './sign-in';
import { RoleName, roleWorksOn, UserFields } from './user-fields';

// Spec 3 and 4.5: the user transitions an admin makes. Nobody sets another person's password: every
// password change by an admin is a reset link. Role changes, deactivation and deletion end all sessions.

/** Who acts: a SUPER_ADMIN anywhere, a CENTER_ADMIN on the users of its own center. */
export interface Actor {
  userId: string;
  name: string;
  role: Role;
  centerId: string | null;
  /** an organization-wide user: the centers of its organization */
  organizationCenters?: readonly string[];
}

/**
 * The centers an actor works on: undefined for SUPER_ADMIN (all of them), the centers of its organization for an
 * organization-wide user, else the center of its session (none without one).
 */
export function centersOfActor(actor: Pick<Actor, 'role' | 'centerId' | 'organizationCenters'>) {
  if (actor.role === 'SUPER_ADMIN') return undefined;
  return actor.organizationCenters ?? (actor.centerId ? [actor.centerId] : []);
}

/** What a user list shows of a user (never its password hash or tokens). */
export const USER_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'centerId',
  'organizationId',
  'isActive',
  'emailDigestEnabled',
  'emailDigestHour',
  'lockedUntil',
  'createdAt',
] as const;

function assertMayManage(actor: Actor, target: { role: Role; centerId: string | null }) {
  if (actor.role === 'SUPER_ADMIN') return;
  const sameCenter = actor.centerId !== null && target.centerId === actor.centerId;
  if (actor.role !== 'CENTER_ADMIN' || !sameCenter || target.role === 'SUPER_ADMIN') {
    throw new DomainError('forbidden', 'FORBIDDEN_USER', 'You may manage only the users of your own center.');
  }
}

function roleOf(input: string): Role {
  const role = normalizeRole(input);
  if (!role) throw new DomainError('invalid', 'UNKNOWN_ROLE', `Unknown role ${JSON.stringify(input)}.`);
  return role;
}

/**
 * Where a user of `role` works, checked: the center exists (UNKNOWN_CENTER) and gives the user its organization;
 * without a center, a role of ORGANIZATION_ROLES may name an existing organization instead (UNKNOWN_ORGANIZATION),
 * SUPER_ADMIN needs neither, every other case is CENTER_REQUIRED. An organization next to a center is ignored: the
 * center's own counts.
 */
async function checkedPlace(
  db: Kysely<Database>,
  role: Role,
  centerId: string | null,
  organizationId: string | null,
): Promise<{ organizationId: string | null }> {
  const worksOn = roleWorksOn(role);
  if (centerId) {
    const center = await db
      .selectFrom('centers')
      .select('organizationId')
      .where('id', '=', centerId)
      .executeTakeFirst();
    if (!center) throw new DomainError('invalid', 'UNKNOWN_CENTER', 'No center with this id.');
    return center;
  }
  if (worksOn === 'platform') return { organizationId: null };
  if (worksOn === 'center-or-organization' && organizationId) {
    const found = await db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst();
    if (!found) throw new DomainError('invalid', 'UNKNOWN_ORGANIZATION', 'No organization with this id.');
    return { organizationId };
  }
  throw new DomainError(
    'invalid',
    'CENTER_REQUIRED',
    worksOn === 'center'
      ? `A user with the role ${role} needs a center.`
      : `A user with the role ${role} needs a center or an organization.`,
  );
}

async function centerName(db: Kysely<Database>, centerId: string | null) {
  if (!centerId) return null;
  return (await db.selectFrom('centers').select('name').where('id', '=', centerId).executeTakeFirst())?.name ?? null;
}

export async function listUsers(db: Kysely<Database>, actor: Actor) {
  let query = db.selectFrom('users').select(USER_COLUMNS).orderBy('email');
  if (actor.role !== 'SUPER_ADMIN') query = query.where('centerId', '=', actor.centerId ?? '');
  return query.execute();
}

async function loadUser(db: Kysely<Database>, userId: string) {
  const user = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new DomainError('not_found', 'USER_NOT_FOUND', 'No such user.');
  return user;
}

/** The fields of user-fields.ts, the name's markup stripped before its checks. */
const UserName = plainText().pipe(UserFields.shape.name);

export const CreateUserInput = UserFields.extend({ name: UserName });

/**
 * `POST /api/users`: creates the user without a password and mails a setup link (WELCOME, or
 * USER_INVITATION with `invite`). When the mail cannot be sent the user stays, with `emailSent: false`.
 */
export async function createUser(
  services: AccountServices,
  actor: Actor,
  input: z.infer<typeof CreateUserInput>,
): Promise<{ id: string; emailSent: boolean }> {
  const { db } = services;
  const role = roleOf(input.role);
  const centerId = input.centerId ?? (actor.role === 'SUPER_ADMIN' ? null : actor.centerId);
  assertMayManage(actor, { role, centerId });
  const email = normalizeEmail(input.email);
  const { organizationId } = await checkedPlace(db, role, centerId, input.organizationId ?? null);
  const created = await db
    .insertInto('users')
    .values({ email, name: input.name.trim(), role, centerId, organizationId })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) throw new DomainError('conflict', 'EMAIL_TAKEN', 'A user with this e-mail address exists.');
  const { token } = await issueAccountToken(db, { purpose: 'setup', userId: created.id }, nowOf(services));
  const center = await centerName(db, centerId);
  const emailSent = await sendAccountMail(
    services,
    { email, userId: created.id, centerId },
    input.invite
      ? {
          templateId: 'USER_INVITATION',
          recipientName: input.name,
          token,
          invitedByName: actor.name,
          centerName: center,
          role,
        }
      : { templateId: 'WELCOME', recipientName: input.name, token, role, centerName: center, loginEmail: email },
  );
  return { id: created.id, emailSent };
}

/** Sends a reset link (24 h) as an admin: PASSWORD_RESET_BY_ADMIN. */
export async function sendAdminResetLink(services: AccountServices, actor: Actor, userId: string) {
  const user = await loadUser(services.db, userId);
  assertMayManage(actor, user);
  const { token } = await issueAccountToken(services.db, { purpose: 'reset', userId }, nowOf(services));
  const emailSent = await sendAccountMail(
    services,
    { email: user.email, userId, centerId: user.centerId },
    {
      templateId: 'PASSWORD_RESET_BY_ADMIN',
      recipientName: user.name,
      token,
      adminName: actor.name,
    },
  );
  return { emailSent };
}

/**
 * Sends an invited user (active, no password set yet) a new setup link (USER_INVITATION); the earlier link stops
 * working. 409 USER_NOT_INVITED for a user who set a password (a reset link is for them) or is deactivated.
 */
export async function resendInvitation(services: AccountServices, actor: Actor, userId: string) {
  const { db } = services;
  const user = await loadUser(db, userId);
  assertMayManage(actor, user);
  const { passwordHash } = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (passwordHash !== null || !user.isActive) {
    throw new DomainError(
      'conflict',
      'USER_NOT_INVITED',
      'This user is not waiting for an invitation: it set a password (send a reset link) or is deactivated.',
    );
  }
  const { token } = await issueAccountToken(db, { purpose: 'setup', userId }, nowOf(services));
  const emailSent = await sendAccountMail(
    services,
    { email: user.email, userId, centerId: user.centerId },
    {
      templateId: 'USER_INVITATION',
      recipientName: user.name,
      token,
      invitedByName: actor.name,
      centerName: await centerName(db, user.centerId),
      role: user.role,
    },
  );
  return { emailSent };
}

export const UpdateUserInput = z
  .object({
    name: UserName,
    role: RoleName,
    isActive: z.boolean(),
    centerId: z.uuid().nullable(),
    organizationId: z.uuid().nullable(),
    // only triggers a reset link: the value is never stored (spec 3, 5)
    newPassword: z.string().max(1024),
  })
  .partial()
  .strict();

/**
 * `PUT /api/users/{userId}`: name, role, `isActive`; `newPassword` only triggers a reset link (the
 * value itself is never stored). Each change mails its template of 6.1.
 */
export async function updateUser(
  services: AccountServices,
  actor: Actor,
  userId: string,
  input: z.infer<typeof UpdateUserInput>,
) {
  const { db } = services;
  const user = await loadUser(db, userId);
  assertMayManage(actor, user);
  const role = input.role === undefined ? user.role : roleOf(input.role);
  const centerId = input.centerId === undefined ? user.centerId : input.centerId;
  assertMayManage(actor, { role, centerId });
  const roleChanged = role !== user.role;
  const placeChanged =
    centerId !== user.centerId || (input.organizationId !== undefined && input.organizationId !== user.organizationId);
  const { organizationId } =
    placeChanged || roleChanged
      ? await checkedPlace(
          db,
          role,
          centerId,
          input.organizationId === undefined ? user.organizationId : input.organizationId,
        )
      : user;
  if (userId === actor.userId && (roleChanged || input.isActive === false)) {
    throw new DomainError('forbidden', 'SELF_CHANGE', 'You cannot change your own role or deactivate yourself.');
  }
  const activeChanged = input.isActive !== undefined && input.isActive !== user.isActive;
  await db
    .updateTable('users')
    .set({
      ...(input.name ? { name: input.name.trim() } : {}),
      role,
      centerId,
      organizationId,
      ...(activeChanged ? { isActive: input.isActive } : {}),
      updatedAt: nowOf(services),
    })
    .where('id', '=', userId)
    .execute();
  if (roleChanged || activeChanged || placeChanged) await services.sessions.invalidateUserSessions(userId);
  if (activeChanged && !input.isActive) await revokeUserServerKeys(db, userId, nowOf(services));

  const to = { email: user.email, userId, centerId };
  const mails: Promise<boolean>[] = [];
  if (roleChanged) {
    mails.push(
      sendAccountMail(services, to, {
        templateId: 'ROLE_CHANGE',
        recipientName: user.name,
        oldRole: user.role,
        newRole: role,
        centerName: await centerName(db, centerId),
        changedByName: actor.name,
      }),
    );
  }
  if (activeChanged) {
    mails.push(
      sendAccountMail(services, to, {
        templateId: input.isActive ? 'ACCOUNT_REACTIVATED' : 'ACCOUNT_DEACTIVATED',
        recipientName: user.name,
      }),
    );
  }
  const sent = await Promise.all(mails);
  const reset = input.newPassword !== undefined ? await sendAdminResetLink(services, actor, userId) : undefined;
  return { user: await loadUser(db, userId), emailSent: [...sent, ...(reset ? [reset.emailSent] : [])].every(Boolean) };
}

/** `DELETE /api/users/{userId}`: ACCOUNT_DELETED to the address it had; sessions and tokens go with it. */
export async function deleteUser(services: AccountServices, actor: Actor, userId: string) {
  const user = await loadUser(services.db, userId);
  assertMayManage(actor, user);
  if (userId === actor.userId) throw new DomainError('forbidden', 'SELF_CHANGE', 'You cannot delete your own account.');
  await services.sessions.invalidateUserSessions(userId);
  await services.db.deleteFrom('users').where('id', '=', userId).execute();
  const emailSent = await sendAccountMail(
    services,
    { email: user.email, centerId: user.centerId },
    {
      templateId: 'ACCOUNT_DELETED',
      recipientName: user.name,
    },
  );
  return { deleted: true as const, emailSent };
}
