// the areas' German messages, as the signed-in frame has them
import '../i18n/areas';
import { SOCIAL_POST_STATES } from '@center-platform/core/shared';
import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../i18n';
import {
  accountInput,
  accountProblems,
  allowedActions,
  approveInput,
  commentProblem,
  contentChoices,
  type DraftSource,
  draftSourceProblems,
  EMPTY_ACCOUNT_DRAFT,
  EMPTY_DRAFT_SOURCE,
  fromContentInput,
  isSocialState,
  SOURCE_LABELS,
  STATE_LABELS,
  snapshotFacts,
  socialHubPath,
  socialPostPath,
  sourceLabel,
  stateActions,
  stateBadgeClass,
  textProblem,
} from './logic';

const CENTER = '11111111-1111-4111-8111-111111111111';
const ITEM = '22222222-2222-4222-8222-222222222222';

describe('the states of a post', () => {
  it('labels every state in both languages and gives each a badge', () => {
    for (const state of SOCIAL_POST_STATES) {
      expect(isMessageKey(STATE_LABELS[state]), state).toBe(true);
      expect(stateBadgeClass(state)).toMatch(/^badge badge-/);
    }
    for (const label of Object.values(SOURCE_LABELS)) expect(isMessageKey(label)).toBe(true);
    expect(stateBadgeClass('published')).toBe('badge badge-ok');
    expect(stateBadgeClass('rejected')).toBe('badge badge-warn');
    expect(stateBadgeClass('draft')).toBe('badge badge-off');
    expect(isSocialState('pending_approval')).toBe(true);
    expect(isSocialState('deleted')).toBe(false);
    expect(sourceLabel('event')).toBe('social.source.event');
    expect(sourceLabel('manual')).toBe('social.source.manual');
    expect(sourceLabel('other')).toBeUndefined();
  });

  it('allows the transitions of the server per state', () => {
    expect(stateActions('draft')).toEqual(['edit', 'requestApproval']);
    expect(stateActions('rejected')).toEqual(['edit', 'requestApproval']);
    expect(stateActions('pending_approval')).toEqual(['approve', 'reject']);
    expect(stateActions('approved')).toEqual(['publish']);
    expect(stateActions('publish_failed')).toEqual(['publish']);
    expect(stateActions('scheduled')).toEqual([]);
    expect(stateActions('published')).toEqual([]);
  });
});

describe('allowedActions', () => {
  const editor = { userId: 'editor', role: 'CONTENT_EDITOR' };
  const admin = { userId: 'admin', role: 'CENTER_ADMIN' };
  const post = (state: (typeof SOCIAL_POST_STATES)[number], createdByUserId: string | null = 'editor') => ({
    state,
    createdByUserId,
  });

  it('lets only the editor request approval of a draft, and anyone of the area edit it', () => {
    expect(allowedActions(post('draft'), editor)).toEqual(['edit', 'requestApproval']);
    expect(allowedActions(post('draft'), admin)).toEqual(['edit']);
    expect(allowedActions(post('rejected', null), admin)).toEqual(['edit', 'requestApproval']);
  });

  it('lets approvers review, never their own post, and never a content editor', () => {
    expect(allowedActions(post('pending_approval'), admin)).toEqual(['approve', 'reject']);
    expect(allowedActions(post('pending_approval'), editor)).toEqual([]);
    expect(allowedActions(post('pending_approval', 'admin'), admin)).toEqual([]);
    expect(allowedActions(post('pending_approval'), { userId: 'op', role: 'SUPER_ADMIN' })).toEqual([
      'approve',
      'reject',
    ]);
  });

  it('lets approvers publish an approved or failed post', () => {
    expect(allowedActions(post('approved'), admin)).toEqual(['publish']);
    expect(allowedActions(post('publish_failed'), { userId: 'm', role: 'CENTER_MANAGER' })).toEqual(['publish']);
    expect(allowedActions(post('approved'), editor)).toEqual([]);
    expect(allowedActions(post('published'), admin)).toEqual([]);
  });
});

describe('the review forms', () => {
  it('requires a text of at most 2000 characters and a comment', () => {
    expect(textProblem('  ')).toBe('social.text.missing');
    expect(textProblem('x'.repeat(2001))).toBe('social.text.tooLong');
    expect(textProblem('Hello')).toBeUndefined();
    expect(commentProblem(' \n ')).toBe('social.comment.missing');
    expect(commentProblem('y'.repeat(2001))).toBe('social.comment.tooLong');
    expect(commentProblem('Bitte kürzen')).toBeUndefined();
  });

  it('builds the approve input: a blank comment is left out, publish now asks for no time', () => {
    const ids = { centerId: CENTER, postId: ITEM };
    expect(approveInput(ids, '  ', false)).toEqual(ids);
    expect(approveInput(ids, ' Gut ', true)).toEqual({ ...ids, comment: 'Gut', publish: { at: null } });
  });
});

describe('the new draft form', () => {
  const review: DraftSource = {
    ...EMPTY_DRAFT_SOURCE,
    type: 'review',
    author: ' Ada ',
    rating: '4',
    text: ' Great mall ',
    source: ' ',
  };

  it('needs an item for news, events and offers', () => {
    expect(draftSourceProblems(EMPTY_DRAFT_SOURCE)).toEqual({ id: 'social.new.itemMissing' });
    expect(draftSourceProblems({ ...EMPTY_DRAFT_SOURCE, type: 'offer', id: ITEM })).toEqual({});
    expect(fromContentInput(CENTER, { ...EMPTY_DRAFT_SOURCE, type: 'event', id: ITEM })).toEqual({
      centerId: CENTER,
      type: 'event',
      id: ITEM,
    });
  });

  it('names the chosen account, and none for the automatic choice', () => {
    const account = '00000000-0000-4000-8000-0000000000ac';
    expect(fromContentInput(CENTER, { ...EMPTY_DRAFT_SOURCE, id: ITEM, socialAccountId: account })).toEqual({
      centerId: CENTER,
      type: 'news',
      id: ITEM,
      socialAccountId: account,
    });
    expect(fromContentInput(CENTER, { ...review, socialAccountId: account })).toMatchObject({
      type: 'review',
      socialAccountId: account,
    });
    expect(fromContentInput(CENTER, review)).not.toHaveProperty('socialAccountId');
  });

  it('checks a review (author, rating 1-5, text, short source) and leaves a blank source out', () => {
    expect(draftSourceProblems(review)).toEqual({});
    expect(draftSourceProblems({ ...review, author: '', rating: '6', text: ' ', source: 's'.repeat(101) })).toEqual({
      author: 'social.new.authorMissing',
      rating: 'social.new.ratingInvalid',
      text: 'social.new.textMissing',
      source: 'social.new.tooLong',
    });
    expect(draftSourceProblems({ ...review, rating: '2.5' }).rating).toBe('social.new.ratingInvalid');
    expect(fromContentInput(CENTER, review)).toEqual({
      centerId: CENTER,
      type: 'review',
      snapshot: { author: 'Ada', rating: 4, text: 'Great mall' },
    });
    expect(fromContentInput(CENTER, { ...review, source: ' Google ' })).toMatchObject({
      snapshot: { source: 'Google' },
    });
  });

  it('offers the rows of a content list by title', () => {
    expect(contentChoices([{ id: ITEM, title: ' Sommerfest ' }, { id: 'x', title: '' }, { id: 3 }])).toEqual([
      { value: ITEM, label: 'Sommerfest' },
      { value: 'x', label: 'x' },
    ]);
    expect(contentChoices(undefined)).toEqual([]);
  });
});

describe('the post page', () => {
  it('links the path of the review mails and lists the known fields of a snapshot', () => {
    expect(socialPostPath(ITEM)).toBe(`/dashboard/social/posts/${ITEM}`);
    expect(socialPostPath(ITEM, 'nord-arkaden')).toBe(`/dashboard/c/nord-arkaden/social/posts/${ITEM}`);
    expect(socialHubPath()).toBe('/dashboard/social');
    expect(socialHubPath('nord-arkaden')).toBe('/dashboard/c/nord-arkaden/social');
    expect(snapshotFacts({ author: 'Ada', rating: 4, text: 'Great', title: 'Bewertung von Ada', other: 1 })).toEqual([
      { key: 'social.snapshot.title', value: 'Bewertung von Ada' },
      { key: 'social.snapshot.author', value: 'Ada' },
      { key: 'social.snapshot.rating', value: '4/5' },
      { key: 'social.snapshot.text', value: 'Great' },
    ]);
    expect(snapshotFacts(null)).toEqual([]);
  });
});

describe('the connect form', () => {
  it("names each field's problem by core's schema of an account, and leaves a blank name out", () => {
    expect(accountProblems(EMPTY_ACCOUNT_DRAFT)).toEqual({
      provider: 'cw.problem.required',
      externalAccountId: 'cw.problem.required',
    });
    expect(accountProblems({ provider: 'insta gram', externalAccountId: 'ig\u0007', name: '' })).toEqual({
      provider: 'cw.problem.pattern',
      externalAccountId: 'cw.problem.invalid',
    });
    const draft = { provider: ' Instagram ', externalAccountId: 'ig-demo', name: ' ' };
    expect(accountProblems(draft)).toEqual({});
    expect(accountInput(draft)).toEqual({ provider: ' Instagram ', externalAccountId: 'ig-demo' });
  });
});
