import { and, arrayContains, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts, cities, deliveryWindows, stores, timeSlots } from '../db/schema';

/**
 * SQL of the slot calls (architecture, Code conventions: the only slots file, with the calendar's
 * and the holds', that imports the ORM).
 */

/** A dated slot as the calls read it. */
export type SlotRow = {
  id: number;
  day: string;
  validFrom: Date;
  validTo: Date;
  capacity: number;
  taken: number;
};

const slotColumns = {
  id: timeSlots.id,
  day: timeSlots.day,
  validFrom: timeSlots.validFrom,
  validTo: timeSlots.validTo,
  capacity: timeSlots.capacity,
  taken: timeSlots.taken,
};

/** The slots a store and mode offers: days of the look-ahead, starting no sooner than bookableFrom. */
export type SlotScope = {
  storeId: number;
  deliveryMode: string;
  firstDay: string;
  lastDay: string;
  bookableFrom: Date;
};

const offeredIn = (scope: SlotScope) =>
  and(
    eq(timeSlots.storeId, scope.storeId),
    eq(timeSlots.deliveryMode, scope.deliveryMode),
    gte(timeSlots.day, scope.firstDay),
    lte(timeSlots.day, scope.lastDay),
    gte(timeSlots.validFrom, scope.bookableFrom),
  );

/** The customer's current cart: the open cart selected last (issue 13 design). */
export async function findCurrentCart(
  db: Database,
  userId: number,
): Promise<{ storeId: number; deliveryMode: string } | null> {
  const [row] = await db
    .select({ storeId: carts.storeId, deliveryMode: carts.deliveryMode })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'OPEN')))
    .orderBy(desc(carts.selectedAt), desc(carts.id))
    .limit(1);
  return row ?? null;
}

/** A locality as home delivery sees it: its island and whether the shop delivers there. */
export type DeliveryLocality = { name: string; stateId: number; homeDelivery: boolean };

export function findDeliveryLocalities(db: Database): Promise<DeliveryLocality[]> {
  return db
    .select({ name: cities.name, stateId: cities.stateId, homeDelivery: cities.homeDelivery })
    .from(cities)
    .orderBy(asc(cities.id));
}

/** Ids of the stores on an island (the spec's state) that offer a delivery mode, oldest first. */
export async function findStoreIdsOnIsland(db: Database, stateId: number, mode: string): Promise<number[]> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(and(eq(cities.stateId, stateId), arrayContains(stores.deliveryModes, [mode])))
    .orderBy(asc(stores.id));
  return rows.map((row) => row.id);
}

/** Whether the store has any weekly window for the mode (none at all is 6008, not 'full'). */
export async function hasDeliveryWindows(db: Database, storeId: number, mode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryWindows.id })
    .from(deliveryWindows)
    .where(and(eq(deliveryWindows.storeId, storeId), eq(deliveryWindows.deliveryMode, mode)))
    .limit(1);
  return row !== undefined;
}

/** The earliest offered slot with a free place. */
export async function findFirstFreeSlot(db: Database, scope: SlotScope): Promise<SlotRow | null> {
  const [row] = await db
    .select(slotColumns)
    .from(timeSlots)
    .where(and(offeredIn(scope), lt(timeSlots.taken, timeSlots.capacity)))
    .orderBy(asc(timeSlots.validFrom))
    .limit(1);
  return row ?? null;
}

/** Each day of the scope that has offered slots, and whether one of them has a free place. */
export function findDayAvailability(
  db: Database,
  scope: SlotScope,
): Promise<{ day: string; available: boolean }[]> {
  return db
    .select({
      day: timeSlots.day,
      available: sql<boolean>`bool_or(${timeSlots.taken} < ${timeSlots.capacity})`.mapWith(Boolean),
    })
    .from(timeSlots)
    .where(offeredIn(scope))
    .groupBy(timeSlots.day);
}

/** The offered slots of some days of the scope, earliest first. */
export function findOfferedSlots(db: Database, scope: SlotScope, days: string[]): Promise<SlotRow[]> {
  return db
    .select(slotColumns)
    .from(timeSlots)
    .where(and(offeredIn(scope), inArray(timeSlots.day, days)))
    .orderBy(asc(timeSlots.validFrom));
}
