// The spam rules of spec 7 and 8: a filled honeypot or 3 or more links in the message. A caught submission is
// answered like a real one (the bot learns nothing) and no e-mail is sent.
import type { WebsiteFormSubmission } from './submission';

/** From this many links on, a message is dropped (spec 8). */
export const MAX_LINKS_BEFORE_SPAM = 3;

// one match per link: `https://www.x.example` is one link, not two
const LINK = /(?:https?:\/\/|www\.)[^\s<>"']*/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

export type SpamReason = 'honeypot' | 'links';

/** Why the submission is spam, or null for one to send. */
export function spamReasonOf(submission: Pick<WebsiteFormSubmission, 'website' | 'message'>): SpamReason | null {
  if (submission.website && submission.website.trim() !== '') return 'honeypot';
  if (countLinks(submission.message) >= MAX_LINKS_BEFORE_SPAM) return 'links';
  return null;
}
