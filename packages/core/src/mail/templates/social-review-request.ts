// SOCIAL_REVIEW_REQUEST (spec 6.1): an approver is asked to review a social post; link to the social workflow.
import { greeting, type MailContext, shortTitle, subjectLine } from '../context';
import type { MailContent } from '../layout';

export interface SocialReviewRequestMail {
  templateId: 'SOCIAL_REVIEW_REQUEST';
  recipientName: string;
  postTitle: string;
  requestedByName: string;
  centerName: string;
  /** the post in the social workflow: a dashboard path or an absolute URL */
  postUrl: string;
}

export function socialReviewRequest(input: SocialReviewRequestMail, ctx: MailContext): MailContent {
  return {
    subject: subjectLine(`Freigabe erbeten: ${shortTitle(input.postTitle)}`),
    heading: 'Ein Social-Media-Beitrag wartet auf Ihre Freigabe',
    blocks: [
      { type: 'paragraph', text: greeting(input.recipientName) },
      {
        type: 'paragraph',
        text: `${input.requestedByName} bittet Sie, einen Social-Media-Beitrag für ${input.centerName} freizugeben.`,
      },
      {
        type: 'details',
        rows: [
          ['Beitrag', input.postTitle],
          ['Center', input.centerName],
        ],
      },
      { type: 'button', label: 'Beitrag prüfen', url: ctx.url(input.postUrl) },
      { type: 'paragraph', text: 'Dort können Sie den Beitrag freigeben oder mit einem Kommentar ablehnen.' },
    ],
    footer: [
      'Diese E-Mail wurde automatisch von der Center Platform versendet.',
      'Sie erhalten sie, weil Sie Social-Media-Beiträge für dieses Center freigeben.',
    ],
  };
}
