export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// English names and abbreviations, German names and abbreviations (`so` is German Sunday).
// A Map, not an object literal, so keys like `constructor` never hit the prototype.
const ALIASES = new Map<string, Weekday>([
  ...aliases('monday', 'mo', 'mon', 'montag'),
  ...aliases('tuesday', 'tu', 'tue', 'tues', 'dienstag', 'di'),
  ...aliases('wednesday', 'we', 'wed', 'mittwoch', 'mi'),
  ...aliases('thursday', 'th', 'thu', 'thur', 'thurs', 'donnerstag', 'do'),
  ...aliases('friday', 'fr', 'fri', 'freitag'),
  ...aliases('saturday', 'sa', 'sat', 'samstag', 'sonnabend'),
  ...aliases('sunday', 'su', 'sun', 'sonntag', 'so'),
]);

function aliases(day: Weekday, ...names: string[]): [string, Weekday][] {
  return [day, ...names].map((name) => [name, day]);
}

/** Maps an English or German weekday name or abbreviation (any case) to the English key, else null. */
export function toWeekday(key: string): Weekday | null {
  return ALIASES.get(key.trim().toLowerCase()) ?? null;
}
