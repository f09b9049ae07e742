import { type CenterSelector, type Database, readContentVersion } from '@center-platform/core';
import type { Kysely } from 'kysely';

type Resolved = { centerId: string; version: number } | undefined;

/**
 * Reads a center's content version for public reads, coalescing concurrent lookups: a request joins
 * the next lookup that starts after it arrived (never one already under way), so it always sees every
 * write that committed before it came in, from any process, while a burst of N requests costs about
 * two queries instead of N.
 */
export class ContentVersionGate {
  private readonly running = new Set<string>();
  private readonly waiting = new Map<string, { selector: CenterSelector; settle: ((r: PromiseSettledResult<Resolved>) => void)[] }>();

  constructor(private readonly db: Kysely<Database>) {}

  resolve(selector: CenterSelector): Promise<Resolved> {
    const key = JSON.stringify(selector);
    return new Promise<Resolved>((resolve, reject) => {
      const batch = this.waiting.get(key) ?? { selector, settle: [] };
      batch.settle.push((r) => (r.status === 'fulfilled' ? resolve(r.value) : reject(r.reason)));
      this.waiting.set(key, batch);
      this.start(key);
    });
  }

  private start(key: string): void {
    if (this.running.has(key)) return; // the batch starts when the lookup under way ends
    const batch = this.waiting.get(key);
    if (!batch) return;
    this.waiting.delete(key);
    this.running.add(key);
    readContentVersion(this.db, batch.selector)
      .then(
        (value) => ({ status: 'fulfilled' as const, value }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      )
      .then((result) => {
        this.running.delete(key);
        for (const settle of batch.settle) settle(result);
        this.start(key);
      });
  }
}
