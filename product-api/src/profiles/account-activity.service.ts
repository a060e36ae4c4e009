import type { AccountData } from '../contract/account';
import { euroOf } from '../contract/money';
import type { Database } from '../db/client';
import {
  findCartLinesOf,
  findCartsOf,
  findOrdersOf,
  findShoppingListLinesOf,
  findShoppingListsOf,
} from './account-activity.repository';

/**
 * The shopping records of the export (issue 30): orders, carts and shopping lists with their
 * lines. The queries name the caller; each row is checked again here before it is written into
 * the file, so a query that lost its condition would leave rows out rather than leak them.
 */

type Owned = { userId: number | null };
const ownedBy =
  (userId: number) =>
  <T extends Owned>(row: T): boolean =>
    row.userId === userId;

export async function ordersOf(db: Database, userId: number): Promise<AccountData['orders']> {
  const rows = (await findOrdersOf(db, userId)).filter(ownedBy(userId));
  return rows.map((order) => ({
    code: order.code,
    status: order.status,
    deliveryMode: order.deliveryMode,
    deliveryDate: order.deliveryDate,
    validFrom: order.validFrom.toISOString(),
    validTo: order.validTo.toISOString(),
    paymentMode: order.paymentMode,
    total: euroOf(order.totalCents),
    finalTotal: order.finalTotalCents === null ? null : euroOf(order.finalTotalCents),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
    checkout: order.checkout,
    cart: order.cart,
  }));
}

export async function cartsOf(db: Database, userId: number): Promise<AccountData['carts']> {
  const owned = ownedBy(userId);
  const [rows, lines] = await Promise.all([findCartsOf(db, userId), findCartLinesOf(db, userId)]);
  const mine = lines.filter(owned);
  return rows.filter(owned).map((cart) => ({
    status: cart.status,
    deliveryMode: cart.deliveryMode,
    addressDescription: cart.addressDescription,
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
    items: mine
      .filter((line) => line.cartId === cart.id)
      .map((line) => ({
        barcode: line.barcode,
        description: line.description,
        amount: line.amount,
        replaceAllowed: line.replaceAllowed,
        pickerNote: line.pickerNote,
        addedAt: line.createdAt.toISOString(),
      })),
  }));
}

export async function shoppingListsOf(db: Database, userId: number): Promise<AccountData['shoppingLists']> {
  const owned = ownedBy(userId);
  const [rows, lines] = await Promise.all([
    findShoppingListsOf(db, userId),
    findShoppingListLinesOf(db, userId),
  ]);
  const mine = lines.filter(owned);
  return rows.filter(owned).map((list) => ({
    title: list.title,
    automated: list.automated,
    createdAt: list.createdAt.toISOString(),
    items: mine
      .filter((line) => line.listId === list.id)
      .map((line) => ({
        barcode: line.barcode,
        type: line.type,
        description: line.description,
        amount: line.amount,
        addedAt: line.createdAt.toISOString(),
      })),
  }));
}
