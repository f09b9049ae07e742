import { type CenterSelector, type ContentVersionFeed, readContentVersion } from '@center-platform/core/centers';
import type { Database } from '@center-platform/core/db';
import type { Kysely } from 'kysely';

type Resolved = { centerId: string; version: number } | undefined;

/**
 * Tells public reads a center's current content version.
 *
 * Without a feed (PostgreSQL, writers in any process) it looks the version up per request, coalescing
 * concurrent lookups: a request joins the next lookup that starts after it arrived (never one already
 * under way), so it sees every write committed before it came in, while a burst of N requests costs
 * about two queries.
 *
 * With a feed (embedded PGlite: every writer is in this process and announces its bump before its
 * commit returns) it remembers versions and answers from memory; a center it has not seen yet is looked
 * up once.
 */
export class ContentVersionGate {
  private readonly running = new Set<string>();
  private readonly waiting = new Map<
    string,
    { selector: CenterSelector; settle: ((r: PromiseSettledResult<Resolved>) => void)[] }
  >();
  /** with a feed: the version per center, and the center each slug, domain or floor selector named */
  private readonly versions = new Map<string, number>();
  private readonly centerOf = new Map<string, string>();
  /** counts announcements: a lookup that overlapped one may hold a moved slug, so it is not remembered */
  private announcements = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly feed?: ContentVersionFeed,
  ) {
    feed?.onChange((centerId, version) => {
      this.announcements++;
      this.remember(centerId, version);
      // a slug, domain or floor may have moved with this write: look this center's selectors up again
      for (const [key, id] of this.centerOf) if (id === centerId) this.centerOf.delete(key);
    });
  }

  resolve(selector: CenterSelector): Promise<Resolved> {
    const key = JSON.stringify(selector);
    if (this.feed) {
      const centerId = 'id' in selector ? selector.id : this.centerOf.get(key);
      const version = centerId === undefined ? undefined : this.versions.get(centerId);
      if (centerId !== undefined && version !== undefined) return Promise.resolve({ centerId, version });
    }
    return new Promise<Resolved>((resolve, reject) => {
      const batch = this.waiting.get(key) ?? { selector, settle: [] };
      batch.settle.push((r) => (r.status === 'fulfilled' ? resolve(r.value) : reject(r.reason)));
      this.waiting.set(key, batch);
      this.start(key);
    });
  }

  private remember(centerId: string, version: number): void {
    // versions only grow; a lookup that raced a newer announcement must not step back
    this.versions.set(centerId, Math.max(version, this.versions.get(centerId) ?? 0));
  }

  private start(key: string): void {
    if (this.running.has(key)) return; // the batch starts when the lookup under way ends
    const batch = this.waiting.get(key);
    if (!batch) return;
    this.waiting.delete(key);
    this.running.add(key);
    const announcementsBefore = this.announcements;
    readContentVersion(this.db, batch.selector)
      .then(
        (value) => {
          if (value && this.feed) {
            this.remember(value.centerId, value.version);
            if (!('id' in batch.selector) && announcementsBefore === this.announcements)
              this.centerOf.set(key, value.centerId);
            return {
              status: 'fulfilled' as const,
              value: { centerId: value.centerId, version: this.versions.get(value.centerId) ?? value.version },
            };
          }
          return { status: 'fulfilled' as const, value };
        },
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      )
      .then((result) => {
        this.running.delete(key);
        for (const settle of batch.settle) settle(result);
        this.start(key);
      });
  }
}
