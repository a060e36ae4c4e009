import { SLOT_LOOKAHEAD_DAYS, SUGGEST_PICK_UP_AFTER_DAYS } from '../contract/slots';
import { addDays, daysFrom, maltaDayOf } from '../calendar/malta-time';

/**
 * A slot starting sooner than this is no longer offered: the store needs the time to pick the
 * order (and a slot already under way cannot be booked).
 */
export const SLOT_BOOKING_CUTOFF_MINUTES = 120;

/** What the slot calls offer at an instant: the days of the look-ahead and the earliest start. */
export type SlotOffer = {
  today: string;
  /** Today and the days after it, SLOT_LOOKAHEAD_DAYS in all (spec §9: 10 days). */
  days: string[];
  firstDay: string;
  lastDay: string;
  /** Slots starting before this instant are not offered. */
  bookableFrom: Date;
};

export function slotOfferAt(now: Date): SlotOffer {
  const today = maltaDayOf(now);
  const days = daysFrom(today, SLOT_LOOKAHEAD_DAYS);
  return {
    today,
    days,
    firstDay: today,
    lastDay: addDays(today, SLOT_LOOKAHEAD_DAYS - 1),
    bookableFrom: new Date(now.getTime() + SLOT_BOOKING_CUTOFF_MINUTES * 60_000),
  };
}

/**
 * The days the calendar job makes slots for: the look-ahead and one day more, so the last day
 * offered is there even when the daily run comes late.
 */
export function calendarDaysAt(now: Date): string[] {
  return daysFrom(maltaDayOf(now), SLOT_LOOKAHEAD_DAYS + 1);
}

/** Spec §4: with no slot in the next 7 days, pick-up is suggested. */
export function isBeyondAWeek(day: string, today: string): boolean {
  return day >= addDays(today, SUGGEST_PICK_UP_AFTER_DAYS);
}
