// ACCOUNT_LOCKED (spec 3, 6.1): locked after failed logins; unlock link to /auth/unlock, valid 24 hours.
import { formatDateTime, greeting, type MailContext, oneTimeLinkNote } from '../context';
import type { MailContent } from '../layout';
import { ACCOUNT_FOOTER } from './footers';

export interface AccountLockedMail {
  templateId: 'ACCOUNT_LOCKED';
  recipientName: string;
  /** the unlock token (purpose `unlock`) */
  token: string;
  /** when the lock ends by itself, if it does */
  lockedUntil?: Date | null;
}

export function accountLocked(input: AccountLockedMail, ctx: MailContext): MailContent {
  const note = oneTimeLinkNote('unlock');
  return {
    subject: 'Ihr Konto wurde vorübergehend gesperrt',
    heading: 'Ihr Konto wurde vorübergehend gesperrt',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: 'nach mehreren fehlgeschlagenen Anmeldeversuchen haben wir Ihr Konto zu Ihrem Schutz vorübergehend gesperrt.',
      },
      { type: 'paragraph', text: 'Mit dem folgenden Link heben Sie die Sperre auf:' },
      { type: 'button', label: 'Konto entsperren', url: ctx.tokenUrl('unlock', input.token) },
      {
        type: 'note',
        text: input.lockedUntil
          ? `${note} Ohne Entsperrung endet die Sperre am ${formatDateTime(input.lockedUntil)}.`
          : note,
      },
      {
        type: 'paragraph',
        text: 'Waren die Anmeldeversuche nicht von Ihnen, versucht möglicherweise jemand, auf Ihr Konto zuzugreifen. Setzen Sie dann Ihr Passwort zurück und informieren Sie die Administration Ihres Centers oder Ihrer Organisation.',
      },
    ],
    footer: ACCOUNT_FOOTER,
  };
}
