// The owner's calendar dates: words, months and their days, the month a query names (India's current
// month otherwise), and the map search of a venue.
import { describe, expect, it } from 'vitest';
import { dateInWords, dateOf, mapsHref, monthDays, monthInWords, monthOf, shiftMonth, weekday } from '../../app/features/admin/calendar-dates.ts';

describe('calendar dates', () => {
  it('writes a date and a month in words', () => {
    expect(dateInWords('2026-12-12')).toBe('Sat 12 Dec 2026');
    expect(dateInWords('2027-01-03')).toBe('Sun 3 Jan 2027');
    expect(monthInWords('2026-12')).toBe('December 2026');
    expect(weekday('2026-11-29')).toBe(0);
  });

  it('gives a month’s first and last day, leap years too, and the months around it', () => {
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-06', 1)).toBe('2026-07');
  });

  it('reads ?month= and ?date=, falling back to India’s month for nonsense', () => {
    // 20:00 UTC on 30 Nov is already 1 Dec in India.
    const now = new Date('2026-11-30T20:00:00Z');
    expect(monthOf('2027-03', now)).toBe('2027-03');
    for (const bad of [null, '', '2027-13', '2027-3', '1999-12', 'x']) expect(monthOf(bad, now), String(bad)).toBe('2026-12');
    expect(dateOf('2026-12-12')).toBe('2026-12-12');
    for (const bad of [null, '2026-02-30', '2026-12-1', '12-12-2026']) expect(dateOf(bad), String(bad)).toBeUndefined();
  });

  it('searches the map for the venue and its pincode', () => {
    expect(mapsHref('12 CMH Road, Indiranagar', '560038')).toBe('https://www.google.com/maps/search/?api=1&query=12%20CMH%20Road%2C%20Indiranagar%20560038');
    expect(mapsHref('Near #4 & Co', null)).toBe('https://www.google.com/maps/search/?api=1&query=Near%20%234%20%26%20Co');
  });
});
