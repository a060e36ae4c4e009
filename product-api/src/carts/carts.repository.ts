import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { productColumns } from '../products/product-row';
import type { Database } from '../db/client';
import { cartItems, carts, deliveryModes, products, slotHolds, stores, timeSlots } from '../db/schema';
import type { CartRow } from './cart-lookup.repository';

/**
 * SQL of the carts (architecture, Code conventions: only the carts' *.repository.ts files import
 * the ORM).
 */

/** A cart's identity: one open cart per customer, store, mode and address (carts_open_identity_idx). */
export type CartIdentity = {
  userId: number;
  storeId: number;
  deliveryMode: string;
  addressId: number | null;
};

export type NewCart = CartIdentity & {
  addressDescription: string | null;
  addressCity: string | null;
  terminalType: string;
  terminalId: string | null;
};

const sameIdentity = (identity: CartIdentity) =>
  and(
    eq(carts.userId, identity.userId),
    eq(carts.storeId, identity.storeId),
    eq(carts.deliveryMode, identity.deliveryMode),
    identity.addressId === null ? isNull(carts.addressId) : eq(carts.addressId, identity.addressId),
    eq(carts.status, 'OPEN'),
  );

/** Selects the customer's open cart of that identity (it becomes the current cart); null when none. */
async function selectOpenCart(db: Database, identity: CartIdentity, now: Date): Promise<CartRow | null> {
  const [row] = await db.update(carts).set({ selectedAt: now }).where(sameIdentity(identity)).returning();
  return row ?? null;
}

/**
 * The open cart of that identity, selected, made when there is none. Two opens at once (a double
 * click, two tabs) meet at the unique partial index: the second insert does nothing and selects
 * the first one's cart, which READ COMMITTED lets it see once the first committed.
 */
export async function openCartRow(db: Database, cart: NewCart, now: Date): Promise<CartRow> {
  const existing = await selectOpenCart(db, cart, now);
  if (existing) return existing;
  const [inserted] = await db
    .insert(carts)
    .values({ ...cart, status: 'OPEN', selectedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const raced = await selectOpenCart(db, cart, now);
  if (!raced) throw new Error('open cart neither inserted nor found');
  return raced;
}

/** Makes the open cart the current one; false when it is not an open cart of the customer. */
export async function selectCartRow(
  db: Database,
  userId: number,
  cartId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ selectedAt: now })
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId), eq(carts.status, 'OPEN')))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** Closes an open cart (ABORTED); false when it was no longer open (ordered or aborted meanwhile). */
export async function abortCartRow(db: Database, cartId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ status: 'ABORTED', updatedAt: now })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'OPEN')))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** The customer's open carts, newest first. */
export function findOpenCarts(db: Database, userId: number): Promise<CartRow[]> {
  return db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'OPEN')))
    .orderBy(desc(carts.createdAt), desc(carts.id));
}

/**
 * The customer's latest selected cart among the open ones and the moved ones they were not told
 * of yet: the current cart, or the moved cart GET /cart/current must announce (4008).
 */
export async function findLatestCart(db: Database, userId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.userId, userId),
        or(eq(carts.status, 'OPEN'), and(eq(carts.status, 'MOVED'), isNull(carts.movedNoticeAt))),
      ),
    )
    .orderBy(desc(carts.selectedAt), desc(carts.id))
    .limit(1);
  return row ?? null;
}

/** Marks every move the customer was not told of as told; whether this call was the one to do it. */
export async function noticeMovedCarts(db: Database, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ movedNoticeAt: now })
    .where(and(eq(carts.userId, userId), eq(carts.status, 'MOVED'), isNull(carts.movedNoticeAt)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** What a cart shows of its store and delivery mode. */
export type CartSetting = {
  storeId: number;
  storeName: string;
  deliveryMode: string;
  modeDescription: string;
  minNetTotalCents: number;
};

/** Store names and mode settings of the carts' store+mode pairs, in one query. */
export async function findCartSettings(db: Database, rows: CartRow[]): Promise<CartSetting[]> {
  if (rows.length === 0) return [];
  const storeIds = [...new Set(rows.map((r) => r.storeId))];
  const modes = [...new Set(rows.map((r) => r.deliveryMode))];
  // Few stores times four modes: the cross product is tiny.
  return db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      deliveryMode: deliveryModes.code,
      modeDescription: deliveryModes.description,
      minNetTotalCents: deliveryModes.minNetTotalCents,
    })
    .from(stores)
    .innerJoin(deliveryModes, inArray(deliveryModes.code, modes))
    .where(inArray(stores.id, storeIds));
}

export type LiveHoldRow = {
  cartId: number;
  timeSlotId: number;
  expiresAt: Date;
  day: string;
  validFrom: Date;
  validTo: Date;
};

/** The carts' live slot holds (not used, not released, not run out) with their slot. */
export function findLiveHolds(db: Database, cartIds: number[], now: Date): Promise<LiveHoldRow[]> {
  if (cartIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      cartId: slotHolds.cartId,
      timeSlotId: slotHolds.timeSlotId,
      expiresAt: slotHolds.expiresAt,
      day: timeSlots.day,
      validFrom: timeSlots.validFrom,
      validTo: timeSlots.validTo,
    })
    .from(slotHolds)
    .innerJoin(timeSlots, eq(timeSlots.id, slotHolds.timeSlotId))
    .where(
      and(
        inArray(slotHolds.cartId, cartIds),
        isNull(slotHolds.usedAt),
        isNull(slotHolds.releasedAt),
        gt(slotHolds.expiresAt, now),
      ),
    )
    .orderBy(asc(slotHolds.id));
}

/** A delivery mode's settings (delivery_modes); null for a mode the shop does not list. */
export async function findDeliveryMode(db: Database, code: string) {
  const [row] = await db
    .select({
      code: deliveryModes.code,
      description: deliveryModes.description,
      active: deliveryModes.active,
      minNetTotalCents: deliveryModes.minNetTotalCents,
      paymentMethods: deliveryModes.paymentMethods,
    })
    .from(deliveryModes)
    .where(eq(deliveryModes.code, code))
    .limit(1);
  return row ?? null;
}

/** The pick-up modes a store offers (stores.delivery_modes); null for an unknown store. */
export async function findStoreModes(db: Database, storeId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ deliveryModes: stores.deliveryModes })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row?.deliveryModes ?? null;
}

/** The product columns a cart line answers with (the wire Product) and prices by (is_bundle). */
export const lineProductColumns = { ...productColumns, isBundle: products.isBundle };
export type LineProductRow = { [K in keyof typeof lineProductColumns]: (typeof products.$inferSelect)[K] };

/** Runs `work` in one transaction (a cart call's reads and writes land together). */
export function inCartTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

export type CartLineRow = {
  cartId: number;
  amount: number;
  seenNetPriceCents: number;
  /** The customer's substitution preference and note for the picker (issue 29). */
  replace: boolean;
  note: string;
  product: LineProductRow;
};

/** A line's preferences as its columns name them, for the selects that read lines. */
export const linePreferenceColumns = { replace: cartItems.replaceAllowed, note: cartItems.pickerNote };

/** Cart lines joined with today's products; the callers choose the carts (`where`). */
export function selectCartLines(db: Database, where: SQL | undefined) {
  return db
    .select({
      cartId: cartItems.cartId,
      amount: cartItems.amount,
      seenNetPriceCents: cartItems.seenNetPriceCents,
      ...linePreferenceColumns,
      product: lineProductColumns,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(where)
    .orderBy(asc(cartItems.cartId), asc(cartItems.id));
}

/** The lines of the carts with today's products, in the order they were added. */
export function findCartLines(db: Database, cartIds: number[]): Promise<CartLineRow[]> {
  if (cartIds.length === 0) return Promise.resolve([]);
  return selectCartLines(db, inArray(cartItems.cartId, cartIds));
}

/** carts.lines_version counted up: in every statement that changes a cart's lines. */
export const nextLinesVersion = sql`${carts.linesVersion} + 1`;

/**
 * Counts a change of the cart's lines, so that an add to cart which read them before writes
 * nothing and reads again (cart-lines.repository.ts saveCartLineAt).
 */
async function linesChanged(db: Database, cartId: number): Promise<void> {
  await db.update(carts).set({ linesVersion: nextLinesVersion }).where(eq(carts.id, cartId));
}

/** Today's products of these barcodes, with the columns a cart line prices by. */
export function findLineProducts(db: Database, barcodes: string[]): Promise<LineProductRow[]> {
  if (barcodes.length === 0) return Promise.resolve([]);
  return db.select(lineProductColumns).from(products).where(inArray(products.barcode, barcodes));
}

/**
 * Sets lines' amounts and prices seen (new lines with the default preferences, existing ones
 * keep theirs), for a caller holding the cart's lock (lockCartContext).
 */
export async function saveCartLines(
  db: Database,
  cartId: number,
  lines: { productId: number; amount: number; seenNetPriceCents: number }[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartItems)
    .values(lines.map((line) => ({ ...line, cartId, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: {
        amount: sql`excluded.amount`,
        seenNetPriceCents: sql`excluded.seen_net_price_cents`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  await linesChanged(db, cartId);
}

/**
 * Copies lines into a cart; a product the cart already holds keeps its own line. Preferences not
 * given are the defaults (replace, no note).
 */
export async function copyCartLines(
  db: Database,
  cartId: number,
  lines: {
    productId: number;
    amount: number;
    seenNetPriceCents: number;
    replace?: boolean;
    note?: string;
  }[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(cartItems)
    .values(
      lines.map(({ replace, note, ...line }) => ({
        ...line,
        ...(replace === undefined ? {} : { replaceAllowed: replace }),
        ...(note === undefined ? {} : { pickerNote: note }),
        cartId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [cartItems.cartId, cartItems.productId] });
  await linesChanged(db, cartId);
}

export async function deleteCartLines(db: Database, cartId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.productId, productIds)));
  await linesChanged(db, cartId);
}

/** The price the customer saw becomes today's: they accepted the change (freeze check). */
export async function acceptSeenPrices(
  db: Database,
  cartId: number,
  prices: { productId: number; netPriceCents: number }[],
  now: Date,
): Promise<void> {
  for (const price of prices) {
    await db
      .update(cartItems)
      .set({ seenNetPriceCents: price.netPriceCents, updatedAt: now })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, price.productId)));
  }
  if (prices.length > 0) await linesChanged(db, cartId);
}
