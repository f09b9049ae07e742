// `datetime-local` inputs and the API's ISO timestamps. The dashboard shows times in the platform's time
// zone (Europe/Berlin, as `formatDateTime`), whatever zone the browser runs in, so an input of `10:00` in
// May is sent as `…T10:00:00+02:00` and in January as `…T10:00:00+01:00`.

export const PLATFORM_TIME_ZONE = 'Europe/Berlin';

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at an instant, as the milliseconds of the same clock reading in UTC. */
function wallClock(instant: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The offset of `timeZone` from UTC at an instant, in minutes (Berlin: 60 or 120). */
export function zoneOffsetMinutes(instant: number, timeZone = PLATFORM_TIME_ZONE): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((wallClock(whole, timeZone) - whole) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function localParts(ms: number) {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A stored timestamp as the value of a `datetime-local` input in `timeZone`; '' for none or garbage. */
export function isoToLocalInput(value: unknown, timeZone = PLATFORM_TIME_ZONE): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return '';
  return localParts(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
}

/**
 * The value of a `datetime-local` input (`2026-05-01T10:00`, seconds optional) read in `timeZone`, as an ISO
 * string with that zone's offset (`2026-05-01T10:00:00+02:00`); null for a blank or malformed value. A time
 * that does not exist (the hour skipped in spring) moves forward by the gap, as clocks do.
 */
export function localInputToIso(value: string, timeZone = PLATFORM_TIME_ZONE): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== d) return null;
  // the offset at the wall-clock reading, corrected once for a change of offset in between
  let instant = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(instant, timeZone) * 60_000;
  const offset = zoneOffsetMinutes(instant, timeZone);
  const local = new Date(instant + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${localParts(local.getTime())}:${pad(local.getUTCSeconds())}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
