// The e-mail templates of spec 6.1: their ids, the data each one needs, and renderMail.
import { createMailContext, type MailContext, subjectLine } from '../context';
import { type MailContent, renderLayout } from '../layout';
import { type AccountDeactivatedMail, accountDeactivated } from './account-deactivated';
import { type AccountDeletedMail, accountDeleted } from './account-deleted';
import { type AccountLockedMail, accountLocked } from './account-locked';
import { type AccountReactivatedMail, accountReactivated } from './account-reactivated';
import { type ClientReportAvailableMail, clientReportAvailable } from './client-report-available';
import { type EmailDigestMail, emailDigest } from './email-digest';
import { type MailAliasVerifyMail, mailAliasVerify } from './mail-alias-verify';
import { type PasswordChangedMail, passwordChanged } from './password-changed';
import { type PasswordResetMail, passwordReset } from './password-reset';
import { type PasswordResetByAdminMail, passwordResetByAdmin } from './password-reset-by-admin';
import { type RoleChangeMail, roleChange } from './role-change';
import { type SocialReviewMail, socialReview } from './social-review';
import { type SocialReviewRequestMail, socialReviewRequest } from './social-review-request';
import { type UserInvitationMail, userInvitation } from './user-invitation';
import { type WelcomeMail, welcome } from './welcome';

export type { AccountDeactivatedMail } from './account-deactivated';
export type { AccountDeletedMail } from './account-deleted';
export type { AccountLockedMail } from './account-locked';
export type { AccountReactivatedMail } from './account-reactivated';
export type { ClientReportAvailableMail } from './client-report-available';
export type { DigestItem, EmailDigestMail } from './email-digest';
export type { MailAliasVerifyMail } from './mail-alias-verify';
export type { PasswordChangedMail } from './password-changed';
export type { PasswordResetMail } from './password-reset';
export type { PasswordResetByAdminMail } from './password-reset-by-admin';
export type { RoleChangeMail } from './role-change';
export type { SocialReviewMail, SocialReviewOutcome } from './social-review';
export type { SocialReviewRequestMail } from './social-review-request';
export type { UserInvitationMail } from './user-invitation';
export { WELCOME_BULLETS, type WelcomeMail } from './welcome';

/** The data of one mail: a discriminated union on `templateId`. */
export type MailInput =
  | PasswordResetMail
  | WelcomeMail
  | UserInvitationMail
  | PasswordChangedMail
  | AccountLockedMail
  | RoleChangeMail
  | PasswordResetByAdminMail
  | AccountDeactivatedMail
  | AccountReactivatedMail
  | AccountDeletedMail
  | SocialReviewRequestMail
  | SocialReviewMail
  | ClientReportAvailableMail
  | EmailDigestMail
  | MailAliasVerifyMail;

export type MailTemplateId = MailInput['templateId'];

/** A mail ready to send: the same content as HTML and as text. */
export interface RenderedMail<T extends string = string> {
  templateId: T;
  subject: string;
  html: string;
  text: string;
}

type Renderers = {
  [K in MailTemplateId]: (input: Extract<MailInput, { templateId: K }>, ctx: MailContext) => MailContent;
};

// one entry per template id; the mapped type makes a missing template a type error
const RENDERERS: Renderers = {
  PASSWORD_RESET: passwordReset,
  WELCOME: welcome,
  USER_INVITATION: userInvitation,
  PASSWORD_CHANGED: passwordChanged,
  ACCOUNT_LOCKED: accountLocked,
  ROLE_CHANGE: roleChange,
  PASSWORD_RESET_BY_ADMIN: passwordResetByAdmin,
  ACCOUNT_DEACTIVATED: accountDeactivated,
  ACCOUNT_REACTIVATED: accountReactivated,
  ACCOUNT_DELETED: accountDeleted,
  SOCIAL_REVIEW_REQUEST: socialReviewRequest,
  SOCIAL_REVIEW: socialReview,
  CLIENT_REPORT_AVAILABLE: clientReportAvailable,
  EMAIL_DIGEST: emailDigest,
  MAIL_ALIAS_VERIFY: mailAliasVerify,
};

/** Every template id of spec 6.1, in the order of the spec's table. */
export const MAIL_TEMPLATE_IDS = Object.freeze(Object.keys(RENDERERS)) as readonly MailTemplateId[];

/** Puts content into the shared layout. */
export function renderContent<T extends string>(templateId: T, content: MailContent): RenderedMail<T> {
  const subject = subjectLine(content.subject, 200);
  return { templateId, ...renderLayout({ ...content, subject }), subject };
}

/** Renders one mail of spec 6.1. Links are absolute, built on `baseUrl`. */
export function renderMail<T extends MailInput>(input: T, options: { baseUrl: string }): RenderedMail<T['templateId']> {
  const render = RENDERERS[input.templateId] as ((input: T, ctx: MailContext) => MailContent) | undefined;
  if (!render) throw new Error(`unknown mail template: ${String(input.templateId)}`);
  return renderContent(input.templateId, render(input, createMailContext(options.baseUrl)));
}
