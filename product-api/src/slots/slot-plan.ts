import { isoWeekDayOf, maltaInstantOf } from '../calendar/malta-time';

/** A weekly window of a store and mode (delivery_windows): times are Malta wall clock 'HH:MM'. */
export type DeliveryWindow = {
  storeId: number;
  deliveryMode: string;
  weekDay: number;
  validFrom: string;
  validTo: string;
  capacity: number;
  /** The first day the window opens ('yyyy-MM-dd'), or null when it always has. */
  startsOn: string | null;
};

/** A dated slot made from a window (a time_slots row before it is stored). */
export type PlannedSlot = {
  storeId: number;
  deliveryMode: string;
  day: string;
  validFrom: Date;
  validTo: Date;
  capacity: number;
};

/**
 * The slots the weekly windows make on the given days: a window gives a slot on each day of its
 * week day from its starts_on on. Pure, so the daily job and the seed plan alike and a test can
 * check the clock changes of March and October.
 */
export function planSlots(windows: readonly DeliveryWindow[], days: readonly string[]): PlannedSlot[] {
  const slots: PlannedSlot[] = [];
  for (const day of days) {
    const weekDay = isoWeekDayOf(day);
    for (const window of windows) {
      if (window.weekDay !== weekDay) continue;
      // 'yyyy-MM-dd' strings compare like the days they name.
      if (window.startsOn !== null && window.startsOn > day) continue;
      const validFrom = maltaInstantOf(day, window.validFrom);
      const validTo = maltaInstantOf(day, window.validTo);
      if (validTo <= validFrom) continue;
      slots.push({
        storeId: window.storeId,
        deliveryMode: window.deliveryMode,
        day,
        validFrom,
        validTo,
        capacity: window.capacity,
      });
    }
  }
  return slots;
}
