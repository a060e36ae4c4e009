import { daysFrom, isoWeekDayOf } from '../../src/calendar/malta-time';
import { calendarDaysAt, isBeyondAWeek, slotOfferAt } from '../../src/slots/slot-offer';
import { planSlots, type DeliveryWindow } from '../../src/slots/slot-plan';

/**
 * Slots planned across Malta's clock changes: in 2026 the clocks go forward at 02:00 on Sunday
 * 29 March and back at 03:00 on Sunday 25 October (the wall-clock arithmetic itself is tested in
 * test/calendar/malta-time.test.ts).
 */
const at = (iso: string) => new Date(iso);

describe('planning slots from weekly windows', () => {
  const window = (over: Partial<DeliveryWindow>): DeliveryWindow => ({
    storeId: 1,
    deliveryMode: 'AT_HOME',
    weekDay: 7,
    validFrom: '08:00',
    validTo: '10:00',
    capacity: 5,
    startsOn: null,
    ...over,
  });

  it('keeps the wall-clock hours on the Sundays the clocks change, two hours long each', () => {
    const windows = [window({ weekDay: 6 }), window({ weekDay: 7 })];
    for (const [days, saturday, sunday] of [
      [['2026-03-28', '2026-03-29', '2026-03-30'], '2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z'],
      [['2026-10-24', '2026-10-25', '2026-10-26'], '2026-10-24T06:00:00.000Z', '2026-10-25T07:00:00.000Z'],
    ] as const) {
      const slots = planSlots(windows, days);
      expect(slots.map((s) => [s.day, s.validFrom.toISOString()])).toEqual([
        [days[0], saturday],
        [days[1], sunday],
      ]);
      for (const s of slots) expect(s.validTo.getTime() - s.validFrom.getTime()).toBe(2 * 3_600_000);
    }
  });

  it('opens a window on its starts_on day, not before', () => {
    const windows = [window({ weekDay: 1, startsOn: '2026-12-07' })];
    expect(planSlots(windows, daysFrom('2026-11-30', 15)).map((s) => s.day)).toEqual([
      '2026-12-07',
      '2026-12-14',
    ]);
  });

  it('skips a window that ends before it starts', () => {
    expect(planSlots([window({ validFrom: '20:00', validTo: '08:00' })], ['2026-03-29'])).toEqual([]);
  });
});

describe('what the slot calls offer', () => {
  it('offers ten Malta days from today, and slots starting two hours from now', () => {
    const offer = slotOfferAt(at('2026-03-28T23:30:00Z'));
    expect(offer.today).toBe('2026-03-29');
    expect(offer.days).toHaveLength(10);
    expect(offer.days[0]).toBe('2026-03-29');
    expect(offer.lastDay).toBe('2026-04-07');
    expect(new Set(offer.days.map(isoWeekDayOf)).size).toBe(7);
    expect(offer.bookableFrom.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('makes the calendar one day further than it offers', () => {
    const days = calendarDaysAt(at('2026-10-24T12:00:00Z'));
    expect(days).toHaveLength(11);
    expect([days[0], days.at(-1)]).toEqual(['2026-10-24', '2026-11-03']);
  });

  it('suggests pick-up for a first slot a week away or later', () => {
    expect(isBeyondAWeek('2026-12-01', '2026-11-25')).toBe(false);
    expect(isBeyondAWeek('2026-12-02', '2026-11-25')).toBe(true);
  });
});
