// SOCIAL_REVIEW (spec 3, 6.1): the review outcome of a social post, to its editor; dashboard link of the post.
import { greeting, type MailContext, shortTitle, subjectLine } from '../context';
import type { MailBlock, MailContent } from '../layout';

export type SocialReviewOutcome = 'approved' | 'rejected' | 'publish_failed';

export interface SocialReviewMail {
  templateId: 'SOCIAL_REVIEW';
  recipientName: string;
  postTitle: string;
  outcome: SocialReviewOutcome;
  /** the post in the dashboard: a path or an absolute URL */
  postUrl: string;
  centerName?: string | null;
  reviewerName?: string | null;
  /** the reviewer's comment (mostly with `rejected`) */
  comment?: string | null;
  /** the publishing provider's error (with `publish_failed`) */
  errorMessage?: string | null;
}

const WORDING: Record<SocialReviewOutcome, { subject: string; heading: string; next: string }> = {
  approved: {
    subject: 'Beitrag freigegeben',
    heading: 'Ihr Beitrag wurde freigegeben',
    next: 'Der Beitrag wird wie geplant veröffentlicht.',
  },
  rejected: {
    subject: 'Beitrag abgelehnt',
    heading: 'Ihr Beitrag wurde nicht freigegeben',
    next: 'Sie können den Beitrag überarbeiten und erneut zur Freigabe einreichen.',
  },
  publish_failed: {
    subject: 'Veröffentlichung fehlgeschlagen',
    heading: 'Ihr Beitrag konnte nicht veröffentlicht werden',
    next: 'Bitte prüfen Sie den Beitrag und die Verbindung zum Social-Media-Konto und veröffentlichen Sie ihn erneut.',
  },
};

export function socialReview(input: SocialReviewMail, ctx: MailContext): MailContent {
  const wording = WORDING[input.outcome];
  const by = input.reviewerName?.trim();
  const lead =
    input.outcome === 'publish_failed'
      ? 'Ihr freigegebener Social-Media-Beitrag konnte nicht veröffentlicht werden.'
      : `Ihr Social-Media-Beitrag wurde${by ? ` von ${by}` : ''} ${input.outcome === 'approved' ? 'freigegeben' : 'nicht freigegeben'}.`;
  const rows: [string, string][] = [['Beitrag', input.postTitle]];
  if (input.centerName) rows.push(['Center', input.centerName]);
  if (input.comment) rows.push(['Kommentar', input.comment]);
  if (input.outcome === 'publish_failed' && input.errorMessage) rows.push(['Fehlermeldung', input.errorMessage]);
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: greeting(input.recipientName) },
    { type: 'paragraph', text: lead },
    { type: 'details', rows },
    { type: 'paragraph', text: wording.next },
    { type: 'button', label: 'Beitrag öffnen', url: ctx.url(input.postUrl) },
  ];
  return {
    subject: subjectLine(`${wording.subject}: ${shortTitle(input.postTitle)}`),
    heading: wording.heading,
    blocks,
    footer: [
      'Diese E-Mail wurde automatisch von der Center Platform versendet.',
      'Sie erhalten sie, weil Sie diesen Beitrag erstellt haben.',
    ],
  };
}
