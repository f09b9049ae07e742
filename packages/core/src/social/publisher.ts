// The publishing provider behind the social workflow (spec 6.4). No real provider is wired: the platform talks to
// one through this interface, and the in-memory publisher stands in for it (tests, demo). A provider answers at
// once (`published`), takes the post for later (`scheduled`: its `post.published` / `post.error` notice follows on
// the webhook), or refuses it (`failed`).
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { SocialAccountsTable } from '../db/schema';
import type { SocialPost } from './posts';

export type SocialAccount = Selectable<SocialAccountsTable>;

export type SocialPublishResult =
  | { status: 'published'; providerPostId: string; publishedAt: Date }
  | { status: 'scheduled'; providerPostId: string | null }
  | { status: 'failed'; error: string };

export interface SocialPublisher {
  /** Hands a post to the provider (at `post.scheduledAt`, or now). Never throws for a provider refusal. */
  publish(post: SocialPost, account: SocialAccount): Promise<SocialPublishResult>;
}

export interface MemorySocialPublisher extends SocialPublisher {
  /** every post handed over, in order */
  readonly published: { post: SocialPost; account: SocialAccount; result: SocialPublishResult }[];
  /** the answer of the next publish calls (default: `published` now, or `scheduled` for a future time) */
  failNext(error: string): void;
}

/** A loopback publisher: keeps what it gets; answers `published`, or `scheduled` for a post with a future time. */
export function createMemorySocialPublisher(options: { now?: () => Date } = {}): MemorySocialPublisher {
  const published: MemorySocialPublisher['published'] = [];
  const failures: string[] = [];
  return {
    published,
    failNext(error) {
      failures.push(error);
    },
    async publish(post, account) {
      const now = options.now?.() ?? new Date();
      const failure = failures.shift();
      const result: SocialPublishResult =
        failure !== undefined
          ? { status: 'failed', error: failure }
          : post.scheduledAt && post.scheduledAt.getTime() > now.getTime()
            ? { status: 'scheduled', providerPostId: `mem_${randomUUID()}` }
            : { status: 'published', providerPostId: `mem_${randomUUID()}`, publishedAt: now };
      published.push({ post, account, result });
      return result;
    },
  };
}
