// When the social review mails of spec 6.1 go out: SOCIAL_REVIEW_REQUEST always at once to every approver;
// SOCIAL_REVIEW to the editor at once for `rejected` and `publish_failed`, and for `approved` only when the
// editor's daily digest is off. `approved` always leaves a bell notification (6.4), which the digest carries.
//
// Decisions: inactive users get no mail (the approved bell notification is still written); approvers are
// mailed through one batch request; an unknown editor or center is a not-found error, unknown approver ids are
// skipped.
import { type AccountServices, nowOf, sendAccountMail } from '../accounts/account-services';
import { json } from '../db/json';
import { DomainError } from '../errors';
import { renderMail, type SocialReviewOutcome } from './templates';

/** The post a notice is about. */
export interface SocialReviewPost {
  id: string;
  title: string;
  centerId: string;
  /** the post in the dashboard's social workflow: a path (e.g. `/dashboard/social/posts/<id>`) or an absolute URL */
  dashboardUrl: string;
}

async function centerName(services: AccountServices, centerId: string): Promise<string> {
  const center = await services.db.selectFrom('centers').select('name').where('id', '=', centerId).executeTakeFirst();
  if (!center) throw new DomainError('not_found', 'CENTER_NOT_FOUND', 'No such center.');
  return center.name;
}

/** SOCIAL_REVIEW_REQUEST to each (active) approver, immediately. Answers how many mails went out. */
export async function notifySocialReviewRequest(
  services: AccountServices,
  input: { approverUserIds: string[]; post: SocialReviewPost; requestedByName: string },
): Promise<{ sent: number; failed: number }> {
  const ids = [...new Set(input.approverUserIds)];
  if (!ids.length) return { sent: 0, failed: 0 };
  const [name, approvers] = await Promise.all([
    centerName(services, input.post.centerId),
    services.db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('id', 'in', ids)
      .where('isActive', '=', true)
      .execute(),
  ]);
  if (!approvers.length) return { sent: 0, failed: 0 };
  const results = await services.mailer.sendBatch(
    approvers.map((approver) => ({
      to: approver.email,
      userId: approver.id,
      centerId: input.post.centerId,
      rendered: renderMail(
        {
          templateId: 'SOCIAL_REVIEW_REQUEST',
          recipientName: approver.name,
          postTitle: input.post.title,
          requestedByName: input.requestedByName,
          centerName: name,
          postUrl: input.post.dashboardUrl,
        },
        { baseUrl: services.baseUrl },
      ),
    })),
  );
  const sent = results.filter((result) => result.ok).length;
  if (sent < results.length) {
    services.logger?.warn({ postId: input.post.id, failed: results.length - sent }, 'review request mails not sent');
  }
  return { sent, failed: results.length - sent };
}

export interface SocialReviewOutcomeNotice {
  /** the bell notification written (for `approved`) */
  bellNotificationId: string | null;
  /** whether SOCIAL_REVIEW went out now */
  mailed: boolean;
  /** `approved` with the editor's digest on: the next digest carries it */
  deferredToDigest: boolean;
}

/** The review outcome to the post's editor (spec 6.1 timing rules). */
export async function notifySocialReviewOutcome(
  services: AccountServices,
  input: {
    editorUserId: string;
    outcome: SocialReviewOutcome;
    post: SocialReviewPost;
    reviewerName?: string | null;
    /** the reviewer's comment (mostly with `rejected`) */
    comment?: string | null;
    /** the publishing provider's error (with `publish_failed`) */
    errorMessage?: string | null;
  },
): Promise<SocialReviewOutcomeNotice> {
  const { db } = services;
  const { post, outcome } = input;
  const editor = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'isActive', 'emailDigestEnabled'])
    .where('id', '=', input.editorUserId)
    .executeTakeFirst();
  if (!editor) throw new DomainError('not_found', 'USER_NOT_FOUND', 'No such user.');

  let bellNotificationId: string | null = null;
  if (outcome === 'approved') {
    const reviewer = input.reviewerName?.trim();
    const row = await db
      .insertInto('bellNotifications')
      .values({
        userId: editor.id,
        centerId: post.centerId,
        kind: 'social_review_approved',
        title: post.title,
        body: reviewer ? `freigegeben von ${reviewer}` : 'freigegeben',
        link: post.dashboardUrl,
        payload: json({ postId: post.id }),
        createdAt: nowOf(services),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bellNotificationId = row.id;
  }

  const deferredToDigest = outcome === 'approved' && editor.emailDigestEnabled && editor.isActive;
  if (deferredToDigest || !editor.isActive) return { bellNotificationId, mailed: false, deferredToDigest };

  const mailed = await sendAccountMail(
    services,
    { email: editor.email, userId: editor.id, centerId: post.centerId },
    {
      templateId: 'SOCIAL_REVIEW',
      recipientName: editor.name,
      postTitle: post.title,
      outcome,
      postUrl: post.dashboardUrl,
      centerName: await centerName(services, post.centerId),
      reviewerName: input.reviewerName ?? null,
      comment: input.comment ?? null,
      errorMessage: input.errorMessage ?? null,
    },
  );
  return { bellNotificationId, mailed, deferredToDigest: false };
}
