// Opening hours in every form of spec 2.6, as the write paths receive them. Each goes through the
// central serialization, so the demo data shows what is stored for each form.
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const OPENING_HOURS_FORMS: unknown[] = [
  // object with { open, close } and a closed Sunday
  {
    ...Object.fromEntries(weekdays.map((d) => [d, { open: '09:30', close: '20:00' }])),
    sunday: { open: 'closed', close: 'closed' },
  },
  // object with { hours } spans
  { ...Object.fromEntries(weekdays.map((d) => [d, { hours: '10:00 - 20:00' }])), sunday: { hours: 'geschlossen' } },
  // a string containing JSON
  JSON.stringify({ monday: { open: '08:00', close: '18:00' }, saturday: { open: '09:00', close: '14:00' } }),
  // free text
  'Mo-Sa 10-20 Uhr, an verkaufsoffenen Sonntagen 13-18 Uhr',
  // none
  null,
  // legacy German keys and { von, bis }
  { montag: { von: '09:00', bis: '19:00' }, samstag: { von: '09:00', bis: '16:00' }, sonntag: 'geschlossen' },
  // regularHours with a note
  { regularHours: { monday: { hours: '11:00 - 22:00' }, friday: { hours: '11:00 - 23:00' } }, note: 'Küche bis 21:30' },
];

/** Branch-location inputs: top-level weekday keys (strays) and regularHours, both end under regularHours. */
export const BRANCH_OPENING_HOURS_FORMS: unknown[] = [
  {
    monday: { open: '07:00', close: '19:00' },
    saturday: { open: '07:30', close: '18:00' },
    sunday: { open: 'closed', close: 'closed' },
  },
  { regularHours: { monday: { hours: '06:30 - 20:00' } }, tuesday: { hours: 'stray, removed' } },
  JSON.stringify({ regularHours: { friday: { open: '08:00', close: '20:00' } } }),
];
