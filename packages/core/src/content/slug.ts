// Browser-safe (`@center-platform/core/shared`): the dashboard proposes the same slug the imports make.

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A URL slug: lower case, German umlauts spelled out, other accents dropped, words joined by `-`. */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' und ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'eintrag';
}
