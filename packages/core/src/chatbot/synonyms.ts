// English (and colloquial) words a visitor uses for what the center's German data calls otherwise. Looked up
// by word prefix; each adds search terms, it never replaces the visitor's own words.
const SYNONYMS: [string, string[]][] = [
  ['shoe', ['schuh']],
  ['sneaker', ['schuh', 'sneaker']],
  ['fashion', ['mode']],
  ['cloth', ['mode', 'textil']],
  ['kleid', ['mode']],
  ['food', ['gastronomie']],
  ['eat', ['gastronomie']],
  ['essen', ['gastronomie']],
  ['restaurant', ['gastronomie']],
  ['hunger', ['gastronomie']],
  ['coffee', ['café', 'cafe']],
  ['kaffee', ['café', 'cafe']],
  ['ice', ['eis']],
  ['bakery', ['bäckerei']],
  ['electronic', ['elektronik']],
  ['phone', ['handy']],
  ['pharmacy', ['apotheke']],
  ['drugstore', ['drogerie']],
  ['hairdress', ['friseur']],
  ['haircut', ['friseur']],
  ['jewel', ['schmuck', 'juwelier']],
  ['glasses', ['brille', 'optik']],
  ['optician', ['optik', 'brille']],
  ['toy', ['spielwaren']],
  ['kids', ['kinder']],
  ['children', ['kinder']],
  ['grocer', ['lebensmittel']],
  ['supermarket', ['lebensmittel', 'markt']],
  ['home', ['wohnen', 'haushalt']],
  ['toilet', ['toilette']],
  ['restroom', ['toilette']],
  ['bathroom', ['toilette']],
  ['wc', ['toilette']],
  ['klo', ['toilette']],
  ['atm', ['geldautomat']],
  ['cash', ['geldautomat']],
  ['bank', ['geldautomat']],
  ['geld', ['geldautomat']],
  ['baby', ['wickelraum']],
  ['changing', ['wickelraum']],
  ['wickel', ['wickelraum']],
  ['locker', ['schließfach', 'schließfächer']],
  ['charging', ['ladesäule', 'ladesäulen']],
  ['stroller', ['kinderwagen']],
  ['voucher', ['gutschein']],
  ['gift', ['gutschein']],
  ['lost', ['fundbüro']],
];

/** The visitor's words plus the synonyms they stand for, without duplicates. */
export function withSynonyms(words: string[]): string[] {
  const out = new Set(words);
  for (const word of words) {
    for (const [prefix, extra] of SYNONYMS) if (word.startsWith(prefix)) for (const e of extra) out.add(e);
  }
  return [...out];
}
