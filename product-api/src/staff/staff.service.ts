import { randomBytes } from 'node:crypto';
import { addDays, maltaDayOf } from '../calendar/malta-time';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type {
  StaffDay,
  StaffMember,
  StaffOrderSummary,
  StaffOrders,
  StaffOrdersQuery,
  StaffRole,
  StaffSlotGroup,
} from '../contract/staff';
import { staffRoleSchema } from '../contract/staff';
import { orderStatusSchema } from '../contract/checkout';
import { deliveryModeSchema } from '../contract/catalogue';
import type { Database } from '../db/client';
import { hashPassword } from '../profiles/password';
import { ordersOfDay, orderInScope, type StaffOrderRow, type StoreScope } from './staff-orders.repository';
import {
  allStores,
  boundStoresOf,
  existingStoreIds,
  findStaffById,
  insertStaffMember,
  type StaffRow,
} from './staff.repository';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/** A member as the wire shows them: a manager's stores are every store (architecture: Staff and their tokens). */
export async function staffMemberOf(db: Database, row: StaffRow): Promise<StaffMember> {
  const role = staffRoleSchema.parse(row.role);
  const stores = role === 'manager' ? await allStores(db) : await boundStoresOf(db, row.id);
  return { id: row.id, email: row.email, name: row.name, role, stores };
}

/** GET /ops/me. The token was checked a moment ago, so a missing member is a race with a delete. */
export async function currentStaffMember(db: Database, staffId: number): Promise<Result<StaffMember>> {
  const row = await findStaffById(db, staffId);
  return row ? ok(await staffMemberOf(db, row)) : fail(ResponseCode.USER_NOT_FOUND);
}

/** The stores a member works in: a manager every store, a picker those bound to (the picking domain asks too). */
export async function scopeOf(db: Database, staffId: number): Promise<StoreScope> {
  const row = await findStaffById(db, staffId);
  if (row?.role === 'manager') return { kind: 'all' };
  const stores = row ? await boundStoresOf(db, staffId) : [];
  return { kind: 'stores', storeIds: stores.map((store) => store.id) };
}

/** 'today' and 'tomorrow' are Malta's days, whatever the server's time zone. */
export function dateOf(day: StaffDay, now: Date): string {
  const today = maltaDayOf(now);
  return day === 'today' ? today : addDays(today, 1);
}

/**
 * GET /ops/orders: one day's orders of the member's stores (a manager's: every store), grouped by
 * store and slot, earliest slot first. Reads only: status changes are the orders' state machine's.
 */
export async function staffOrdersOverview(
  db: Database,
  staffId: number,
  query: StaffOrdersQuery,
  now: Date,
): Promise<Result<StaffOrders>> {
  const date = dateOf(query.day, now);
  const rows = await ordersOfDay(db, { scope: await scopeOf(db, staffId), date, status: query.status });
  return ok({ date, day: query.day, slots: groupBySlot(rows.map(summaryOf)) });
}

/** GET /ops/orders/{id}: another store's order reads as missing, like one that never existed. */
export async function staffOrderSummary(
  db: Database,
  staffId: number,
  orderId: number,
): Promise<Result<StaffOrderSummary>> {
  const row = await orderInScope(db, orderId, await scopeOf(db, staffId));
  return row ? ok(summaryOf(row).order) : fail(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE);
}

type SummaryWithStore = { order: StaffOrderSummary; storeName: string };

function summaryOf(row: StaffOrderRow): SummaryWithStore {
  return {
    storeName: row.storeName,
    order: {
      id: row.id,
      code: row.code,
      status: orderStatusSchema.parse(row.status),
      deliveryMode: deliveryModeSchema.parse(row.deliveryMode),
      lineCount: row.lineCount,
      customerFirstName: row.customerFirstName,
      storeId: row.storeId,
      validFrom: row.validFrom.toISOString(),
      validTo: row.validTo.toISOString(),
    },
  };
}

/** Rows come ordered by slot start and store, so a group ends where the slot or store changes. */
function groupBySlot(rows: readonly SummaryWithStore[]): StaffSlotGroup[] {
  const groups: StaffSlotGroup[] = [];
  for (const { order, storeName } of rows) {
    const last = groups.at(-1);
    const sameSlot =
      last?.storeId === order.storeId && last.validFrom === order.validFrom && last.validTo === order.validTo;
    if (last && sameSlot) last.orders.push(order);
    else {
      groups.push({
        storeId: order.storeId,
        storeName,
        validFrom: order.validFrom,
        validTo: order.validTo,
        orders: [order],
      });
    }
  }
  return groups;
}

export type NewStaffInput = { email: string; name: string; role: StaffRole; storeIds: readonly number[] };

export type StaffAdded = { id: number; email: string; oneTimePassword: string };

/** 12 characters of base64url: 72 random bits, typed once on a handheld and then kept by the browser. */
const generatedPassword = (): string => randomBytes(9).toString('base64url');

/**
 * `npm run ops -- staff add` (staff/staff-cli.ts) and the demo seed: a member with a password that
 * is shown once and kept only as its scrypt hash. A picker needs at least one existing store; a
 * manager is bound to none (they see every store).
 */
export async function addStaffMember(
  db: Database,
  input: NewStaffInput,
  password: string = generatedPassword(),
): Promise<{ ok: true; data: StaffAdded } | { ok: false; reason: string }> {
  const storeIds = [...new Set(input.storeIds)];
  if (input.role === 'picker' && storeIds.length === 0)
    return { ok: false, reason: 'a picker needs --store' };
  if (input.role === 'manager' && storeIds.length > 0) {
    return { ok: false, reason: 'a manager sees every store: leave out --store' };
  }
  const existing = new Set(await existingStoreIds(db, storeIds));
  const missing = storeIds.filter((id) => !existing.has(id));
  if (missing.length > 0) return { ok: false, reason: `no store with id ${missing.join(', ')}` };
  const inserted = await insertStaffMember(db, {
    email: input.email,
    name: input.name,
    role: input.role,
    storeIds,
    passwordHash: await hashPassword(password),
  });
  if (!inserted.ok) return { ok: false, reason: `${input.email} already has a staff account` };
  return { ok: true, data: { id: inserted.id, email: input.email, oneTimePassword: password } };
}
