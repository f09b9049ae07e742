import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern } from '../db/text-order';
import type { ChatLocale } from './types';

// Full-text matching for the chatbot's retrieval, the same SQL on PGlite and PostgreSQL (both ship the snowball
// configurations). Every term becomes a prefix query in the visitor's language, ORed; a substring match (ILIKE) on
// the title columns catches names the stemmer cuts differently and compounds ("Kundentoilette" for "toilette").

const MAX_TERMS = 12;
const MIN_SUBSTRING = 3;

/** The terms as safe tsquery atoms: letters and digits only, at most MAX_TERMS. */
function atoms(terms: string[]): string[] {
  const cleaned = terms.map((t) => t.replace(/[^\p{L}\p{N}]+/gu, '')).filter((t) => t.length > 1);
  return [...new Set(cleaned)].slice(0, MAX_TERMS);
}

/** `a:* | b:*`, or undefined when no term is left. */
export function prefixQuery(terms: string[]): string | undefined {
  const list = atoms(terms);
  return list.length ? list.map((t) => `${t}:*`).join(' | ') : undefined;
}

export interface TextMatch {
  where: RawBuilder<SqlBool>;
  rank: RawBuilder<number>;
}

/**
 * A condition that matches rows whose document (the given columns) contains any of the terms, and a rank
 * (higher is better: full-text rank, plus 1 for a substring hit in a title column). Undefined without terms.
 */
export function textMatch(
  terms: string[],
  locale: ChatLocale,
  documentColumns: Expression<unknown>[],
  titleColumns: Expression<unknown>[],
): TextMatch | undefined {
  const query = prefixQuery(terms);
  if (!query) return undefined;
  const config = sql.lit(locale === 'en' ? 'english' : 'german');
  const document = sql`to_tsvector(${config}, concat_ws(' ', ${sql.join(documentColumns, sql`, `)}))`;
  const tsquery = sql`to_tsquery(${config}, ${query})`;
  const substrings = atoms(terms)
    .filter((t) => t.length >= MIN_SUBSTRING)
    // a longer word without its last letter: "pizza" finds "Pizzeria", "schuhe" finds "Schuhhaus"
    .map((t) => (t.length >= 5 ? t.slice(0, -1) : t))
    .flatMap((t) => titleColumns.map((column) => sql<SqlBool>`${column} ilike ${containsPattern(t)}`));
  const titleHit = substrings.length ? sql<SqlBool>`(${sql.join(substrings, sql` or `)})` : sql<SqlBool>`false`;
  return {
    where: sql<SqlBool>`(${titleHit} or ${document} @@ ${tsquery})`,
    rank: sql<number>`(ts_rank(${document}, ${tsquery}) + case when ${titleHit} then 1 else 0 end)`,
  };
}
