import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, carts, orders, products, shoppingListItems, shoppingLists } from '../db/schema';

/**
 * SQL of the export's shopping records (issue 30): the caller's orders, carts and shopping lists
 * with their lines. Every query names the caller, lines included (joined to their cart or list
 * *and* its owner), so a row of another customer cannot enter the file.
 */

export function findOrdersOf(db: Database, userId: number) {
  return db
    .select({
      userId: orders.userId,
      code: orders.code,
      status: orders.status,
      deliveryMode: orders.deliveryMode,
      deliveryDate: orders.deliveryDate,
      validFrom: orders.validFrom,
      validTo: orders.validTo,
      paymentMode: orders.paymentMode,
      totalCents: orders.totalCents,
      finalTotalCents: orders.finalTotalCents,
      checkout: orders.checkout,
      cart: orders.cart,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export function findCartsOf(db: Database, userId: number) {
  return db
    .select({
      id: carts.id,
      userId: carts.userId,
      status: carts.status,
      deliveryMode: carts.deliveryMode,
      addressDescription: carts.addressDescription,
      createdAt: carts.createdAt,
      updatedAt: carts.updatedAt,
    })
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(asc(carts.id));
}

export function findCartLinesOf(db: Database, userId: number) {
  return db
    .select({
      cartId: cartItems.cartId,
      userId: carts.userId,
      barcode: products.barcode,
      description: products.description,
      amount: cartItems.amount,
      replaceAllowed: cartItems.replaceAllowed,
      pickerNote: cartItems.pickerNote,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.id, cartItems.cartId), eq(carts.userId, userId)))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .orderBy(asc(cartItems.cartId), asc(cartItems.id));
}

export function findShoppingListsOf(db: Database, userId: number) {
  return db
    .select({
      id: shoppingLists.id,
      userId: shoppingLists.userId,
      title: shoppingLists.title,
      automated: shoppingLists.automated,
      createdAt: shoppingLists.createdAt,
    })
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, userId))
    .orderBy(asc(shoppingLists.id));
}

export function findShoppingListLinesOf(db: Database, userId: number) {
  return db
    .select({
      listId: shoppingListItems.listId,
      userId: shoppingLists.userId,
      barcode: products.barcode,
      type: shoppingListItems.type,
      description: shoppingListItems.description,
      amount: shoppingListItems.amount,
      createdAt: shoppingListItems.createdAt,
    })
    .from(shoppingListItems)
    .innerJoin(
      shoppingLists,
      and(eq(shoppingLists.id, shoppingListItems.listId), eq(shoppingLists.userId, userId)),
    )
    .leftJoin(products, eq(products.id, shoppingListItems.productId))
    .orderBy(asc(shoppingListItems.listId), asc(shoppingListItems.id));
}
