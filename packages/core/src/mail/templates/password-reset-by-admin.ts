// PASSWORD_RESET_BY_ADMIN (spec 3, 5, 6.1): an admin triggered a reset link to /auth/reset-password, valid 24 hours.
import { greeting, type MailContext, oneTimeLinkNote } from '../context';
import type { MailContent } from '../layout';
import { ACCOUNT_FOOTER, ASK_ADMIN } from './footers';

export interface PasswordResetByAdminMail {
  templateId: 'PASSWORD_RESET_BY_ADMIN';
  recipientName: string;
  /** the reset token (purpose `reset`) */
  token: string;
  adminName?: string | null;
}

export function passwordResetByAdmin(input: PasswordResetByAdminMail, ctx: MailContext): MailContent {
  const admin = input.adminName?.trim();
  return {
    subject: 'Bitte legen Sie ein neues Passwort fest',
    heading: 'Bitte legen Sie ein neues Passwort fest',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: `${admin ?? 'die Administration'} hat für Ihr Konto bei der Center Platform ein neues Passwort angefordert.`,
      },
      {
        type: 'paragraph',
        text: 'Passwörter werden aus Sicherheitsgründen nie per E-Mail verschickt. Legen Sie Ihr neues Passwort selbst über den folgenden Link fest:',
      },
      { type: 'button', label: 'Neues Passwort festlegen', url: ctx.tokenUrl('reset', input.token) },
      { type: 'note', text: oneTimeLinkNote('reset') },
      { type: 'paragraph', text: ASK_ADMIN },
    ],
    footer: ACCOUNT_FOOTER,
  };
}
