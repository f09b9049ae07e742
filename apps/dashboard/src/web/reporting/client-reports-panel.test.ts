import { describe, expect, it } from 'vitest';
import { lastMonth, recipientsProblem } from './ClientReportsPanel';

describe('the client reports panel', () => {
  it('offers the month before this one, across a year’s end', () => {
    expect(lastMonth(new Date(2026, 0, 15))).toBe('2025-12');
    expect(lastMonth(new Date(2026, 10, 27))).toBe('2026-10');
  });

  it('checks the recipients by core’s rule: an address per line, at most 20', () => {
    expect(recipientsProblem('a@example.com\n\n b@example.com ')).toBeNull();
    expect(recipientsProblem('')).toBeNull();
    expect(recipientsProblem('a@example.com\nkeine-adresse')).toBe('settings.recipients.invalid');
    const many = Array.from({ length: 21 }, (_, i) => `r${i}@example.com`).join('\n');
    expect(recipientsProblem(many)).toBe('settings.recipients.tooMany');
  });
});
