// One center website form submission (spec 4.4, 6.3, 7, 8): validate, drop spam silently, check the bot
// challenge, find the recipients and send the e-mail. The HTTP route only maps the outcome.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { centerLogo } from '../centers/public-center';
import type { Database } from '../db/schema';
import type { Mailer, MailLogger } from '../mail/mailer';
import { absoluteMediaUrl } from '../media/media-url';
import { type BotChallengeConfig, verifyBotChallenge } from './bot-challenge';
import { WEBSITE_FORMS, WebsiteFormError, type WebsiteFormRoute } from './forms';
import { renderInquiryMail } from './inquiry-mail';
import { recipientsOf } from './recipients';
import { type SpamReason, spamReasonOf } from './spam';
import { parseWebsiteFormSubmission } from './submission';

export interface WebsiteFormDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  logger?: MailLogger;
  botChallenge: BotChallengeConfig;
  /** `{cdn_base_url}` of spec 4.9, for a logo stored as a media path */
  cdnBaseUrl: string;
  /** the verifier's fetch (tests) */
  fetch?: typeof fetch;
}

export interface WebsiteFormInput {
  centerId: string;
  route: WebsiteFormRoute;
  body: unknown;
  /** the visitor's address, passed to the bot-challenge verifier */
  remoteIp?: string | null;
}

/** `dropped`: spam, answered like a sent form so a bot learns nothing (spec 7). */
export type WebsiteFormOutcome = { outcome: 'sent'; messageId: string } | { outcome: 'dropped'; reason: SpamReason };

const uuid = z.uuid();

function loadFormCenter(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('centers')
    .leftJoin('centerSecrets', 'centerSecrets.centerId', 'centers.id')
    .select([
      'centers.id',
      'centers.name',
      'centers.baseColor',
      'centers.accentColor',
      'centers.logo',
      'centers.logoUrl',
      'centers.websiteUrl',
      'centers.customDomain',
      'centers.legacyWebsiteUrl',
      'centers.email',
      'centerSecrets.formRecipients',
    ])
    .where('centers.id', '=', centerId)
    .executeTakeFirst();
}

export async function submitWebsiteForm(deps: WebsiteFormDeps, input: WebsiteFormInput): Promise<WebsiteFormOutcome> {
  const center = uuid.safeParse(input.centerId).success ? await loadFormCenter(deps.db, input.centerId) : undefined;
  if (!center) throw new WebsiteFormError('not_found', 'CENTER_NOT_FOUND', `No center ${input.centerId}`);
  const submission = parseWebsiteFormSubmission(input.route, input.body);
  const { formKey } = submission;

  const spam = spamReasonOf(submission);
  if (spam) {
    deps.logger?.info({ centerId: center.id, formKey, reason: spam }, 'website form dropped as spam (no e-mail)');
    return { outcome: 'dropped', reason: spam };
  }

  const challenge = await verifyBotChallenge(
    deps.botChallenge,
    { token: submission.botChallengeToken, remoteIp: input.remoteIp },
    { fetch: deps.fetch },
  );
  if (challenge.status === 'failed') {
    deps.logger?.info({ centerId: center.id, formKey, reason: challenge.reason }, 'website form: bot challenge failed');
    throw new WebsiteFormError(
      'challenge_failed',
      'BOT_CHALLENGE_FAILED',
      submission.botChallengeToken
        ? 'body.botChallengeToken: the bot challenge was not passed; solve it again and resend the form.'
        : 'body.botChallengeToken: required; solve the bot challenge and resend the form.',
    );
  }
  if (challenge.status === 'unavailable') {
    deps.logger?.error(
      { centerId: center.id, formKey, reason: challenge.reason },
      'website form: bot challenge unavailable',
    );
    throw new WebsiteFormError(
      'challenge_unavailable',
      'BOT_CHALLENGE_UNAVAILABLE',
      'The bot challenge cannot be checked right now; the form was not sent. Please try again later.',
    );
  }

  const recipients = recipientsOf(formKey, { formRecipients: center.formRecipients, centerEmail: center.email });
  if (recipients.invalid.length) {
    deps.logger?.warn(
      { centerId: center.id, formKey, invalid: recipients.invalid.length },
      'website form: configured recipients that are no e-mail address were skipped',
    );
  }
  if (!recipients.to.length) {
    deps.logger?.error({ centerId: center.id, formKey }, 'website form: the center has no recipient for this form');
    throw new WebsiteFormError(
      'no_recipients',
      'NO_FORM_RECIPIENTS',
      `The form "${WEBSITE_FORMS[formKey].label}" has no recipient at this center; the form was not sent.`,
    );
  }

  const rendered = renderInquiryMail(
    {
      name: center.name,
      baseColor: center.baseColor,
      accentColor: center.accentColor,
      logoUrl: absoluteMediaUrl(centerLogo(center), deps.cdnBaseUrl),
      websiteUrl: center.websiteUrl,
      customDomain: center.customDomain,
      legacyWebsiteUrl: center.legacyWebsiteUrl,
    },
    submission,
  );
  const result = await deps.mailer.send({
    to: recipients.to,
    rendered,
    replyTo: submission.email,
    centerId: center.id,
  });
  if (!result.ok) {
    throw new WebsiteFormError(
      'send_failed',
      'EMAIL_NOT_SENT',
      'The e-mail could not be sent; the form was not delivered. Please try again later.',
    );
  }
  return { outcome: 'sent', messageId: result.messageId };
}
