// PASSWORD_RESET (spec 6.1): self-service reset link to /auth/reset-password, valid 24 hours.
import { greeting, type MailContext, oneTimeLinkNote } from '../context';
import type { MailContent } from '../layout';
import { ACCOUNT_FOOTER } from './footers';

export interface PasswordResetMail {
  templateId: 'PASSWORD_RESET';
  recipientName: string;
  /** the reset token (purpose `reset`) */
  token: string;
}

export function passwordReset(input: PasswordResetMail, ctx: MailContext): MailContent {
  return {
    subject: 'Passwort zurücksetzen',
    heading: 'Passwort zurücksetzen',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: 'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei der Center Platform zurückzusetzen. Über den folgenden Link legen Sie ein neues Passwort fest.',
      },
      { type: 'button', label: 'Neues Passwort festlegen', url: ctx.tokenUrl('reset', input.token) },
      { type: 'note', text: oneTimeLinkNote('reset') },
      {
        type: 'paragraph',
        text: 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt dann unverändert.',
      },
    ],
    footer: ACCOUNT_FOOTER,
  };
}
