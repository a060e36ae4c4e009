import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { issueStaffToken, type StaffClaims } from '../product-api/src/auth/staff-tokens';
import { maltaDayOf } from '../product-api/src/calendar/malta-time';
import { cartViewOfRow } from '../product-api/src/carts/cart-reading.service';
import { loadConfig } from '../product-api/src/config';
import { isPieces, minimumOf } from '../product-api/src/contract/quantity';
import { databaseTargetOf, openDatabase } from '../product-api/src/db/client';
import { cartItems, carts, products, stores, users } from '../product-api/src/db/schema';
import { insertOrder } from '../product-api/src/orders/orders.repository';
import { isSeeded, seedDemoData } from '../product-api/src/seed/seed-demo';
import { addStaffMember } from '../product-api/src/staff/staff.service';

/**
 * The database side of bench/pick-load.mjs, run before the API starts (PGlite allows one process
 * on its folder): `prepare <fixture.json> [--orders N] [--lines N]`. Seeds the demo shop if the
 * database is empty, then places N orders of N lines each straight in the database (the frozen
 * cart built by the cart's own view, as the checkout freezes it), IN_PREPARATION, and signs in a
 * manager with a token issued as the staff sign-in does. JWT_SECRET must be the API's.
 */

const TOKEN_TTL_SECONDS = 6 * 3600;

/** HS256 as @fastify/jwt signs (the API verifies HS256 only, with the same JWT_SECRET). */
function signerOf(secret: string): (claims: StaffClaims) => string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return (claims) => {
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
  };
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { orders: { type: 'string', default: '20' }, lines: { type: 'string', default: '60' } },
  });
  const [command, file] = positionals;
  if (command !== 'prepare' || !file) throw new Error('usage: pick-fixture.ts prepare <file>');
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET must be set (the API must verify the token)');
  const handle = await openDatabase(databaseTargetOf(loadConfig()));
  const { db } = handle;
  try {
    if (!(await isSeeded(db))) await seedDemoData(db);
    const [store] = await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
    if (!store) throw new Error('no store');
    const lineCount = Number(values.lines);
    const rows = (
      await db.select().from(products).where(eq(products.available, true)).orderBy(asc(products.id))
    )
      // Spread over the catalogue, so the lines cover many aisles.
      .filter((_, index, all) => index % Math.max(1, Math.floor(all.length / lineCount)) === 0)
      .slice(0, lineCount);
    const [user] = await db
      .insert(users)
      .values({
        email: 'bench.picking@example.mt',
        passwordHash: 'x',
        firstName: 'Bench',
        lastName: 'Picker',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not inserted');
    const now = new Date();
    const orderIds: number[] = [];
    for (let n = 0; n < Number(values.orders); n += 1) {
      const [cart] = await db
        .insert(carts)
        .values({ userId: user.id, storeId: store.id, deliveryMode: 'IN_STORE', status: 'ORDERED' })
        .returning();
      if (!cart) throw new Error('cart not inserted');
      await db.insert(cartItems).values(
        rows.map((p) => ({
          cartId: cart.id,
          productId: p.id,
          amount: isPieces(p) ? 2 : minimumOf(p),
          seenNetPriceCents: p.netPriceCents,
        })),
      );
      const frozen = await cartViewOfRow(db, cart, now, 'en');
      const order = await insertOrder(db, {
        userId: user.id,
        cartId: cart.id,
        status: 'IN_PREPARATION',
        storeId: store.id,
        deliveryMode: 'IN_STORE',
        timeSlotId: null,
        deliveryDate: maltaDayOf(now),
        validFrom: now,
        validTo: new Date(now.getTime() + 3600_000),
        paymentMode: 'CASH',
        checkout: { notes: '' },
        cart: { ...frozen, orderId: null },
        totalCents: Math.round(frozen.total * 100),
        preAuthorisedCents: Math.round(frozen.preAuthorisedTotal * 100),
      });
      orderIds.push(order.id);
    }
    const manager = await addStaffMember(
      db,
      { email: 'bench.manager@shop.example.mt', name: 'Bench', role: 'manager', storeIds: [] },
      'Bench-Manager-2026',
    );
    if (!manager.ok) throw new Error(manager.reason);
    const token = await issueStaffToken(db, signerOf(secret), manager.data.id, TOKEN_TTL_SECONDS);
    fs.writeFileSync(
      file,
      JSON.stringify({
        token,
        orderIds,
        lines: rows.map((p) => ({ barcode: p.barcode, amount: isPieces(p) ? 2 : minimumOf(p) })),
      }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
