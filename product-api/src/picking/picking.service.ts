import { cartSchema, type Cart } from '../contract/cart';
import { productQuerySchema } from '../contract/catalogue';
import { fail, ok, refuseFields, ResponseCode, type Result } from '../contract/envelope';
import {
  SUBSTITUTES_MAX,
  type PickLineSave,
  type PickList,
  type SubstituteCandidate,
  type SubstituteQuery,
} from '../contract/picking';
import { isPieces } from '../contract/quantity';
import type { StaffOrderSummary } from '../contract/staff';
import type { Database } from '../db/client';
import { nextStatusesFor, type OrderActor } from '../orders/order-lifecycle';
import { orderStateOf } from '../orders/order-transitions';
import { ORDER_NOT_FOUND_MESSAGE } from '../orders/transition-refusal';
import type { SearchIndexHolder } from '../search/search-index-holder';
import { searchPage } from '../search/search.service';
import { scopeOf } from '../staff/staff.service';
import type { StoreScope } from '../staff/staff-orders.repository';
import { pickListOf } from './pick-list-view';
import { checkPickedAmount, checkSubstituteAmount } from './pick-rules';
import {
  findAisles,
  findPickLines,
  findProducts,
  findScopedOrder,
  lockOrderStatusShared,
  upsertPickLine,
  type PickLineWrite,
  type ScopedOrder,
} from './picking.repository';

/**
 * The store's picking (issue 29 item 4; docs/order-lifecycle.md: Picking): the pick list of one
 * order, what the picker records per line, and the substitutes search. Staff reach the orders of
 * their stores only; another store's order reads as missing (architecture, The API contract).
 */

export { ORDER_NOT_FOUND_MESSAGE };
export const notFound = <T>(): Result<T> => fail(ResponseCode.GENERIC_ERROR, ORDER_NOT_FOUND_MESSAGE);

/** The member as the state machine sees them, and the stores they reach. */
export type StaffReach = { actor: OrderActor; scope: StoreScope };

export async function staffReachOf(db: Database, staffId: number): Promise<StaffReach> {
  const scope = await scopeOf(db, staffId);
  const actor: OrderActor =
    scope.kind === 'all'
      ? { kind: 'manager', staffId }
      : { kind: 'staff', staffId, storeIds: scope.storeIds };
  return { actor, scope };
}

/** The frozen cart of an order this API wrote; anything else is a fault, not a guess. */
export const frozenCartOf = (scoped: ScopedOrder): Cart => cartSchema.parse(scoped.order.cart);

function summaryOf(scoped: ScopedOrder, frozen: Cart): StaffOrderSummary {
  const state = orderStateOf(scoped.order);
  return {
    id: scoped.order.id,
    code: scoped.order.code,
    status: state.status,
    deliveryMode: state.deliveryMode,
    lineCount: frozen.items.length,
    customerFirstName: scoped.customerFirstName,
    storeId: scoped.order.storeId,
    validFrom: scoped.order.validFrom.toISOString(),
    validTo: scoped.order.validTo.toISOString(),
  };
}

/** The pick list of an order already read in the member's scope (its frozen cart, when parsed already). */
export async function pickListFor(
  db: Database,
  scoped: ScopedOrder,
  actor: OrderActor,
  frozen: Cart = frozenCartOf(scoped),
): Promise<PickList> {
  const categoryIds = [...new Set(frozen.items.map((item) => item.categoryId))];
  const [lines, aisles] = await Promise.all([
    findPickLines(db, scoped.order.id),
    findAisles(db, categoryIds),
  ]);
  const substituteBarcodes = lines.flatMap((line) =>
    line.substituteBarcode ? [line.substituteBarcode] : [],
  );
  const substitutes = new Map((await findProducts(db, substituteBarcodes)).map((row) => [row.barcode, row]));
  return pickListOf({
    scoped,
    summary: summaryOf(scoped, frozen),
    frozen,
    lines,
    aisles,
    substitutes,
    nextStatuses: nextStatusesFor(orderStateOf(scoped.order), actor),
  });
}

/** GET /ops/orders/{id}/pick-list. */
export async function pickList(db: Database, staffId: number, orderId: number): Promise<Result<PickList>> {
  const { actor, scope } = await staffReachOf(db, staffId);
  const scoped = await findScopedOrder(db, orderId, scope);
  return scoped ? ok(await pickListFor(db, scoped, actor)) : notFound();
}

const refuse = <T>(path: string, message: string): Result<T> => refuseFields([{ path, message }]);

/** What a save writes, once the line and its amounts passed the rules. */
async function lineWriteOf(
  db: Database,
  frozen: Cart,
  save: PickLineSave,
): Promise<Result<Omit<PickLineWrite, 'orderId' | 'staffId' | 'now'>>> {
  const item = frozen.items.find((candidate) => candidate.barcode === save.barcode);
  if (!item) return refuse('barcode', 'This product is not a line of the order');
  const empty = {
    barcode: save.barcode,
    pickedAmount: null,
    substituteBarcode: null,
    substituteAmount: null,
  };
  switch (save.state) {
    case 'open':
    case 'unavailable':
      return ok({ ...empty, state: save.state });
    case 'picked': {
      const amount = checkPickedAmount({ ...item, orderedAmount: item.amount }, save.amount);
      return amount.ok ? ok({ ...empty, state: 'picked', pickedAmount: amount.data }) : amount;
    }
    case 'substituted': {
      if (!item.replace) return refuse('substituteBarcode', 'The customer asked not to replace this product');
      if (save.substituteBarcode === save.barcode) {
        return refuse('substituteBarcode', 'A substitute is another product');
      }
      const [row] = await findProducts(db, [save.substituteBarcode]);
      // The catalogue is the same in every store: what is available is sold in the order's store.
      if (!row?.available) return refuse('substituteBarcode', 'This product is not sold in this store');
      const amount = checkSubstituteAmount(row, save.amount);
      if (!amount.ok) return amount;
      return ok({
        ...empty,
        state: 'substituted',
        substituteBarcode: row.barcode,
        substituteAmount: amount.data,
      });
    }
  }
}

/**
 * POST /ops/orders/{id}/pick-lines: records one line while the order is IN_PREPARATION (4205
 * otherwise), as one upsert under a share lock of the order row (picking/picking.repository.ts).
 */
export async function savePickLine(
  db: Database,
  staffId: number,
  orderId: number,
  save: PickLineSave,
  now: Date,
): Promise<Result<PickList>> {
  const { actor, scope } = await staffReachOf(db, staffId);
  const scoped = await findScopedOrder(db, orderId, scope);
  if (!scoped) return notFound();
  if (scoped.order.status !== 'IN_PREPARATION') return fail(ResponseCode.WRONG_ORDER_STATUS);
  const frozen = frozenCartOf(scoped);
  const write = await lineWriteOf(db, frozen, save);
  if (!write.ok) return write;
  const written = await db.transaction(async (tx) => {
    if ((await lockOrderStatusShared(tx, orderId)) !== 'IN_PREPARATION') return false;
    await upsertPickLine(tx, { ...write.data, orderId, staffId, now });
    return true;
  });
  if (!written) return fail(ResponseCode.WRONG_ORDER_STATUS);
  return ok(await pickListFor(db, scoped, actor, frozen));
}

/**
 * GET /ops/orders/{id}/substitutes?q=&barcode=: the catalogue's search (the same index and ranking
 * the shop's search uses), available products only, never the product being replaced.
 */
export async function substitutes(
  db: Database,
  searchIndex: SearchIndexHolder,
  staffId: number,
  orderId: number,
  query: SubstituteQuery,
): Promise<Result<SubstituteCandidate[]>> {
  const { scope } = await staffReachOf(db, staffId);
  if (!(await findScopedOrder(db, orderId, scope))) return notFound();
  // Staff work in English, the language of the shelf labels they pick from.
  const page = await searchPage(searchIndex, { ...productQuerySchema.parse({}), q: query.q }, 'en');
  if (!page.ok) return page;
  return ok(
    page.data.data
      .filter((product) => product.available && product.barcode !== query.barcode)
      .slice(0, SUBSTITUTES_MAX)
      .map((product) => ({
        barcode: product.barcode,
        description: product.description,
        brand: product.brand,
        imageUrl: product.imageUrl,
        price: product.netPrice,
        weighed: !isPieces(product),
        umStep: product.umStep,
      })),
  );
}
