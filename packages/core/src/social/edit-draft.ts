// Editing a post's text before review: only a draft or a rejected post changes (a pending, approved or published
// post keeps the text its reviewer saw); the state stays as it is, so a rejected post is edited and then sent for
// approval again. Anyone of the center's social area may edit, like the comments.
import { z } from 'zod';
import { type AccountServices, nowOf } from '../accounts/account-services';
import { parseInput, plainText } from '../content/staff-write';
import { SOCIAL_TEXT_MAX } from './post-states';
import { loadSocialPost, type SocialPost, transitionSocialPost } from './posts';

export const SocialDraftTextInput = plainText().min(1, 'A post needs text.').max(SOCIAL_TEXT_MAX);

export const EditSocialDraftInput = z.strictObject({ text: SocialDraftTextInput });

export async function editSocialDraft(
  services: AccountServices,
  input: { centerId: string; postId: string; text: string },
): Promise<SocialPost> {
  const text = parseInput(SocialDraftTextInput, input.text);
  const post = await loadSocialPost(services.db, input.centerId, input.postId);
  return transitionSocialPost(services.db, post, ['draft', 'rejected'], 'edited', { text }, nowOf(services));
}
