import type { Language } from '../contract/catalogue';
import type { Allergen } from '../contract/food-info';
import {
  LIST_ITEM_MAX_AMOUNT,
  type Favourite,
  type ItemAvailability,
  type NotAddedItem,
  type Smartlist,
  type SmartlistItem,
} from '../contract/lists';
import { normalise, type StepperProduct } from '../contract/quantity';
import { nameIn } from '../products/product-mapper';
import type { FavouriteRow, ItemProductRow, ListItemRow, ListRow } from './lists.repository';

/**
 * The pure rules of the shopping lists (README: Shopping lists and favourites): amounts on the
 * stepper's grid and the wire shape of lists, items and favourites. No I/O, so every boundary is
 * reachable from a test.
 */

/** A custom item counts pieces: whole numbers from 1 (spec §5: a list item never below 1). */
const CUSTOM_STEPPER: StepperProduct = {
  purchaseUm: 'PZ',
  umStep: 1,
  minWeight: null,
  maxAmount: LIST_ITEM_MAX_AMOUNT,
};

/**
 * An item's amount as the list keeps it, in the unit the cart takes for the product (so the list
 * goes into the cart as it is): whole pieces from 1 for products sold by the piece and custom
 * items; for weighed products kilograms on the product's step grid from its minimum weight (the
 * cart's stepper, contract/quantity.ts), since '1' of a 0.25 kg step product means 1 kg. Never
 * above the product's maximum nor LIST_ITEM_MAX_AMOUNT. A product no longer sold counts pieces.
 */
export function itemAmountOf(product: StepperProduct | null, amount: number): number {
  const stepper = product
    ? { ...product, maxAmount: Math.min(product.maxAmount ?? LIST_ITEM_MAX_AMOUNT, LIST_ITEM_MAX_AMOUNT) }
    : CUSTOM_STEPPER;
  return normalise(stepper, amount).amount;
}

export function availabilityOf(product: Pick<ItemProductRow, 'available'> | null): ItemAvailability {
  if (!product) return 'NOT_SOLD';
  return product.available ? 'AVAILABLE' : 'UNAVAILABLE';
}

export function itemOf(item: ListItemRow, language: Language): SmartlistItem {
  const { product } = item;
  const custom = item.type === 'CUSTOM';
  return {
    id: item.id,
    itemId: item.id,
    type: custom ? 'CUSTOM' : 'PRODUCT',
    ref: product?.ref ?? null,
    barcode: item.barcode,
    // A product no longer sold keeps the name it had when it was added.
    description: product ? nameIn(product, language) : item.description,
    imageUrl: product?.imageUrl ?? null,
    amount: item.amount,
    checked: item.checked,
    availability: custom ? null : availabilityOf(product),
    purchaseUm: product?.purchaseUm ?? null,
    umStep: product?.umStep ?? null,
    minWeight: product?.minWeight ?? null,
    maxAmount: product?.maxAmount ?? null,
    // The catalogue writer stores only Annex II codes (catalogue import), as product-mapper reads them.
    allergens: (product?.allergens ?? []) as Allergen[],
    mayContain: (product?.mayContain ?? []) as Allergen[],
  };
}

export function smartlistOf(list: ListRow, items: ListItemRow[], language: Language): Smartlist {
  return {
    id: list.id,
    title: list.title,
    automated: list.automated,
    items: items.filter((item) => item.listId === list.id).map((item) => itemOf(item, language)),
  };
}

export function favouriteOf(row: FavouriteRow, language: Language): Favourite {
  return {
    id: row.id,
    barcode: row.barcode,
    description: row.product ? nameIn(row.product, language) : row.barcode,
    imageUrl: row.product?.imageUrl ?? null,
    availability: availabilityOf(row.product),
    allergens: (row.product?.allergens ?? []) as Allergen[],
    mayContain: (row.product?.mayContain ?? []) as Allergen[],
  };
}

/** 'W0000123 · 28/11/2026': an order's code and delivery day, the title of a list copied from it. */
export function orderListTitle(code: string, deliveryDay: string): string {
  return `${code} · ${deliveryDay.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1')}`;
}

/** A list's products that may go into the cart, and the items that cannot, said why. */
export type CartPlan = {
  additions: { itemId: number; barcode: string; description: string; amount: number }[];
  notAdded: NotAddedItem[];
};

/**
 * Which items of a list go into the cart (README: Shopping lists and favourites): available
 * products only; custom items, products out of stock and products no longer sold are answered
 * back so the shopper sees what is missing, never silently dropped.
 */
export function cartPlanOf(items: ListItemRow[], language: Language): CartPlan {
  const plan: CartPlan = { additions: [], notAdded: [] };
  for (const item of items) {
    const { description, availability } = itemOf(item, language);
    const reason = item.type === 'CUSTOM' ? 'CUSTOM' : (availability ?? 'NOT_SOLD');
    if (reason === 'AVAILABLE') {
      // An available product was found by the item's barcode, so it has one.
      if (item.barcode !== null) {
        plan.additions.push({ itemId: item.id, barcode: item.barcode, description, amount: item.amount });
      }
      continue;
    }
    const left = { itemId: item.id, barcode: item.barcode, description };
    plan.notAdded.push({ ...left, reason, responseCode: null, message: null });
  }
  return plan;
}
