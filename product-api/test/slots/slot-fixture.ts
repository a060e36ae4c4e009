import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../src/contract/envelope';
import type { DatabaseHandle } from '../../src/db/client';
import {
  cartItems,
  carts,
  cities,
  deliveryModes,
  deliveryWindows,
  slotHolds,
  states,
  stores,
  timeSlots,
  users,
} from '../../src/db/schema';
import { materialiseSlots } from '../../src/slots/slot-calendar';
import {
  TEST_EMAIL,
  bearer,
  buildTestApp,
  insertCustomer,
  openTestDatabase,
  signIn,
} from '../profiles/test-app';
import { idOf, insertFixtureCatalogue } from '../support/catalogue-fixture';

/**
 * Slot tests on a small map: Malta with Birkirkara (the Birkirkara store: pick-up, drive and home
 * delivery), Mdina (no home delivery) and Valletta; Gozo with Victoria (the Victoria store:
 * pick-up, home delivery and parcels). Windows and carts are inserted by each test; the clock is
 * Wednesday 25 November 2026, 08:00 in Malta, unless a test moves it.
 */
export const WEDNESDAY_8AM = new Date('2026-11-25T07:00:00.000Z');
export const OTHER_EMAIL = 'joseph.camilleri@example.mt';
const OTHER_PASSWORD = 'Other-Horse-7';

export type SlotTestApp = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  clock: { now: Date };
  userId: number;
  otherUserId: number;
  /** Bearer headers of the test customer and of another customer. */
  me: Record<string, string>;
  other: Record<string, string>;
  birkirkara: number;
  victoria: number;
  /** A product of 1.80 €: a cart of GOODS_AMOUNT of it reaches every mode's minimum order. */
  goodsProductId: number;
};

/** 15 ciabattas: 27 €, above the minimum order of every mode (10 € pick-up, 25 € delivery). */
export const GOODS_AMOUNT = 15;

export async function startSlotTestApp(env: Record<string, string> = {}): Promise<SlotTestApp> {
  const handle = await openTestDatabase();
  const db = handle.db;
  const clock = { now: WEDNESDAY_8AM };
  const app = await buildTestApp(db, env, () => clock.now);
  const catalogue = await insertFixtureCatalogue(db);
  await db.insert(deliveryModes).values([
    { code: 'AT_HOME', description: 'Home delivery', order: 1, minNetTotalCents: 2500 },
    { code: 'IN_STORE', description: 'Pick-up in store', order: 2, minNetTotalCents: 1000 },
    { code: 'DRIVE', description: 'Drive-through pick-up', order: 3, minNetTotalCents: 1000 },
    { code: 'SHIPPED', description: 'Parcel delivery', order: 4, minNetTotalCents: 2500 },
  ]);
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, TEST_EMAIL));
  const otherUserId = await insertCustomer(db, OTHER_PASSWORD, {
    email: OTHER_EMAIL,
    firstName: 'Joseph',
    lastName: 'Camilleri',
    accept1: true,
    accept2: true,
  });
  const [malta, gozo] = await db
    .insert(states)
    .values([{ name: 'Malta' }, { name: 'Gozo' }])
    .returning({ id: states.id });
  const cityRows = await db
    .insert(cities)
    .values([
      { name: 'Birkirkara', stateId: malta?.id ?? 0, postcodePrefix: 'BKR' },
      { name: 'Mdina', stateId: malta?.id ?? 0, postcodePrefix: 'MDN', homeDelivery: false },
      { name: 'Valletta', stateId: malta?.id ?? 0, postcodePrefix: 'VLT' },
      { name: 'Victoria', stateId: gozo?.id ?? 0, postcodePrefix: 'VCT' },
    ])
    .returning({ id: cities.id, name: cities.name });
  const cityId = (name: string) => cityRows.find((c) => c.name === name)?.id ?? null;
  const storeRows = await db
    .insert(stores)
    .values([
      {
        name: 'Birkirkara Supermarket',
        address: 'Triq Fleur-de-Lys 45',
        cityId: cityId('Birkirkara'),
        deliveryModes: ['IN_STORE', 'DRIVE', 'AT_HOME'],
      },
      {
        name: 'Victoria Supermarket',
        address: 'Triq ir-Repubblika 120',
        cityId: cityId('Victoria'),
        deliveryModes: ['IN_STORE', 'AT_HOME', 'SHIPPED'],
      },
      { name: 'Valletta Corner Shop', address: 'Triq il-Merkanti 3', cityId: cityId('Valletta') },
    ])
    .returning({ id: stores.id, name: stores.name });
  const storeId = (name: string) => storeRows.find((s) => s.name === name)?.id ?? 0;
  return {
    app,
    handle,
    clock,
    userId: me?.id ?? 0,
    otherUserId,
    me: bearer(await signIn(app)),
    other: bearer(await signIn(app, OTHER_EMAIL, OTHER_PASSWORD, '127.0.0.2')),
    birkirkara: storeId('Birkirkara Supermarket'),
    victoria: storeId('Victoria Supermarket'),
    goodsProductId: idOf(catalogue.productIds, 'Ciabatta'),
  };
}

export async function stopSlotTestApp(t: SlotTestApp | undefined): Promise<void> {
  if (!t) return;
  await t.app.close();
  await t.handle.close();
}

/** Every window, slot, hold and cart gone, and the clock back to Wednesday 08:00. */
export async function emptySlotTables(t: SlotTestApp): Promise<void> {
  await t.handle.db.execute(
    sql`truncate table ${slotHolds}, ${timeSlots}, ${deliveryWindows}, ${carts} restart identity cascade`,
  );
  t.clock.now = WEDNESDAY_8AM;
}

export type WindowSpec = {
  from: string;
  to: string;
  capacity: number;
  weekDays?: number[];
  startsOn?: string;
};
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** Weekly windows of a store and mode (every day unless told), then the calendar made from them. */
export async function addWindows(
  t: SlotTestApp,
  storeId: number,
  deliveryMode: string,
  windows: WindowSpec[],
): Promise<void> {
  await t.handle.db.insert(deliveryWindows).values(
    windows.flatMap((w) =>
      (w.weekDays ?? EVERY_DAY).map((weekDay) => ({
        storeId,
        deliveryMode,
        weekDay,
        validFrom: w.from,
        validTo: w.to,
        capacity: w.capacity,
        startsOn: w.startsOn ?? null,
      })),
    ),
  );
  await materialiseSlots(t.handle.db, t.clock.now);
}

/**
 * A cart row straight in the table (the cart calls are another area's); the latest selected is
 * the current one. It holds GOODS_AMOUNT ciabattas, enough for a hold, unless `amount` says
 * otherwise (0: an empty cart).
 */
export async function insertCart(
  t: SlotTestApp,
  cart: {
    storeId: number;
    deliveryMode: string;
    userId?: number;
    status?: string;
    addressCity?: string;
    selectedAt?: Date;
    amount?: number;
  },
): Promise<number> {
  const [row] = await t.handle.db
    .insert(carts)
    .values({
      userId: cart.userId ?? t.userId,
      storeId: cart.storeId,
      deliveryMode: cart.deliveryMode,
      status: cart.status ?? 'OPEN',
      addressCity: cart.addressCity ?? null,
      selectedAt: cart.selectedAt ?? t.clock.now,
    })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart not inserted');
  const amount = cart.amount ?? GOODS_AMOUNT;
  if (amount > 0) {
    await t.handle.db
      .insert(cartItems)
      .values({ cartId: row.id, productId: t.goodsProductId, amount, seenNetPriceCents: 180 });
  }
  return row.id;
}

/** The slots of a store and mode, earliest first. */
export function slotsOf(t: SlotTestApp, storeId: number, deliveryMode: string) {
  return t.handle.db
    .select()
    .from(timeSlots)
    .where(sql`${timeSlots.storeId} = ${storeId} and ${timeSlots.deliveryMode} = ${deliveryMode}`)
    .orderBy(timeSlots.validFrom);
}

/** Fills every place of every slot of a store and mode. */
export async function fillSlots(t: SlotTestApp, storeId: number, deliveryMode: string): Promise<void> {
  await t.handle.db
    .update(timeSlots)
    .set({ taken: sql`${timeSlots.capacity}` })
    .where(sql`${timeSlots.storeId} = ${storeId} and ${timeSlots.deliveryMode} = ${deliveryMode}`);
}

/** An envelope answer: HTTP status, code, message and data as JSON. */
export type Answer = {
  status: number;
  code: number;
  message?: string;
  data?: unknown;
  /** The refused fields' paths of a 400. */
  fields?: string[];
};

const answerSchema = z.object({
  responseCode: z.number(),
  errorMessage: z.string().optional(),
  data: z.unknown().optional(),
  fields: errorEnvelopeSchema.shape.fields,
});

export function answerOf(response: LightMyRequestResponse): Answer {
  const body = answerSchema.parse(response.json());
  const answer: Answer = { status: response.statusCode, code: body.responseCode };
  if (body.errorMessage !== undefined) answer.message = body.errorMessage;
  if (body.data !== undefined) answer.data = body.data;
  if (body.fields !== undefined) answer.fields = body.fields.map((f) => f.path);
  return answer;
}

export async function call(
  t: SlotTestApp,
  request: InjectOptions,
  headers: Record<string, string> = t.me,
): Promise<Answer> {
  return answerOf(await t.app.inject({ ...request, headers: { ...request.headers, ...headers } }));
}

export const get = (t: SlotTestApp, url: string, headers?: Record<string, string>) =>
  call(t, { method: 'GET', url }, headers);

export const hold = (
  t: SlotTestApp,
  body: { cartId: number; timeSlotId: number },
  headers?: Record<string, string>,
) => call(t, { method: 'POST', url: '/cli/ecommerce/slots/hold', payload: body }, headers);
