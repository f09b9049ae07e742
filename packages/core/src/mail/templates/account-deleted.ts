// ACCOUNT_DELETED (spec 3, 6.1): the user was deleted; no link.
import { greeting } from '../context';
import type { MailContent } from '../layout';

export interface AccountDeletedMail {
  templateId: 'ACCOUNT_DELETED';
  recipientName: string;
}

export function accountDeleted(input: AccountDeletedMail): MailContent {
  return {
    subject: 'Ihr Konto wurde gelöscht',
    heading: 'Ihr Konto wurde gelöscht',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: 'Ihr Konto bei der Center Platform wurde gelöscht. Eine Anmeldung ist nicht mehr möglich.',
      },
      {
        type: 'paragraph',
        text: 'Wenn Sie glauben, dass es sich um einen Irrtum handelt, wenden Sie sich bitte an die Administration Ihres Centers oder Ihrer Organisation.',
      },
    ],
    footer: [
      'Diese E-Mail wurde automatisch von der Center Platform versendet.',
      'Es ist die letzte Nachricht zu diesem Konto.',
    ],
  };
}
