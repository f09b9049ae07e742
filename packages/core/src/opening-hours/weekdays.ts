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

/** The weekday keys of an object by day (an English key wins over an alias of its day) and its other keys. */
export function splitWeekdayKeys(source: Record<string, unknown>): {
  days: Map<Weekday, unknown>;
  rest: [string, unknown][];
} {
  const found = new Map<Weekday, { value: unknown; english: boolean }>();
  const rest: [string, unknown][] = [];
  for (const [key, value] of Object.entries(source)) {
    const day = toWeekday(key);
    if (!day) {
      rest.push([key, value]);
      continue;
    }
    const english = key.trim().toLowerCase() === day;
    if (!found.has(day) || (english && !found.get(day)?.english)) found.set(day, { value, english });
  }
  return { days: new Map([...found].map(([day, { value }]) => [day, value])), rest };
}
