// The wait the lead forms show after too many submissions: read from Retry-After, said in words.
import { describe, expect, it } from 'vitest';
import { retryMinutes, tooManyText } from '../../app/features/leads/leads-client.ts';

describe('the wait after too many submissions', () => {
  it('reads Retry-After in seconds or as a date, never less than a minute', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryMinutes('600', now)).toBe(10);
    expect(retryMinutes('61', now)).toBe(2);
    expect(retryMinutes('1', now)).toBe(1);
    expect(retryMinutes('Sun, 22 Nov 2026 10:04:30 GMT', now)).toBe(5);
    expect(retryMinutes(null, now)).toBe(1);
    expect(retryMinutes('soon', now)).toBe(1);
  });

  it('says how long in words', () => {
    expect(tooManyText(1)).toBe('Too many submissions from your connection. Please try again in 1 minute.');
    expect(tooManyText(10)).toBe('Too many submissions from your connection. Please try again in 10 minutes.');
  });
});
