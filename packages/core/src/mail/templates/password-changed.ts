// PASSWORD_CHANGED (spec 6.1): a password reset or change was completed; no link.
import { formatDateTime, greeting } from '../context';
import type { MailContent } from '../layout';
import { ACCOUNT_FOOTER } from './footers';

export interface PasswordChangedMail {
  templateId: 'PASSWORD_CHANGED';
  recipientName: string;
  changedAt?: Date | null;
}

export function passwordChanged(input: PasswordChangedMail): MailContent {
  const when = input.changedAt ? ` am ${formatDateTime(input.changedAt)}` : '';
  return {
    subject: 'Ihr Passwort wurde geändert',
    heading: 'Ihr Passwort wurde geändert',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      { type: 'paragraph', text: `das Passwort Ihres Kontos bei der Center Platform wurde${when} geändert.` },
      { type: 'paragraph', text: 'Wenn Sie das selbst waren, ist nichts weiter zu tun.' },
      {
        type: 'paragraph',
        text: 'Wenn nicht, wenden Sie sich bitte umgehend an die Administration Ihres Centers oder Ihrer Organisation, damit Ihr Konto gesichert werden kann.',
      },
    ],
    footer: ACCOUNT_FOOTER,
  };
}
