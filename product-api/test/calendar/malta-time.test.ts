import {
  addDays,
  daysFrom,
  isoWeekDayOf,
  maltaDayOf,
  maltaInstant,
  maltaInstantOf,
  maltaTimeOf,
  slotDescription,
} from '../../src/calendar/malta-time';

/**
 * Malta keeps CET (UTC+1) in winter and CEST (UTC+2) in summer. In 2026 the clocks go forward at
 * 02:00 on Sunday 29 March (01:00 UTC) and back at 03:00 on Sunday 25 October (01:00 UTC).
 */
const at = (iso: string) => new Date(iso);
const SPRING_DAY = '2026-03-29';
const AUTUMN_DAY = '2026-10-25';

describe('Malta wall time to instants', () => {
  it.each([
    ['2026-01-15', '23:59', '2026-01-15T22:59:00.000Z'],
    ['2026-07-15', '23:59', '2026-07-15T21:59:00.000Z'],
    ['2026-07-15', '00:00', '2026-07-14T22:00:00.000Z'],
    ['2026-11-26', '10:00', '2026-11-26T09:00:00.000Z'],
  ])('reads winter times as UTC+1 and summer times as UTC+2: %s %s is %s', (day, time, instant) => {
    expect(maltaInstantOf(day, time).toISOString()).toBe(instant);
  });

  it.each([
    ['2026-03-28', '08:00', '2026-03-28T07:00:00.000Z'],
    ['2026-03-28', '23:59', '2026-03-28T22:59:00.000Z'],
    [SPRING_DAY, '01:30', '2026-03-29T00:30:00.000Z'],
    [SPRING_DAY, '01:59', '2026-03-29T00:59:00.000Z'],
    [SPRING_DAY, '02:00', '2026-03-29T01:00:00.000Z'],
    [SPRING_DAY, '02:30', '2026-03-29T01:30:00.000Z'],
    [SPRING_DAY, '03:00', '2026-03-29T01:00:00.000Z'],
    [SPRING_DAY, '03:30', '2026-03-29T01:30:00.000Z'],
    [SPRING_DAY, '08:00', '2026-03-29T06:00:00.000Z'],
    [SPRING_DAY, '23:59', '2026-03-29T21:59:00.000Z'],
  ])(
    'moves a time the clocks skip in spring forward by the hour skipped: %s %s is %s',
    (day, time, instant) => {
      expect(maltaInstantOf(day, time).toISOString()).toBe(instant);
    },
  );

  it.each([
    ['2026-10-24', '08:00', '2026-10-24T06:00:00.000Z'],
    ['2026-10-24', '23:59', '2026-10-24T21:59:00.000Z'],
    [AUTUMN_DAY, '01:59', '2026-10-24T23:59:00.000Z'],
    [AUTUMN_DAY, '02:30', '2026-10-25T00:30:00.000Z'],
    [AUTUMN_DAY, '03:00', '2026-10-25T02:00:00.000Z'],
    [AUTUMN_DAY, '08:00', '2026-10-25T07:00:00.000Z'],
    [AUTUMN_DAY, '20:00', '2026-10-25T19:00:00.000Z'],
    [AUTUMN_DAY, '23:59', '2026-10-25T22:59:00.000Z'],
  ])('takes the first of a time the clocks show twice in autumn: %s %s is %s', (day, time, instant) => {
    expect(maltaInstantOf(day, time).toISOString()).toBe(instant);
  });

  it('gives back the wall time asked for, minute by minute, on ordinary and changeover days', () => {
    for (const day of [SPRING_DAY, AUTUMN_DAY, '2026-02-28', '2028-02-29', '2026-12-31']) {
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        // 02:00-02:59 do not exist on the spring day: they read as 03:00-03:59.
        const skipped = day === SPRING_DAY && minute >= 120 && minute < 180;
        const shown = skipped ? minute + 60 : minute;
        const instant = maltaInstant(day, minute);
        expect([maltaDayOf(instant), maltaTimeOf(instant)]).toEqual([
          day,
          `${String(Math.floor(shown / 60)).padStart(2, '0')}:${String(shown % 60).padStart(2, '0')}`,
        ]);
      }
    }
  });

  it('refuses what is not a day or a time', () => {
    expect(() => maltaInstantOf('26/11/2026', '10:00')).toThrow(RangeError);
    expect(() => maltaInstantOf('2026-11-26', '10h')).toThrow(RangeError);
    expect(() => maltaInstant('2026-11-26T10:00', 600)).toThrow(RangeError);
  });
});

describe('the Malta day and time of an instant', () => {
  it.each([
    ['2026-03-28T22:59:00Z', '2026-03-28', '23:59'],
    ['2026-03-28T23:30:00Z', '2026-03-29', '00:30'],
    ['2026-03-29T00:59:00Z', '2026-03-29', '01:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29', '03:00'],
    ['2026-03-29T21:59:00Z', '2026-03-29', '23:59'],
    ['2026-03-29T22:30:00Z', '2026-03-30', '00:30'],
    ['2026-10-24T22:30:00Z', '2026-10-25', '00:30'],
    ['2026-10-25T00:30:00Z', '2026-10-25', '02:30'],
    ['2026-10-25T01:30:00Z', '2026-10-25', '02:30'],
    ['2026-10-25T22:30:00Z', '2026-10-25', '23:30'],
    ['2026-10-25T23:00:00Z', '2026-10-26', '00:00'],
    ['2026-12-31T23:30:00Z', '2027-01-01', '00:30'],
  ])('%s is %s %s in Malta', (instant, day, time) => {
    expect([maltaDayOf(at(instant)), maltaTimeOf(at(instant))]).toEqual([day, time]);
  });
});

describe('calendar days', () => {
  it('counts days on the calendar, across the clock changes, months, years and leap days', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-10-24', 3)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('numbers week days the ISO way, Monday 1 to Sunday 7', () => {
    expect(isoWeekDayOf('2026-03-29')).toBe(7);
    expect(isoWeekDayOf('2026-03-30')).toBe(1);
    expect(isoWeekDayOf('2026-11-25')).toBe(3);
  });

  it('words a slot in Malta time', () => {
    expect(slotDescription(at('2026-11-26T09:00:00Z'), at('2026-11-26T11:00:00Z'))).toBe(
      'Thursday 26/11, 10:00–12:00',
    );
    expect(slotDescription(at('2026-03-29T06:00:00Z'), at('2026-03-29T08:00:00Z'))).toBe(
      'Sunday 29/03, 08:00–10:00',
    );
  });
});
