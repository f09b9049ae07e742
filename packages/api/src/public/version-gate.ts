import type { CenterSelector, ContentVersionFeed, ContentVersionReader } from '@center-platform/core/centers';

type Resolved = { centerId: string; version: number } | undefined;

const selectorKey = (selector: CenterSelector) => JSON.stringify(selector);

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
  /** per selector, the lookup the requests that came in since the one under way started wait for */
  private readonly waiting = new Map<string, Batch>();
  /** with a feed: the version per center, and the center each slug, domain or floor selector named */
  private readonly versions = new Map<string, number>();
  private readonly centerOf = new Map<string, string>();
  /** counts announcements: a lookup that overlapped one may hold a moved slug, so it is not remembered */
  private announcements = 0;

  constructor(
    private readonly read: ContentVersionReader,
    private readonly feed?: ContentVersionFeed,
  ) {
    feed?.onChange((centerId, version) => {
      this.announcements++;
      this.remember(centerId, version);
      // a slug, domain or floor may have moved with this write: look this center's selectors up again
      for (const [key, id] of this.centerOf) if (id === centerId) this.centerOf.delete(key);
    });
  }

  /** With a feed, the center and version it already knows for this selector, without waiting; else undefined. */
  remembered(selector: CenterSelector): Resolved {
    if (!this.feed) return undefined;
    const centerId = 'id' in selector ? selector.id : this.centerOf.get(selectorKey(selector));
    const version = centerId === undefined ? undefined : this.versions.get(centerId);
    return centerId !== undefined && version !== undefined ? { centerId, version } : undefined;
  }

  resolve(selector: CenterSelector): Promise<Resolved> {
    const known = this.remembered(selector);
    if (known) return Promise.resolve(known);
    const key = selectorKey(selector);
    let batch = this.waiting.get(key);
    if (!batch) {
      batch = newBatch(selector);
      this.waiting.set(key, batch);
      this.start(key);
    }
    return batch.promise;
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
    this.read(batch.selector)
      .then((value) => {
        if (!value || !this.feed) return value;
        this.remember(value.centerId, value.version);
        if (!('id' in batch.selector) && announcementsBefore === this.announcements)
          this.centerOf.set(key, value.centerId);
        return { centerId: value.centerId, version: this.versions.get(value.centerId) ?? value.version };
      })
      .then(batch.settle, batch.fail)
      .finally(() => {
        this.running.delete(key);
        this.start(key);
      });
  }
}

/** The requests that wait for one lookup: they share its promise. */
interface Batch {
  selector: CenterSelector;
  promise: Promise<Resolved>;
  settle: (value: Resolved) => void;
  fail: (reason: unknown) => void;
}

function newBatch(selector: CenterSelector): Batch {
  let settle!: Batch['settle'];
  let fail!: Batch['fail'];
  const promise = new Promise<Resolved>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { selector, promise, settle, fail };
}
