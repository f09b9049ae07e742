// Spec 7: errors are recognized, and a frontend gets data or a fallback, never an error object.
import { describe, expect, it } from 'vitest';
import { isVisitorApiError, orFallback, safeRead, VisitorApiError, visitorMessage } from './errors';

const notFound = new VisitorApiError(404, 'CENTER_NOT_FOUND', 'No center matches this request.');

describe('VisitorApiError', () => {
  it('carries status, code and message', () => {
    expect(notFound).toBeInstanceOf(Error);
    expect(notFound).toMatchObject({ name: 'VisitorApiError', status: 404, code: 'CENTER_NOT_FOUND' });
    expect(notFound.message).toBe('No center matches this request.');
  });

  it('is recognized, also from another copy of the package', () => {
    expect(isVisitorApiError(notFound)).toBe(true);
    const foreign = Object.assign(new Error('x'), { name: 'VisitorApiError', status: 500, code: 'INTERNAL_ERROR' });
    expect(isVisitorApiError(foreign)).toBe(true);
    expect(isVisitorApiError(new Error('x'))).toBe(false);
    expect(isVisitorApiError({ name: 'VisitorApiError', status: 404, code: 'X' })).toBe(false);
    expect(isVisitorApiError(null)).toBe(false);
  });
});

describe('orFallback', () => {
  it('answers the data, or the fallback on any failure', async () => {
    expect(await orFallback(Promise.resolve([1]), [])).toEqual([1]);
    expect(await orFallback(Promise.reject(notFound), [])).toEqual([]);
    expect(await orFallback(() => Promise.reject(new TypeError('network')), null)).toBeNull();
    const seen: unknown[] = [];
    expect(await orFallback(Promise.reject(notFound), 'none', (e) => seen.push(e))).toBe('none');
    expect(seen).toEqual([notFound]);
  });
});

describe('safeRead', () => {
  it('answers { ok: true, data }', async () => {
    expect(await safeRead(Promise.resolve({ a: 1 }))).toEqual({ ok: true, data: { a: 1 } });
    expect(await safeRead(async () => 'x')).toEqual({ ok: true, data: 'x' });
  });

  it('answers { ok: false, error } with a message for visitors, never the technical text', async () => {
    const result = await safeRead(Promise.reject(notFound));
    expect(result).toEqual({
      ok: false,
      error: { status: 404, code: 'CENTER_NOT_FOUND', message: 'This content is not available.' },
    });
    const de = await safeRead(Promise.reject(new TypeError('fetch failed')), { locale: 'de' });
    expect(de).toEqual({
      ok: false,
      error: {
        status: 0,
        code: 'UNKNOWN_ERROR',
        message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
      },
    });
  });

  it('words each kind of failure', () => {
    const message = (status: number, locale?: 'de' | 'en') =>
      visitorMessage(new VisitorApiError(status, 'X', 'x'), locale);
    expect(message(404)).toBe('This content is not available.');
    expect(message(410, 'de')).toBe('Dieser Inhalt ist nicht verfügbar.');
    expect(message(429)).toBe('Too many requests. Please try again in a moment.');
    expect(message(400, 'de')).toBe('Dieser Inhalt konnte nicht geladen werden.');
    expect(message(503)).toBe('The service is temporarily unavailable. Please try again later.');
    expect(message(0, 'de')).toContain('vorübergehend');
    expect(visitorMessage('odd')).toBe('The service is temporarily unavailable. Please try again later.');
  });
});
