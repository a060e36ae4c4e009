import { z } from 'zod';
import { CART_LINE_MAX_AMOUNT, cartSchema } from './cart';
import { databaseIdSchema } from './database-id';
import { allergenSchema } from './food-info';

/**
 * Shopping lists (smartlists) and favourites of spec §2, §3 and §7 (under /cli/slists), one
 * schema per form so the title popup and the API refuse the same titles. The rules are written in
 * README: Shopping lists and favourites.
 */

/** A list's title (spec §5 title popup: confirm disabled when empty), trimmed. */
export const LIST_TITLE_MAX_LENGTH = 50;
/** A custom item's own words ('birthday candles'), trimmed. */
export const CUSTOM_ITEM_DESCRIPTION_MAX_LENGTH = 100;
/**
 * Caps a script cannot push past: room for a household's lists (the issue plans for 20 lists of
 * 100 items) with margin, small enough that one customer's lists stay one quick page.
 */
export const LISTS_PER_CUSTOMER_MAX = 50;
export const ITEMS_PER_LIST_MAX = 200;
export const FAVOURITES_PER_CUSTOMER_MAX = 500;
/** An item's amount, like a cart line's: 3 characters of input (spec §5). */
export const LIST_ITEM_MAX_AMOUNT = CART_LINE_MAX_AMOUNT;

export const listTitleSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(LIST_TITLE_MAX_LENGTH, `at most ${LIST_TITLE_MAX_LENGTH} characters`);

const barcodeSchema = z.string().regex(/^\d{4,20}$/, 'must be a barcode of 4 to 20 digits');

/**
 * Pieces for products sold by the piece and custom items, kilograms for weighed products; the
 * API puts it on the product's stepper grid (never below 1 piece, or the product's minimum weight).
 */
const itemAmountSchema = z.number().positive().max(LIST_ITEM_MAX_AMOUNT);

export const listIdRequestSchema = z.object({ id: databaseIdSchema });
export const listParamsSchema = listIdRequestSchema;
export const listCreateRequestSchema = z.object({ title: listTitleSchema });
export type ListCreateRequest = z.infer<typeof listCreateRequestSchema>;
export const listTitleRequestSchema = z.object({ id: databaseIdSchema, title: listTitleSchema });
export type ListTitleRequest = z.infer<typeof listTitleRequestSchema>;

/** POST /items/create: a product by barcode, or a CUSTOM item with its own description. */
export const productItemRequestSchema = z.object({
  id: databaseIdSchema,
  type: z.literal('PRODUCT').optional(),
  barcode: barcodeSchema,
  amount: itemAmountSchema,
});
export const customItemRequestSchema = z.object({
  id: databaseIdSchema,
  type: z.literal('CUSTOM'),
  amount: itemAmountSchema,
  description: z
    .string()
    .trim()
    .min(1, 'required')
    .max(CUSTOM_ITEM_DESCRIPTION_MAX_LENGTH, `at most ${CUSTOM_ITEM_DESCRIPTION_MAX_LENGTH} characters`),
});
export const listItemCreateRequestSchema = z.union([productItemRequestSchema, customItemRequestSchema]);
export type ListItemCreateRequest = z.infer<typeof listItemCreateRequestSchema>;

export const listItemUpdateRequestSchema = z.object({
  id: databaseIdSchema,
  itemId: databaseIdSchema,
  amount: itemAmountSchema,
});
export type ListItemUpdateRequest = z.infer<typeof listItemUpdateRequestSchema>;
export const listItemDeleteRequestSchema = z.object({ id: databaseIdSchema, itemId: databaseIdSchema });

/**
 * POST /items/check: ticks an item off (or back on) in the aisle. It sets the value rather than
 * toggling it, so a tick made offline and sent again when the signal returns lands once
 * (README: Shopping lists offline).
 */
export const listItemCheckRequestSchema = z.object({
  id: databaseIdSchema,
  itemId: databaseIdSchema,
  checked: z.boolean(),
});
export type ListItemCheckRequest = z.infer<typeof listItemCheckRequestSchema>;

/**
 * Whether a product can be bought today: AVAILABLE, UNAVAILABLE (out of stock) or NOT_SOLD (the
 * catalogue dropped it). Such products stay on the list and say so; null for custom items.
 */
export const itemAvailabilitySchema = z.enum(['AVAILABLE', 'UNAVAILABLE', 'NOT_SOLD']);
export type ItemAvailability = z.infer<typeof itemAvailabilitySchema>;

/** An item of spec §3 smartlist, with the product's stepper fields (null for custom items and products no longer sold). */
export const smartlistItemSchema = z.object({
  id: z.number().int(),
  /** The same id under the spec's other name. */
  itemId: z.number().int(),
  type: z.enum(['PRODUCT', 'CUSTOM']),
  ref: z.string().nullable(),
  barcode: z.string().nullable(),
  /** The product's name in the asked language, or the custom item's own words. */
  description: z.string(),
  imageUrl: z.string().nullable(),
  amount: z.number(),
  /** Ticked off while shopping; a copied list starts with every item unticked. */
  checked: z.boolean(),
  availability: itemAvailabilitySchema.nullable(),
  purchaseUm: z.string().nullable(),
  umStep: z.number().nullable(),
  minWeight: z.number().nullable(),
  maxAmount: z.number().nullable(),
  /**
   * The product's allergens, so the line can warn of those the customer avoids (none for custom
   * items). A list the service worker kept from before they existed reads as none.
   */
  allergens: z.array(allergenSchema).default([]),
  mayContain: z.array(allergenSchema).default([]),
});
export type SmartlistItem = z.infer<typeof smartlistItemSchema>;

export const smartlistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Made by the shop from a cart left open at the end of the day. */
  automated: z.boolean(),
  items: z.array(smartlistItemSchema),
});
export type Smartlist = z.infer<typeof smartlistSchema>;

export const favouriteRequestSchema = z.object({ barcode: barcodeSchema });
/** Spec §3 favourite, identified by barcode. */
export const favouriteSchema = z.object({
  id: z.number().int(),
  barcode: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  availability: itemAvailabilitySchema,
  /** The product's allergens, so the row can warn of those the customer avoids. */
  allergens: z.array(allergenSchema).default([]),
  mayContain: z.array(allergenSchema).default([]),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** Why an item of a list did not go into the cart. */
export const notAddedReasonSchema = z.enum(['CUSTOM', 'NOT_SOLD', 'UNAVAILABLE', 'REFUSED']);
export type NotAddedReason = z.infer<typeof notAddedReasonSchema>;

export const notAddedItemSchema = z.object({
  itemId: z.number().int(),
  barcode: z.string().nullable(),
  description: z.string(),
  reason: notAddedReasonSchema,
  /** REFUSED: the cart's code (e.g. 4034 above the product's maximum, 4038 water packs) and message. */
  responseCode: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type NotAddedItem = z.infer<typeof notAddedItemSchema>;

/** POST /cli/slists/to-cart: the current cart with the list added, and what was left out. */
export const listToCartResponseSchema = z.object({
  cart: cartSchema,
  notAdded: z.array(notAddedItemSchema),
});
export type ListToCartResponse = z.infer<typeof listToCartResponseSchema>;
