import { dailyAt, every, firstRunAt, minuteOfDayOf, nextRunAt } from '../../src/jobs/job-schedule';

const t = (isoTime: string) => new Date(isoTime);
const next = (...args: Parameters<typeof nextRunAt>) => nextRunAt(...args).toISOString();

describe('an interval schedule', () => {
  const tenSeconds = every(10_000);

  it('is first due at once', () => {
    expect(firstRunAt(tenSeconds, t('2026-06-01T10:00:00Z'))).toEqual(t('2026-06-01T10:00:00Z'));
  });

  it('is due one period after the due time of a run that finished within the period', () => {
    expect(next(tenSeconds, t('2026-06-01T10:00:00Z'), t('2026-06-01T10:00:03Z'))).toBe(
      '2026-06-01T10:00:10.000Z',
    );
  });

  it('stays on its grid and skips the periods missed while no instance ran', () => {
    expect(next(tenSeconds, t('2026-06-01T10:00:00Z'), t('2026-06-01T10:00:10Z'))).toBe(
      '2026-06-01T10:00:20.000Z',
    );
    expect(next(tenSeconds, t('2026-06-01T10:00:00Z'), t('2026-06-01T10:05:07Z'))).toBe(
      '2026-06-01T10:05:10.000Z',
    );
  });

  it('refuses a period that is not a positive whole number of ms', () => {
    expect(() => every(0)).toThrow(RangeError);
    expect(() => every(1.5)).toThrow(RangeError);
  });
});

describe('a daily schedule on Malta time', () => {
  const endOfDay = dailyAt('23:59');

  it('is first due at today’s time, or tomorrow’s when today’s has passed', () => {
    expect(firstRunAt(endOfDay, t('2026-06-01T10:00:00Z'))).toEqual(t('2026-06-01T21:59:00Z'));
    expect(firstRunAt(endOfDay, t('2026-06-01T21:59:00Z'))).toEqual(t('2026-06-02T21:59:00Z'));
    expect(firstRunAt(endOfDay, t('2026-06-01T22:30:00Z'))).toEqual(t('2026-06-02T21:59:00Z'));
  });

  it('runs 23 hours after the last winter run on the spring changeover day and 25 after the last summer one in autumn', () => {
    expect(next(endOfDay, t('2026-03-28T22:59:00Z'), t('2026-03-28T22:59:02Z'))).toBe(
      '2026-03-29T21:59:00.000Z',
    );
    expect(next(endOfDay, t('2026-10-24T21:59:00Z'), t('2026-10-24T21:59:02Z'))).toBe(
      '2026-10-25T22:59:00.000Z',
    );
  });

  it('runs once on the spring day when its time is skipped, an hour later on the wall clock', () => {
    const nightly = dailyAt('02:30');
    expect(next(nightly, t('2026-03-28T01:30:00Z'), t('2026-03-28T01:30:01Z'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(next(nightly, t('2026-03-29T01:30:00Z'), t('2026-03-29T01:30:01Z'))).toBe(
      '2026-03-30T00:30:00.000Z',
    );
  });

  it('runs once on the autumn day when its time comes twice, at the first', () => {
    const nightly = dailyAt('02:30');
    expect(next(nightly, t('2026-10-24T00:30:00Z'), t('2026-10-24T00:30:01Z'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // Not again at the second 02:30 (01:30 UTC) of the same day.
    expect(next(nightly, t('2026-10-25T00:30:00Z'), t('2026-10-25T00:30:01Z'))).toBe(
      '2026-10-26T01:30:00.000Z',
    );
  });

  it('keeps today’s run when yesterday’s ran late, after midnight', () => {
    expect(next(endOfDay, t('2026-06-01T21:59:00Z'), t('2026-06-01T22:10:00Z'))).toBe(
      '2026-06-02T21:59:00.000Z',
    );
  });

  it('reads HH:MM times on a 24-hour clock and refuses anything else', () => {
    expect(minuteOfDayOf('00:00')).toBe(0);
    expect(minuteOfDayOf('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:30', '12:60', '12:5', ' 12:00', '12:00:00', '']) {
      expect(minuteOfDayOf(bad)).toBeNull();
    }
    expect(() => dailyAt('24:00')).toThrow(RangeError);
  });
});
