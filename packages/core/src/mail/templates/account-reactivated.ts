// ACCOUNT_REACTIVATED (spec 3, 6.1): isActive set to true; link to the sign-in page.
import { greeting, MAIL_PAGES, type MailContext } from '../context';
import type { MailContent } from '../layout';
import { ACCOUNT_FOOTER } from './footers';

export interface AccountReactivatedMail {
  templateId: 'ACCOUNT_REACTIVATED';
  recipientName: string;
}

export function accountReactivated(input: AccountReactivatedMail, ctx: MailContext): MailContent {
  return {
    subject: 'Ihr Konto ist wieder aktiv',
    heading: 'Ihr Konto ist wieder aktiv',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: 'Ihr Konto bei der Center Platform wurde wieder aktiviert. Sie können sich ab sofort wie gewohnt anmelden.',
      },
      { type: 'button', label: 'Zur Anmeldung', url: ctx.url(MAIL_PAGES.signIn) },
      {
        type: 'paragraph',
        text: 'Falls Sie Ihr Passwort nicht mehr wissen, wählen Sie auf der Anmeldeseite "Passwort vergessen".',
      },
    ],
    footer: ACCOUNT_FOOTER,
  };
}
