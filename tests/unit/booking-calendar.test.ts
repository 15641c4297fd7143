// The calendar's arithmetic in India time with an explicit `now`: notice, the cut-off for tomorrow,
// closed dates, the horizon, a pincode's extra days, the day cap and slot counts, and the cancellation
// ladder with its processing charge.
import { describe, expect, it } from 'vitest';
import { availabilityDays, closedReason, keepPercentAt, policyAt } from '../../server/modules/booking/calendar.rules.ts';

const rules = { dayCap: 4, noticeHours: 12, cutoffTime: '18:00', horizonDays: 30 };
const slots = [
  { id: 1, label: 'Morning', start: '09:00', end: '12:00', capacity: 3 },
  { id: 2, label: 'Evening', start: '16:00', end: '20:00', capacity: 2 },
];
const none = { closed: new Set<string>(), peak: new Map<string, number>(), dayTaken: new Map<string, number>(), slotTaken: new Map<string, number>() };
/** An instant given as India wall-clock time. */
const ist = (s: string) => new Date(`${s}+05:30`);

describe('when a slot may be booked', () => {
  it('closes tomorrow at the cut-off: open at 17:59 India time, closed at 18:01', () => {
    expect(closedReason('2030-03-11', slots[0]!, rules, false, ist('2030-03-10T17:59:00'))).toBeNull();
    expect(closedReason('2030-03-11', slots[0]!, rules, false, ist('2030-03-10T18:01:00'))).toBe(
      'Bookings for tomorrow close at 18:00 India time: choose a later date.',
    );
    expect(closedReason('2030-03-12', slots[0]!, rules, false, ist('2030-03-10T18:01:00'))).toBeNull();
  });

  it('refuses a slot starting within the notice, to the minute', () => {
    const now = ist('2030-03-10T06:00:00');
    expect(closedReason('2030-03-10', slots[1]!, rules, false, now)).toBe(
      'The Evening slot on Sun 10 Mar 2030 is less than 12 hours away: choose a later slot.',
    );
    expect(closedReason('2030-03-10', slots[1]!, { ...rules, noticeHours: 10 }, false, now)).toBeNull();
    expect(closedReason('2030-03-10', slots[1]!, { ...rules, noticeHours: 10 }, false, ist('2030-03-10T06:00:01'))).not.toBeNull();
  });

  it('adds a pincode’s extra lead days to the notice', () => {
    const now = ist('2030-03-10T06:00:00');
    expect(closedReason('2030-03-11', slots[0]!, rules, false, now, 0)).toBeNull();
    expect(closedReason('2030-03-11', slots[0]!, rules, false, now, 1)).toBe(
      'The Morning slot on Mon 11 Mar 2030 is less than 36 hours away: choose a later slot.',
    );
    expect(closedReason('2030-03-12', slots[0]!, rules, false, now, 1)).toBeNull();
  });

  it('refuses past and closed dates and those beyond the horizon', () => {
    const now = ist('2030-03-10T06:00:00');
    expect(closedReason('2030-03-09', slots[0]!, rules, false, now)).toBe('Sat 9 Mar 2030 has passed: choose a later date.');
    expect(closedReason('2030-03-15', slots[0]!, rules, true, now)).toBe('We are closed on Fri 15 Mar 2030: choose another date.');
    expect(closedReason('2030-04-09', slots[0]!, rules, false, now)).toBeNull();
    expect(closedReason('2030-04-10', slots[0]!, rules, false, now)).toBe('Bookings open 30 days ahead: Wed 10 Apr 2030 is too far.');
  });

  it('is the same instant whatever the server’s own clock zone says: 18:00 India is 12:30 UTC', () => {
    expect(closedReason('2030-03-11', slots[0]!, rules, false, new Date('2030-03-10T12:29:59Z'))).toBeNull();
    expect(closedReason('2030-03-11', slots[0]!, rules, false, new Date('2030-03-10T12:30:00Z'))).not.toBeNull();
  });
});

describe('what each day offers', () => {
  it('counts slot units and the day cap, marks peak dates, and opens a day only with a free slot', () => {
    const counts = {
      closed: new Set(['2030-03-14']),
      peak: new Map([['2030-03-13', 25]]),
      dayTaken: new Map([
        ['2030-03-12', 3],
        ['2030-03-13', 4],
      ]),
      slotTaken: new Map([
        ['2030-03-12|1', 1],
        ['2030-03-12|2', 2],
        ['2030-03-13|1', 2],
        ['2030-03-13|2', 2],
      ]),
    };
    const days = availabilityDays('2030-03-11', '2030-03-14', rules, slots, counts, ist('2030-03-10T18:30:00'));
    expect(days.map((d) => [d.date, d.open, d.surchargePercent, d.slots.map((s) => s.left)])).toEqual([
      ['2030-03-11', false, 0, [0, 0]],
      ['2030-03-12', true, 0, [1, 0]],
      ['2030-03-13', false, 25, [0, 0]],
      ['2030-03-14', false, 0, [0, 0]],
    ]);
    expect(days[1]!.slots[0]).toEqual({ id: 1, label: 'Morning', start: '09:00', end: '12:00', left: 1 });
    expect(availabilityDays('2030-03-15', '2030-03-15', rules, slots, none, ist('2030-03-10T18:30:00'))[0]!.slots.map((s) => s.left)).toEqual([3, 2]);
  });
});

describe('the cancellation policy', () => {
  const ladder = [
    { hoursBefore: 72, keepPercent: 0 },
    { hoursBefore: 24, keepPercent: 50 },
    { hoursBefore: 0, keepPercent: 100 },
  ];
  it('takes the highest step reached, and everything once the setup started', () => {
    expect(keepPercentAt(ladder, 100)).toBe(0);
    expect(keepPercentAt(ladder, 72)).toBe(0);
    expect(keepPercentAt(ladder, 71.9)).toBe(50);
    expect(keepPercentAt(ladder, 0.5)).toBe(100);
    expect(keepPercentAt(ladder, -1)).toBe(100);
    expect(keepPercentAt([{ hoursBefore: 48, keepPercent: 0 }], 10)).toBe(100);
  });

  it('deducts the processing charge from what is refunded, in whole rupees', () => {
    const start = Date.parse('2030-03-20T09:00:00+05:30');
    const settings = { cancellationLadder: ladder, processingPercent: 10, rescheduleHours: 48 };
    expect(policyAt(settings, 2999, start, true, new Date(start - 100 * 3_600_000))).toMatchObject({
      keepPercent: 0,
      refund: 2699,
      kept: 300,
      canCancel: true,
      canReschedule: true,
    });
    expect(policyAt(settings, 2999, start, true, new Date(start - 30 * 3_600_000))).toMatchObject({
      keepPercent: 50,
      refund: 1349,
      kept: 1650,
      canReschedule: false,
    });
    expect(policyAt(settings, 2999, start, true, new Date(start + 60_000))).toMatchObject({ keepPercent: 100, refund: 0, kept: 2999, canCancel: false });
    expect(policyAt(settings, 2999, start, true, new Date(start - 48 * 3_600_000)).canReschedule).toBe(true);
    expect(policyAt(settings, 2999, start, false, new Date(start - 100 * 3_600_000))).toMatchObject({ canCancel: false, canReschedule: false });
  });
});
