import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { cartItems, carts, deliveryModes, products, slotHolds, stores, timeSlots } from '../db/schema';
import type { CartRow } from './cart-lookup.repository';
import {
  lineProductColumns,
  nextLinesVersion,
  selectCartLines,
  type CartLineRow,
  type CartSetting,
  type LineProductRow,
  type LiveHoldRow,
} from './carts.repository';

/**
 * SQL of the line calls (POST /cart/store and /cart/delete), the shop's busiest writes. An add
 * to cart runs two prepared statements and no transaction: the cart with what it shows, its lines
 * and the product, then a write that lands only if the lines are still those it read
 * (carts.lines_version); a refused write reads again.
 */

/** An owned cart with what its view needs and the product a line call names. */
export type CartContext = {
  cart: CartRow;
  setting: CartSetting | undefined;
  hold: LiveHoldRow | undefined;
  product: LineProductRow | null;
  /** The lines read in the same statement (readCartContext only; empty from lockCartContext). */
  lines: CartLineRow[];
};

type ContextKeys = {
  userId: number | Placeholder;
  cartId: number | Placeholder;
  barcode: string | Placeholder;
  now: Date | Placeholder;
};

/** The products of the lines, apart from the product the call names (`products`). */
const lineProduct = alias(products, 'line_product'); // as named in linesJson

/** The product as a JSON object with the keys of lineProductColumns (all JSON-safe types). */
const lineProductJson = sql.join(
  Object.keys(lineProductColumns).map(
    (key) => sql`${sql.raw(`'${key}'`)}, ${lineProduct[key as keyof typeof lineProductColumns]}`,
  ),
  sql`, `,
);

/**
 * The cart's lines (CartLineRow, in the order they were added) as one JSON value: one field to
 * decode instead of two dozen columns per line, which is most of an embedded database's work.
 */
const linesJson = sql<CartLineRow[]>`coalesce((
  select json_agg(json_build_object(
    'cartId', ${cartItems.cartId},
    'amount', ${cartItems.amount},
    'seenNetPriceCents', ${cartItems.seenNetPriceCents},
    'replace', ${cartItems.replaceAllowed},
    'note', ${cartItems.pickerNote},
    'product', json_build_object(${lineProductJson})
  ) order by ${cartItems.id})
  from ${cartItems} join ${products} as ${sql.identifier('line_product')} on ${lineProduct.id} = ${cartItems.productId}
  where ${cartItems.cartId} = ${carts.id}
), '[]'::json)`;

/**
 * The caller's cart (another customer's reads as missing), its store and mode settings, its live
 * slot hold and the product of the barcode, in one statement; with its lines when `withLines`.
 */
function contextQuery(db: Database, keys: ContextKeys, withLines: boolean) {
  return db
    .select({
      lines: withLines ? linesJson : sql<CartLineRow[]>`'[]'::json`,
      cart: carts,
      storeName: stores.name,
      modeDescription: deliveryModes.description,
      minNetTotalCents: deliveryModes.minNetTotalCents,
      holdSlotId: slotHolds.timeSlotId,
      holdExpiresAt: slotHolds.expiresAt,
      slotDay: timeSlots.day,
      slotFrom: timeSlots.validFrom,
      slotTo: timeSlots.validTo,
      product: lineProductColumns,
    })
    .from(carts)
    .leftJoin(stores, eq(stores.id, carts.storeId))
    .leftJoin(deliveryModes, eq(deliveryModes.code, carts.deliveryMode))
    .leftJoin(
      slotHolds,
      and(
        eq(slotHolds.cartId, carts.id),
        isNull(slotHolds.usedAt),
        isNull(slotHolds.releasedAt),
        gt(slotHolds.expiresAt, keys.now),
      ),
    )
    .leftJoin(timeSlots, eq(timeSlots.id, slotHolds.timeSlotId))
    .leftJoin(products, eq(products.barcode, keys.barcode))
    .where(and(eq(carts.id, keys.cartId), eq(carts.userId, keys.userId)))
    .orderBy(asc(slotHolds.id))
    .limit(1);
}

type ContextRow = Awaited<ReturnType<typeof contextQuery>>[number];

function contextOf(row: ContextRow | undefined): CartContext | null {
  if (!row) return null;
  const { cart } = row;
  const setting =
    row.storeName !== null && row.modeDescription !== null && row.minNetTotalCents !== null
      ? {
          storeId: cart.storeId,
          storeName: row.storeName,
          deliveryMode: cart.deliveryMode,
          modeDescription: row.modeDescription,
          minNetTotalCents: row.minNetTotalCents,
        }
      : undefined;
  const hold =
    row.holdSlotId !== null &&
    row.holdExpiresAt !== null &&
    row.slotDay !== null &&
    row.slotFrom !== null &&
    row.slotTo !== null
      ? {
          cartId: cart.id,
          timeSlotId: row.holdSlotId,
          expiresAt: row.holdExpiresAt,
          day: row.slotDay,
          validFrom: row.slotFrom,
          validTo: row.slotTo,
        }
      : undefined;
  return { cart, setting, hold, product: row.product, lines: row.lines };
}

const contextStatement = preparedStatement('cart_line_context', (db) =>
  contextQuery(
    db,
    {
      userId: sql.placeholder('userId'),
      cartId: sql.placeholder('cartId'),
      barcode: sql.placeholder('barcode'),
      now: sql.placeholder('now'),
    },
    true,
  ),
);

/**
 * The cart, its settings, hold and lines and the product, as one snapshot (nothing locked): the
 * cart's lines_version is that of the lines read.
 */
export async function readCartContext(
  db: Database,
  keys: { userId: number; cartId: number; barcode: string; now: Date },
): Promise<CartContext | null> {
  return contextOf((await contextStatement(db).execute(keys))[0]);
}

/**
 * The same in a transaction, the cart row locked until it ends (FOR NO KEY UPDATE OF carts: the
 * line and hold inserts that only reference it are not blocked).
 */
export async function lockCartContext(
  tx: Database,
  keys: { userId: number; cartId: number; barcode: string; now: Date },
): Promise<CartContext | null> {
  // Without lines: a statement that waited for the lock still reads them as they were when it
  // began, so the caller reads them after it (readCartLines).
  const [row] = await contextQuery(tx, keys, false).for('no key update', { of: carts });
  return contextOf(row);
}

const linesStatement = preparedStatement('cart_lines', (db) =>
  selectCartLines(db, eq(cartItems.cartId, sql.placeholder('cartId'))),
);

/** One cart's lines with today's products, in the order they were added. */
export function readCartLines(db: Database, cartId: number): Promise<CartLineRow[]> {
  return linesStatement(db).execute({ cartId });
}

const saveStatement = preparedStatement('cart_line_save', (db) => {
  const now = sql.placeholder('now');
  const unchanged = db.$with('unchanged').as(
    db
      .update(carts)
      .set({ linesVersion: nextLinesVersion, updatedAt: sql`${now}` })
      .where(
        and(
          eq(carts.id, sql.placeholder('cartId')),
          eq(carts.linesVersion, sql.placeholder('version')),
          eq(carts.status, 'OPEN'),
        ),
      )
      .returning({ id: carts.id }),
  );
  return db
    .with(unchanged)
    .insert(cartItems)
    .select(
      db
        .select({
          // INSERT ... SELECT names every column in the table's order, the id from its sequence.
          id: sql<number>`nextval('cart_items_id_seq')`.as('id'),
          cartId: unchanged.id,
          productId: sql<number>`${sql.placeholder('productId')}::integer`.as('product_id'),
          amount: sql<number>`${sql.placeholder('amount')}::double precision`.as('amount'),
          seenNetPriceCents: sql<number>`${sql.placeholder('seen')}::integer`.as('seen_net_price_cents'),
          createdAt: sql<Date>`${now}::timestamptz`.as('created_at'),
          updatedAt: sql<Date>`${now}::timestamptz`.as('updated_at'),
          // A new line's preferences are the defaults; the conflict update below leaves an
          // existing line's alone, so they survive a change of its amount.
          replaceAllowed: sql<boolean>`true`.as('replace_allowed'),
          pickerNote: sql<string>`''`.as('picker_note'),
        })
        .from(unchanged),
    )
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: {
        amount: sql`excluded.amount`,
        seenNetPriceCents: sql`excluded.seen_net_price_cents`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: cartItems.id });
});

/**
 * Sets a line's amount (absolute: a retried request changes nothing more) and the price seen, if
 * the cart is still open at `version`; false when it was not (another change came first).
 */
export async function saveCartLineAt(
  db: Database,
  line: { cartId: number; productId: number; amount: number; seenNetPriceCents: number },
  version: number,
  now: Date,
): Promise<boolean> {
  const rows = await saveStatement(db).execute({
    cartId: line.cartId,
    productId: line.productId,
    amount: line.amount,
    seen: line.seenNetPriceCents,
    version,
    now,
  });
  return rows.length > 0;
}
