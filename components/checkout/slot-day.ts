import { SHOP_TIME_ZONE } from '@/lib/checkout/slot-time';

/** The shop's calendar day ('2025-11-26', Europe/Malta) of an instant: how the API names days. */
export function shopDayOf(instant: string): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** A day of the look-ahead as noon UTC, so formatting it in Malta keeps its date. */
export const instantOfDay = (day: string): string => `${day}T12:00:00Z`;
