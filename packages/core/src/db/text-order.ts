// How the platform matches and orders text in SQL, on PostgreSQL and PGlite alike.

/**
 * German order for names: ICU's root collation (Ä with A, ß with ss, case aside), which both databases have
 * (PGlite has no `de-x-icu`); `Intl.Collator('de')` in the browser orders the same way.
 */
export const GERMAN_ORDER = 'und-x-icu';

/** An `ilike` pattern that finds `term` anywhere, its `%`, `_` and `\` taken as text. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
