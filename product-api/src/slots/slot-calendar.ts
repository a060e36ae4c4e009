import type { Database } from '../db/client';
import { findDeliveryWindows, insertMissingSlots } from './slot-calendar.repository';
import { calendarDaysAt } from './slot-offer';
import { planSlots } from './slot-plan';

/**
 * Makes the dated time slots of the look-ahead from the weekly delivery windows (the seed runs it,
 * and the daily job keeps the calendar ten days ahead). Idempotent: slots already made keep their
 * taken places. Answers how many slots were added.
 */
export async function materialiseSlots(db: Database, now: Date): Promise<number> {
  const windows = await findDeliveryWindows(db);
  return insertMissingSlots(db, planSlots(windows, calendarDaysAt(now)));
}
