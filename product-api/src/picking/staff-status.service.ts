import { cartSchema } from '../contract/cart';
import { fail, ok, ResponseCode, type Result } from '../contract/envelope';
import type { PickList, StaffStatusChange } from '../contract/picking';
import type { Database } from '../db/client';
import type { TransitionRequest } from '../orders/order-lifecycle';
import { moveOrder, type TransitionDeps, type TransitionOutcome } from '../orders/order-transitions';
import type { OrderRow } from '../orders/orders.repository';
import { transitionRefusalResult } from '../orders/transition-refusal';
import { preparedCartOf } from './prepared-cart';
import { findPickLines, findProducts, findScopedOrder, writePreparedCart } from './picking.repository';
import { notFound, pickListFor, staffReachOf } from './picking.service';

/**
 * POST /ops/orders/{id}/status: every staff change goes through the orders' state machine
 * (orders/order-transitions.ts moveOrder, the only writer of a status); 'picking done' first fixes
 * the prepared cart and the final total in the same transaction (docs/order-lifecycle.md: Picking).
 */

type StatusOutcome = TransitionOutcome | { ok: false; refusal: 'openLines'; open: number };

/** Thrown inside the transaction so that a refusal after the prepared cart was written undoes it. */
class PickingDoneRefused extends Error {
  constructor(readonly outcome: TransitionOutcome) {
    super('picking done refused by the state machine');
  }
}

/** Thrown before anything is written: picking is not done while a line is open. */
class OpenLinesRefused extends Error {
  constructor(readonly open: number) {
    super('picking done with open lines');
  }
}

/**
 * 'Picking done' fixes the prepared cart and the final total once the machine has decided to move
 * the order (moveOrder's only decision) and before the status is written, so the capture and the
 * documents of the move read the final total. Refuses while a line is open.
 */
async function writePreparedCartOf(tx: Database, row: OrderRow, now: Date): Promise<void> {
  const frozen = cartSchema.parse(row.cart);
  const lines = new Map((await findPickLines(tx, row.id)).map((line) => [line.barcode, line]));
  const open = frozen.items.filter((item) => (lines.get(item.barcode)?.state ?? 'open') === 'open').length;
  if (open > 0) throw new OpenLinesRefused(open);
  const barcodes = [
    ...frozen.items.map((item) => item.barcode),
    ...[...lines.values()].flatMap((line) => (line.substituteBarcode ? [line.substituteBarcode] : [])),
  ];
  const products = new Map((await findProducts(tx, barcodes)).map((product) => [product.barcode, product]));
  const prepared = preparedCartOf({ frozen, lines, products });
  await writePreparedCart(tx, {
    orderId: row.id,
    preparedCart: prepared.cart,
    finalTotalCents: prepared.totalCents,
    now,
  });
}

/**
 * IN_PREPARATION → ISSUING_RECEIPT. moveOrder locks the order row first: a second picker finishing
 * the same order waits, then finds it moved on and gets the machine's answer for a repeat (the
 * order as it is, nothing written), so there is one prepared cart, one final total and one capture.
 */
async function finishPicking(
  tx: Database,
  orderId: number,
  request: TransitionRequest,
  deps: TransitionDeps,
): Promise<StatusOutcome> {
  let written = false;
  const outcome = await moveOrder(tx, orderId, request, deps, async (row) => {
    await writePreparedCartOf(tx, row, deps.now);
    written = true;
  });
  if (written && !outcome.ok) throw new PickingDoneRefused(outcome);
  return outcome;
}

async function applyChange(
  db: Database,
  orderId: number,
  request: TransitionRequest,
  deps: TransitionDeps,
): Promise<StatusOutcome> {
  try {
    return await db.transaction((tx) =>
      request.to === 'ISSUING_RECEIPT'
        ? finishPicking(tx, orderId, request, deps)
        : moveOrder(tx, orderId, request, deps),
    );
  } catch (error) {
    if (error instanceof PickingDoneRefused) return error.outcome;
    if (error instanceof OpenLinesRefused) return { ok: false, refusal: 'openLines', open: error.open };
    throw error;
  }
}

const openLinesMessage = (open: number): string =>
  `${open} ${open === 1 ? 'line is' : 'lines are'} still open: pick, mark as not available or substitute ${
    open === 1 ? 'it' : 'each'
  } before picking is done`;

function refusalOf(outcome: Exclude<StatusOutcome, { ok: true }>): Result<never> {
  return outcome.refusal === 'openLines'
    ? fail(ResponseCode.GENERIC_ERROR, openLinesMessage(outcome.open))
    : transitionRefusalResult(outcome.refusal);
}

/** A staff member's change of an order's status; answers the pick list as it now is. */
export async function changeOrderStatus(
  db: Database,
  staffId: number,
  orderId: number,
  change: StaffStatusChange,
  deps: TransitionDeps,
): Promise<Result<PickList>> {
  const { actor, scope } = await staffReachOf(db, staffId);
  if (!(await findScopedOrder(db, orderId, scope))) return notFound();
  const request: TransitionRequest = {
    to: change.to,
    actor,
    seenVersion: change.version,
    reason: change.reason,
  };
  const outcome = await applyChange(db, orderId, request, deps);
  if (!outcome.ok) return refusalOf(outcome);
  const scoped = await findScopedOrder(db, orderId, scope);
  return scoped ? ok(await pickListFor(db, scoped, actor)) : notFound();
}
