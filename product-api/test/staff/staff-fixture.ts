import type { FastifyInstance } from 'fastify';
import { maltaDayOf, addDays } from '../../src/calendar/malta-time';
import type { Database } from '../../src/db/client';
import { orders, stores } from '../../src/db/schema';
import { addStaffMember } from '../../src/staff/staff.service';

export const STAFF_PASSWORD = 'Picker-Password-1';
export const PICKER_EMAIL = 'picker.birkirkara@shop.example.mt';
export const OTHER_PICKER_EMAIL = 'picker.sliema@shop.example.mt';
export const MANAGER_EMAIL = 'manager@shop.example.mt';

export type StaffWorld = { birkirkara: number; sliema: number; orderIds: Record<string, number> };

/** Two stores, a picker for each, a manager, and orders of both stores today and tomorrow. */
export async function insertStaffWorld(
  db: Database,
  customerId: number,
  now = new Date(),
): Promise<StaffWorld> {
  const [birkirkara, sliema] = await db
    .insert(stores)
    .values([
      { name: 'Birkirkara', address: 'Triq il-Kbira' },
      { name: 'Sliema', address: 'Triq it-Torri' },
    ])
    .returning({ id: stores.id });
  if (!birkirkara || !sliema) throw new Error('stores not inserted');
  for (const [email, role, storeIds] of [
    [PICKER_EMAIL, 'picker', [birkirkara.id]],
    [OTHER_PICKER_EMAIL, 'picker', [sliema.id]],
    [MANAGER_EMAIL, 'manager', []],
  ] as const) {
    const added = await addStaffMember(
      db,
      { email, name: email.split('.')[0] ?? email, role, storeIds },
      STAFF_PASSWORD,
    );
    if (!added.ok) throw new Error(added.reason);
  }
  const today = maltaDayOf(now);
  const tomorrow = addDays(today, 1);
  const orderIds: Record<string, number> = {};
  const rows = [
    { code: 'BKR-1', storeId: birkirkara.id, day: today, hour: 9, status: 'TO_BE_PREPARED', lines: 2 },
    { code: 'BKR-2', storeId: birkirkara.id, day: today, hour: 9, status: 'IN_PREPARATION', lines: 1 },
    { code: 'BKR-3', storeId: birkirkara.id, day: today, hour: 11, status: 'TO_BE_PREPARED', lines: 3 },
    { code: 'BKR-4', storeId: birkirkara.id, day: tomorrow, hour: 9, status: 'TO_BE_PREPARED', lines: 1 },
    { code: 'SLM-1', storeId: sliema.id, day: today, hour: 10, status: 'TO_BE_PREPARED', lines: 4 },
  ];
  for (const row of rows) {
    const validFrom = new Date(`${row.day}T${String(row.hour - 1).padStart(2, '0')}:00:00Z`);
    const [order] = await db
      .insert(orders)
      .values({
        code: row.code,
        userId: customerId,
        status: row.status,
        storeId: row.storeId,
        deliveryMode: 'IN_STORE',
        deliveryDate: row.day,
        validFrom,
        validTo: new Date(validFrom.getTime() + 3600_000),
        paymentMode: 'CASH',
        checkout: {},
        cart: { items: Array.from({ length: row.lines }, (_, i) => ({ id: i })) },
        totalCents: 1000,
        preAuthorisedCents: 0,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not inserted');
    orderIds[row.code] = order.id;
  }
  return { birkirkara: birkirkara.id, sliema: sliema.id, orderIds };
}

export function staffLoginRequest(email: string, password = STAFF_PASSWORD, remoteAddress = '127.0.0.1') {
  return { method: 'POST' as const, url: '/ops/auth/login', payload: { email, password }, remoteAddress };
}

export async function staffSignIn(
  app: FastifyInstance,
  email: string,
  remoteAddress?: string,
): Promise<string> {
  const response = await app.inject(staffLoginRequest(email, STAFF_PASSWORD, remoteAddress));
  const jwt: unknown = response.json().data?.jwt;
  if (typeof jwt !== 'string') throw new Error(`staff sign-in failed: ${response.body}`);
  return jwt;
}
