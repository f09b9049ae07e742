// Opening hours as the legacy platform writes them: a key per German weekday, `{ von, bis }` or a word.
const DAYS = ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'];

/** Monday to Saturday from `open` to `close`; Sunday `sunday` (closed unless given). */
export const weeklyHours = (open, close, sunday = 'geschlossen') =>
  Object.fromEntries(DAYS.map((day) => [day, day === 'sonntag' ? sunday : { von: open, bis: close }]));
