// ACCOUNT_DEACTIVATED (spec 3, 6.1): isActive set to false; no link.
import { greeting } from '../context';
import type { MailContent } from '../layout';
import { ACCOUNT_FOOTER } from './footers';

export interface AccountDeactivatedMail {
  templateId: 'ACCOUNT_DEACTIVATED';
  recipientName: string;
}

export function accountDeactivated(input: AccountDeactivatedMail): MailContent {
  return {
    subject: 'Ihr Konto wurde deaktiviert',
    heading: 'Ihr Konto wurde deaktiviert',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: 'Ihr Konto bei der Center Platform wurde deaktiviert. Eine Anmeldung ist vorerst nicht mehr möglich.',
      },
      {
        type: 'paragraph',
        text: 'Ihre Daten bleiben erhalten, und das Konto kann wieder aktiviert werden. Wenn Sie glauben, dass es sich um einen Irrtum handelt, wenden Sie sich bitte an die Administration Ihres Centers oder Ihrer Organisation.',
      },
    ],
    footer: ACCOUNT_FOOTER,
  };
}
