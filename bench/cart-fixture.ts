import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { issueSessionToken } from '../product-api/src/auth/session-tokens';
import { addDays, maltaDayOf, maltaInstant } from '../product-api/src/calendar/malta-time';
import { loadConfig } from '../product-api/src/config';
import { isPieces, minimumOf, stepOf } from '../product-api/src/contract/quantity';
import { databaseTargetOf, openDatabase, type Database } from '../product-api/src/db/client';
import { cartItems, carts, orders, products, timeSlots, users } from '../product-api/src/db/schema';
import { createPrng, type Prng } from '../product-api/src/seed/prng';
import { isSeeded, seedDemoData } from '../product-api/src/seed/seed-demo';
import { pickUpStore } from './lib/pick-up-store';
import { signerOf } from './lib/session-signer';

/**
 * The database side of bench/cart-load.mjs, run before the API starts (PGlite allows one process
 * on its folder) and after it stops:
 *   prepare store|freeze <fixture.json> [--customers N] [--lines N] [--list N] [--slots N]
 *                                       [--capacity N] [--warmup-slots N]
 *   check <fixture.json>
 * prepare seeds the demo shop if the database is empty, then inserts the customers straight in
 * the database, each with an open pick-up cart and a session token issued as login does (no
 * password hashing), as test/orders/order-fixture.ts crowdWithCarts does; for freeze also the
 * slots of the race. It writes what the load needs (tokens, carts, barcodes, slot ids) as JSON.
 * check reads the slots and orders back after the run. JWT_SECRET must be the API's.
 */

const MODE = 'IN_STORE';
const TOKEN_TTL_SECONDS = 6 * 3600;
/** Each freeze line is worth at least this, so 3 lines pass pick-up's minimum order (€10). */
const FREEZE_LINE_MIN_CENTS = 500;
/** Kept well under the largest amounts, so a line never meets 4034. */
const MAX_PIECES = 6;
const MAX_WEIGHT_STEPS = 8;

type ProductRow = {
  id: number;
  barcode: string;
  netPriceCents: number;
  purchaseUm: string;
  umStep: number;
  minWeight: number | null;
  maxAmount: number | null;
};

/** A product the load may put in a cart, with the amounts its stepper allows (spec §5). */
export type FixtureProduct = { barcode: string; field: 'amount' | 'weight'; amounts: number[] };
export type FixtureCustomer = { token: string; cartId: number; products: number[] };
export type Fixture = {
  mode: 'store' | 'freeze';
  storeId: number;
  products: FixtureProduct[];
  customers: FixtureCustomer[];
  raceSlots: number[];
  warmupSlots: number[];
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Valid amounts from the minimum upwards: whole pieces, or minimum + k × step kilograms. */
function amountsOf(p: ProductRow): number[] {
  const pieces = isPieces(p);
  const limit = Math.min(p.maxAmount ?? Infinity, pieces ? MAX_PIECES : Infinity);
  const first = minimumOf(p);
  const count = pieces ? MAX_PIECES : MAX_WEIGHT_STEPS;
  return Array.from({ length: count }, (_, k) => round2(first + k * stepOf(p))).filter((a) => a <= limit);
}

async function inChunks<T>(items: T[], size: number, write: (chunk: T[]) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/**
 * Products a shopper can add without a refusal: available, no water packs (4038 above ten). For
 * freeze only pieces without an offer, so a line's price is plain net price × amount.
 */
async function usableProducts(db: Database, mode: Fixture['mode']): Promise<ProductRow[]> {
  const rows = await db
    .select({
      id: products.id,
      barcode: products.barcode,
      netPriceCents: products.netPriceCents,
      purchaseUm: products.purchaseUm,
      umStep: products.umStep,
      minWeight: products.minWeight,
      maxAmount: products.maxAmount,
    })
    .from(products)
    .where(
      and(
        eq(products.available, true),
        eq(products.isBundle, false),
        ...(mode === 'freeze' ? [eq(products.purchaseUm, 'PZ'), isNull(products.promotionType)] : []),
      ),
    )
    .orderBy(asc(products.id));
  return rows.filter((p) => amountsOf(p).length > 0);
}

async function insertCustomers(
  db: Database,
  mode: Fixture['mode'],
  storeId: number,
  count: number,
): Promise<{ userId: number; cartId: number }[]> {
  const people: { id: number }[] = [];
  await inChunks(
    Array.from({ length: count }, (_, i) => i),
    500,
    async (chunk) => {
      people.push(
        ...(await db
          .insert(users)
          .values(
            chunk.map((i) => ({
              email: `bench-${mode}-${i}@example.mt`,
              passwordHash: 'not-a-hash',
              firstName: 'Bench',
              lastName: 'Shopper',
            })),
          )
          .returning({ id: users.id })),
      );
    },
  );
  const cartRows: { userId: number; cartId: number }[] = [];
  await inChunks(people, 500, async (chunk) => {
    cartRows.push(
      ...(await db
        .insert(carts)
        .values(chunk.map((p) => ({ userId: p.id, storeId, deliveryMode: MODE })))
        .returning({ userId: carts.userId, cartId: carts.id })),
    );
  });
  return cartRows;
}

/** `count` dated pick-up slots on a day ahead, at odd minutes (06:01, 06:03 …) so they miss the seeded windows. */
async function insertSlots(
  db: Database,
  storeId: number,
  count: number,
  capacity: number,
  daysAhead: number,
): Promise<number[]> {
  if (count === 0) return [];
  const day = addDays(maltaDayOf(new Date()), daysAhead);
  const rows = await db
    .insert(timeSlots)
    .values(
      Array.from({ length: count }, (_, i) => {
        const validFrom = maltaInstant(day, 6 * 60 + 1 + i * 2);
        return {
          storeId,
          deliveryMode: MODE,
          day,
          validFrom,
          validTo: new Date(validFrom.getTime() + 3600_000),
          capacity,
          taken: 0,
        };
      }),
    )
    .returning({ id: timeSlots.id });
  return rows.map((r) => r.id);
}

/** The amount of a freeze line worth at least FREEZE_LINE_MIN_CENTS, if the product allows one. */
const freezeAmountOf = (p: ProductRow) =>
  amountsOf(p).find((a) => a * p.netPriceCents >= FREEZE_LINE_MIN_CENTS);

async function prepare(db: Database, mode: Fixture['mode'], opts: Record<string, string>): Promise<Fixture> {
  const prng: Prng = createPrng(13);
  const customers = Number(opts.customers);
  const storeId = await pickUpStore(db);
  const candidates = await usableProducts(db, mode);
  const rows = mode === 'freeze' ? candidates.filter((p) => freezeAmountOf(p) !== undefined) : candidates;
  // A store customer shops from a list of `list` products and starts with `lines` of them in the
  // cart; a freeze customer has `lines` lines and places the cart.
  const listLength = mode === 'store' ? Number(opts.list) : Number(opts.lines);
  const initialLines = Number(opts.lines);
  if (rows.length < listLength) throw new Error(`Only ${rows.length} usable products`);

  const people = await insertCustomers(db, mode, storeId, customers);
  const lists = people.map(() =>
    prng
      .shuffle(rows.map((_, i) => i))
      .slice(0, listLength)
      .sort((a, b) => a - b),
  );
  const items = people.flatMap((person, c) =>
    (lists[c] ?? []).slice(0, initialLines).map((index) => {
      const product = rows[index];
      if (!product) throw new Error('product index out of range');
      const amounts = amountsOf(product);
      const amount =
        mode === 'freeze' ? freezeAmountOf(product) : amounts[Math.floor(prng.next() * amounts.length)];
      return {
        cartId: person.cartId,
        productId: product.id,
        amount: amount ?? amounts[0] ?? 1,
        seenNetPriceCents: product.netPriceCents,
      };
    }),
  );
  await inChunks(items, 1000, async (chunk) => {
    await db.insert(cartItems).values(chunk);
  });

  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET must be set (the API must verify the tokens)');
  const sign = signerOf(secret);
  const tokens: string[] = [];
  for (const person of people)
    tokens.push(await issueSessionToken(db, sign, person.userId, TOKEN_TTL_SECONDS));

  const freeze = mode === 'freeze';
  return {
    mode,
    storeId,
    products: rows.map((p) => ({
      barcode: p.barcode,
      field: isPieces(p) ? 'amount' : 'weight',
      amounts: amountsOf(p),
    })),
    customers: people.map((person, c) => ({
      token: tokens[c] ?? '',
      cartId: person.cartId,
      products: lists[c] ?? [],
    })),
    raceSlots: freeze ? await insertSlots(db, storeId, Number(opts.slots), Number(opts.capacity), 3) : [],
    warmupSlots: freeze
      ? await insertSlots(db, storeId, Number(opts['warmup-slots']), Number(opts.capacity), 4)
      : [],
  };
}

/** After the run: each slot's place count against its orders, and the carts' sizes. */
async function check(db: Database, fixture: Fixture) {
  const slotIds = [...fixture.raceSlots, ...fixture.warmupSlots];
  // Two queries: a correlated count inside drizzle's one-table select would name the slot's id
  // without its table, and inside the subquery that is the order's own id.
  const slotRows = slotIds.length
    ? await db
        .select({ id: timeSlots.id, capacity: timeSlots.capacity, taken: timeSlots.taken })
        .from(timeSlots)
        .where(inArray(timeSlots.id, slotIds))
        .orderBy(asc(timeSlots.id))
    : [];
  const orderCounts = slotIds.length
    ? await db
        .select({ slotId: orders.timeSlotId, orders: count() })
        .from(orders)
        .where(inArray(orders.timeSlotId, slotIds))
        .groupBy(orders.timeSlotId)
    : [];
  const slots = slotRows.map((slot) => ({
    ...slot,
    orders: orderCounts.find((c) => c.slotId === slot.id)?.orders ?? 0,
  }));
  const placed = await db.select({ cartId: orders.cartId }).from(orders);
  const cartIds = fixture.customers.map((c) => c.cartId);
  const sizes = await db
    .select({ lines: count() })
    .from(cartItems)
    .where(inArray(cartItems.cartId, cartIds))
    .groupBy(cartItems.cartId);
  const lines = sizes.map((s) => s.lines).sort((a, b) => a - b);
  return {
    orderedCarts: placed.map((o) => o.cartId),
    slots,
    raceTaken: slots.filter((s) => fixture.raceSlots.includes(s.id)).reduce((sum, s) => sum + s.taken, 0),
    overCapacity: slots.filter((s) => s.taken > s.capacity || s.orders > s.capacity).length,
    takenNotOrders: slots.filter((s) => s.taken !== s.orders).length,
    cartLines: {
      min: lines[0] ?? 0,
      median: lines[Math.floor(lines.length / 2)] ?? 0,
      max: lines[lines.length - 1] ?? 0,
    },
  };
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      customers: { type: 'string', default: '200' },
      lines: { type: 'string', default: '10' },
      list: { type: 'string', default: '30' },
      slots: { type: 'string', default: '20' },
      capacity: { type: 'string', default: '50' },
      'warmup-slots': { type: 'string', default: '4' },
    },
  });
  const [command, ...rest] = positionals;
  const handle = await openDatabase(databaseTargetOf(loadConfig()));
  try {
    if (command === 'prepare') {
      const [mode, file] = rest;
      if ((mode !== 'store' && mode !== 'freeze') || !file) throw new Error('prepare store|freeze <file>');
      if (!(await isSeeded(handle.db))) await seedDemoData(handle.db);
      fs.writeFileSync(file, JSON.stringify(await prepare(handle.db, mode, values)));
    } else if (command === 'check' && rest[0]) {
      const fixture: Fixture = JSON.parse(fs.readFileSync(rest[0], 'utf8'));
      console.log(JSON.stringify(await check(handle.db, fixture)));
    } else {
      throw new Error('usage: cart-fixture.ts prepare store|freeze <file> | check <file>');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
