import { addDays, maltaDayOf, maltaInstant } from '../calendar/malta-time';

/**
 * When a scheduled job runs: every so many ms (hold expiry, auto-abort), or once a day at a time
 * of Malta's clock (the end-of-day move). Pure: the runner stores the result in next_run_at.
 */
export type JobSchedule = { kind: 'every'; ms: number } | { kind: 'daily'; at: string; minuteOfDay: number };

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an 'HH:MM' time (24-hour clock), or null when it is not one. */
export function minuteOfDayOf(time: string): number | null {
  const match = CLOCK_TIME.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Every `ms` milliseconds, on a fixed grid from the first run (so runs never drift later). */
export function every(ms: number): JobSchedule {
  if (!Number.isInteger(ms) || ms < 1)
    throw new RangeError(`every(${ms}): not a positive whole number of ms`);
  return { kind: 'every', ms };
}

/** Once a day when Malta's clocks show `time` ('HH:MM'); config validates times it passes here. */
export function dailyAt(time: string): JobSchedule {
  const minuteOfDay = minuteOfDayOf(time);
  if (minuteOfDay === null) throw new RangeError(`dailyAt('${time}'): not an HH:MM time`);
  return { kind: 'daily', at: time, minuteOfDay };
}

/**
 * The first due time of a job that has no row yet: an interval job at once (a new instance need
 * not wait a period to expire holds), a daily job at its next time, never today's time already past.
 */
export function firstRunAt(schedule: JobSchedule, now: Date): Date {
  return schedule.kind === 'every' ? now : nextDailyAfter(schedule.minuteOfDay, now);
}

/**
 * The due time after a run that was due at `dueAt` and finished at `finishedAt`. Periods missed
 * while no instance ran (or while the run took long) are skipped, not made up one after another:
 * each run handles everything due up to its `now`, so one catch-up run is enough.
 */
export function nextRunAt(schedule: JobSchedule, dueAt: Date, finishedAt: Date): Date {
  if (schedule.kind === 'daily') {
    return nextDailyAfter(schedule.minuteOfDay, new Date(Math.max(dueAt.getTime(), finishedAt.getTime())));
  }
  const periodsPassed = Math.max(0, Math.floor((finishedAt.getTime() - dueAt.getTime()) / schedule.ms));
  return new Date(dueAt.getTime() + (periodsPassed + 1) * schedule.ms);
}

/** The first instant strictly after `after` when Malta's clocks show `minuteOfDay`. */
function nextDailyAfter(minuteOfDay: number, after: Date): Date {
  const today = maltaDayOf(after);
  // Two days ahead at most: a skipped hour moves a time forward, never past the next day's.
  for (let days = 0; days <= 2; days += 1) {
    const candidate = maltaInstant(addDays(today, days), minuteOfDay);
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  throw new Error(`no Malta time ${minuteOfDay} min after ${after.toISOString()}`);
}
