// The visibility windows of the demo content, relative to the time of the seed.

const DAY = 24 * 60 * 60 * 1000;

/** The instant `days` days after `now` (before it when negative). */
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** A visibility window relative to now: current, expired, upcoming or open-ended. */
export type WindowKind = 'current' | 'expired' | 'upcoming' | 'open';
export function window(kind: WindowKind, now: Date): { visibleFrom: Date | null; visibleUntil: Date | null } {
  const at = (days: number) => daysFrom(now, days);
  switch (kind) {
    case 'current':
      return { visibleFrom: at(-10), visibleUntil: at(30) };
    case 'expired':
      return { visibleFrom: at(-60), visibleUntil: at(-2) };
    case 'upcoming':
      return { visibleFrom: at(7), visibleUntil: at(40) };
    default:
      return { visibleFrom: null, visibleUntil: null };
  }
}
