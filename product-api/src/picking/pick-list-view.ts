import type { CartItem, Cart } from '../contract/cart';
import type { OrderStatus } from '../contract/checkout';
import { euroOf } from '../contract/money';
import type { PickAisle, PickLine, PickLineState, PickList } from '../contract/picking';
import { pickLineStateSchema } from '../contract/picking';
import { preparedCartSchema } from '../contract/orders';
import { isPieces } from '../contract/quantity';
import type { StaffOrderSummary } from '../contract/staff';
import type { LineProductRow } from '../carts/carts.repository';
import { compareAisles } from './aisle-walk';
import type { AisleRow, PickLineRow, ScopedOrder } from './picking.repository';

/** The pick list as the staff's screen reads it (contract/picking.ts), from rows the service loaded. Pure. */

export type PickListParts = {
  scoped: ScopedOrder;
  summary: StaffOrderSummary;
  frozen: Cart;
  lines: readonly PickLineRow[];
  aisles: readonly AisleRow[];
  /** Today's rows of the substitutes recorded, by barcode. */
  substitutes: ReadonlyMap<string, LineProductRow>;
  nextStatuses: OrderStatus[];
};

function pickLineOf(item: CartItem, line: PickLineRow | undefined, parts: PickListParts): PickLine {
  const state: PickLineState = line ? pickLineStateSchema.parse(line.state) : 'open';
  const substituteRow =
    state === 'substituted' && line?.substituteBarcode
      ? parts.substitutes.get(line.substituteBarcode)
      : undefined;
  return {
    barcode: item.barcode,
    description: item.description,
    brand: item.brand,
    imageUrl: item.imageUrl,
    categoryId: item.categoryId,
    weighed: !isPieces(item),
    umStep: item.umStep,
    maxAmount: item.maxAmount,
    orderedAmount: item.amount,
    replace: item.replace,
    note: item.note,
    state,
    pickedAmount: state === 'picked' ? (line?.pickedAmount ?? null) : null,
    substitute:
      substituteRow && line?.substituteAmount
        ? {
            barcode: substituteRow.barcode,
            description: substituteRow.description,
            imageUrl: substituteRow.imageUrl,
            amount: line.substituteAmount,
            weighed: !isPieces(substituteRow),
            price: euroOf(substituteRow.netPriceCents),
          }
        : null,
  };
}

/** The lines grouped by category, the groups in the walk of picking/aisle-walk.ts. */
function aislesOf(lines: PickLine[], rows: readonly AisleRow[]): PickAisle[] {
  const byId = new Map(rows.map((row) => [row.categoryId, row]));
  const groups = new Map<number, PickLine[]>();
  for (const line of lines) groups.set(line.categoryId, [...(groups.get(line.categoryId) ?? []), line]);
  const placeOf = (categoryId: number) => {
    const row = byId.get(categoryId);
    // A category deleted since the order was placed walks with the unlisted aisles.
    return row
      ? { ...row, categoryId }
      : { categoryId, mainDescription: '', mainOrder: Number.MAX_SAFE_INTEGER, subOrder: 0 };
  };
  return [...groups.keys()]
    .sort((a, b) => compareAisles(placeOf(a), placeOf(b)))
    .map((categoryId) => ({
      categoryId,
      categoryName: byId.get(categoryId)?.description ?? '',
      lines: groups.get(categoryId) ?? [],
    }));
}

export function pickListOf(parts: PickListParts): PickList {
  const { order, storeName } = parts.scoped;
  const byBarcode = new Map(parts.lines.map((line) => [line.barcode, line]));
  const lines = parts.frozen.items.map((item) => pickLineOf(item, byBarcode.get(item.barcode), parts));
  const checkout = order.checkout;
  const notes =
    typeof checkout === 'object' && checkout !== null && 'notes' in checkout
      ? String(checkout.notes ?? '')
      : '';
  return {
    order: {
      ...parts.summary,
      version: order.version,
      storeName,
      notes,
      orderedTotal: euroOf(order.totalCents),
      finalTotal: order.finalTotalCents === null ? null : euroOf(order.finalTotalCents),
      orderedDeposit: parts.frozen.depositTotal,
      finalDeposit:
        order.finalTotalCents === null || order.preparedCart === null
          ? null
          : preparedCartSchema.parse(order.preparedCart).depositTotal,
    },
    aisles: aislesOf(lines, parts.aisles),
    progress: { done: lines.filter((line) => line.state !== 'open').length, total: lines.length },
    nextStatuses: parts.nextStatuses,
  };
}
