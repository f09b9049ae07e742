/** The hours the daily digest may be sent at (spec 2.9, 6.2). */
export const DIGEST_HOURS = [7, 8, 9, 10, 12, 15, 18] as const;
