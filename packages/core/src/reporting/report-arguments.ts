import { DomainError } from '../errors';
import { isReportingMonth } from './client-reporting';

// The checks of the arguments of the client report functions (client-reports.ts, report-share-links.ts,
// send-client-reports.ts).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireMonth(month: unknown): string {
  if (!isReportingMonth(month)) throw new DomainError('invalid', 'INVALID_MONTH', 'month must be a month as YYYY-MM.');
  return month;
}

export function requireUuid(value: string, what: string): void {
  if (!UUID.test(value)) throw new DomainError('invalid', 'INVALID_ID', `${what} must be a uuid.`);
}

/** The date of a reporting month's first day, as the report and snapshot rows store the month. */
export const firstDay = (month: string) => `${month}-01`;
