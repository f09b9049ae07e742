// The answers of the social procedures the social screens work with.
import type { RouterOutputs } from '../trpc';

export type SocialHub = RouterOutputs['social']['hub'];
export type SocialPostSummary = SocialHub['postsByState']['draft'][number];
export type SocialAccount = SocialHub['accounts'][number];
export type SocialPostDetail = RouterOutputs['social']['post'];
