// The public entry of the accounts area: `@center-platform/core/accounts`.
export { type AccessRule, allModulesOn, checkAccess, type Principal, readersOf, rolesOf, rule } from './access';
export { type AccountServices, nowOf } from './account-services';
export { CreateServerKeyInput, createServerKey, revokeServerKey, userOfServerKey } from './bearer-keys';
export { ForgotPasswordInput, SignInInput } from './credential-fields';
export { MAIL_ALIAS_SORT_KEYS, MAIL_ALIAS_STATES, MailAliasInput, type MailAliasSortKey, type MailAliasState } from './mail-alias-fields';
export { createMailAlias, listMailAliasPage, MailAliasPageQuery, removeMailAlias, resendMailAliasVerification, verifyMailAlias } from './mail-aliases';
export { hashPassword } from './passwords';
export { ChangeOwnPasswordInput, changeOwnPassword, forgotPassword, getNotificationPreferences, NotificationPreferencesInput, setNotificationPreferences } from './profile';
export { ADMIN_ROLES, normalizeRole, ROLES } from './roles';
export { createSessions, type Sessions } from './sessions';
export { signIn } from './sign-in';
export { activateAccount, CheckLinkInput, checkLink, LinkTokenInput, resetPasswordWithLink, SetPasswordWithLinkInput, unlockAccount } from './token-flows';
export { spansOrganization } from './user-fields';
export { listUserPage, UserPageQuery } from './user-page';
export { type Actor, CreateUserInput, centersOfActor, createUser, deleteUser, listUsers, resendInvitation, sendAdminResetLink, UpdateUserInput, updateUser } from './users';
