import { z } from 'zod';
import { deliveryModeSchema, productSchema } from './catalogue';
import { cartCouponSchema } from './coupons';
import { databaseIdSchema } from './database-id';
import { notesSchema } from './notes';

/**
 * Carts of spec §3 and their calls under /cli/ecommerce (spec §7). Money travels as euro numbers
 * with 2 decimals (computed in cents on the API), amounts in pieces (PZ) or kilograms.
 */

/** The related line of a cart item (spec §3 cartItemRelatedProduct): the water-pack surcharge. */
export const cartItemRelatedProductSchema = z.object({
  description: z.string(),
  price: z.number(),
  amount: z.number(),
  rowPrice: z.number(),
});

/**
 * A cart item: the product's fields (today's prices) plus the line. status 'danger' marks a
 * product that is no longer available (spec §2 orders, cart).
 */
export const cartItemSchema = productSchema.extend({
  /** Pieces for PZ, kilograms otherwise. */
  amount: z.number(),
  /** Approximate weight in grams of a weighed line (spec §9: rounded up to the next 10 g); null for pieces. */
  weight: z.number().nullable(),
  /** Line total at list prices, and what the customer pays for it (offers applied). */
  rowPrice: z.number(),
  rowNetPrice: z.number(),
  /** The multi-buy offer's own words on every line of such a product ('2 for €1.50'), else null. */
  promoNote: z.string().nullable(),
  cartItemRelatedProduct: cartItemRelatedProductSchema.nullable(),
  rowPriceWithCartItemRelated: z.number(),
  rowNetPriceWithCartItemRelated: z.number(),
  status: z.enum(['ok', 'danger']),
  /**
   * The customer's substitution preference for the picker (issue 29): true replaces an unavailable
   * product with a similar one (the default), false leaves it out. The defaults read orders frozen
   * before lines carried it as they were placed.
   */
  replace: z.boolean().default(true),
  /** The customer's note for the picker (spec §5 notes rules), '' when none. */
  note: z.string().default(''),
  /**
   * The BCRS deposit of the line's containers (README: Deposit on drink containers), outside
   * rowNetPrice and every offer. Orders frozen before the deposit read as none.
   */
  rowDeposit: z.number().default(0),
  // Orders frozen before the food information (migration 0026) read as a product without any.
  allergens: productSchema.shape.allergens.default([]),
  mayContain: productSchema.shape.mayContain.default([]),
  diets: productSchema.shape.diets.default([]),
  depositUnits: productSchema.shape.depositUnits.default(0),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A fee of the cart (spec §3): the delivery fee applies while the net total is under maxCartNetTotal. */
export const cartFeeSchema = z.object({
  id: z.string(),
  description: z.string(),
  value: z.number(),
  maxCartNetTotal: z.number(),
});
export type CartFee = z.infer<typeof cartFeeSchema>;

export const cartDeliverySchema = z.object({
  deliveryDate: z.string().nullable(),
  timeSlot: z.object({ validFrom: z.string(), validTo: z.string() }).nullable(),
  addressDescription: z.string().nullable(),
  /** The slot held for this cart during checkout and when the hold runs out (ISO 8601). */
  timeSlotId: z.number().int().nullable(),
  holdExpiresAt: z.string().nullable(),
});

export const cartSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(cartItemSchema),
  /** Pieces: each PZ line counts its amount, each weighed line counts 1. */
  itemsCount: z.number().int(),
  /** Goods after offers, plus the water-pack surcharge. */
  netTotal: z.number(),
  /**
   * The customer's activated coupons this cart's pricing applies (README: Coupons and loyalty
   * rewards), [] when none; total and totalToPay already take them off. Orders frozen before
   * coupons existed read as [].
   */
  coupons: z.array(cartCouponSchema).default([]),
  /**
   * The BCRS deposit of the lines (README: Deposit on drink containers): its own line, never
   * discounted, in total and totalToPay. Orders frozen before the deposit read as 0.
   */
  depositTotal: z.number().default(0),
  /** netTotal plus the fees that apply and the deposit, less the coupons. */
  total: z.number(),
  /** What the customer pays on delivery; a card is pre-authorised for preAuthorisedTotal. */
  totalToPay: z.number(),
  preAuthorisedTotal: z.number(),
  /** Minimum net total of the delivery mode (spec §5); 0 when the mode has none. */
  minNetTotal: z.number(),
  /** How much more net total makes delivery free; null when the mode has no delivery fee. */
  missingForFreeDelivery: z.number().nullable(),
  /** Spec §5: the gift offer applies from SHOP_RULES.giftFromCents. */
  giftAvailable: z.boolean(),
  /** Water packs in the cart (at most SHOP_RULES.maxWaterPacksPerOrder an order). */
  bundleCount: z.number().int(),
  storeId: z.number().int(),
  storeDescription: z.string(),
  deliveryMode: deliveryModeSchema,
  addressId: z.number().int().nullable(),
  fees: z.array(cartFeeSchema),
  delivery: cartDeliverySchema,
  payment: z.object({ mode: z.string().nullable() }),
  paymentMode: z.string().nullable(),
  orderId: z.number().int().nullable(),
  /** After POST /cart/freeze/check with code 4105: lines whose price changed, and lines removed. */
  updatedItems: z.array(cartItemSchema).optional(),
  removedItems: z.array(cartItemSchema).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /cart/open (spec §7). addressId is required for AT_HOME and SHIPPED, ignored otherwise. */
export const cartOpenRequestSchema = z.object({
  storeId: databaseIdSchema.optional(),
  deliveryMode: deliveryModeSchema,
  addressId: databaseIdSchema.optional(),
  terminalType: z.string().trim().max(20).default('WEB'),
  terminalId: z.string().trim().max(40).optional(),
});
export type CartOpenRequest = z.infer<typeof cartOpenRequestSchema>;

/** The product a line call names, by barcode. */
const lineBarcodeSchema = z.string().regex(/^\d{4,20}$/, 'must be a barcode of 4 to 20 digits');

/** Largest amount of a line when the product sets no maxAmount (3 characters of input: 999). */
export const CART_LINE_MAX_AMOUNT = 999;

/**
 * POST /cart/store: sets the line of `barcode` to `amount` pieces (PZ) or `weight` kilograms
 * (absolute, so a retried request changes nothing more). preview: answer the cart as it would be,
 * saving nothing.
 */
export const cartStoreRequestSchema = z
  .object({
    cartId: databaseIdSchema,
    barcode: lineBarcodeSchema,
    amount: z.number().positive().max(CART_LINE_MAX_AMOUNT).optional(),
    weight: z.number().positive().max(CART_LINE_MAX_AMOUNT).optional(),
    preview: z.boolean().default(false),
  })
  .refine((b) => (b.amount === undefined) !== (b.weight === undefined), {
    message: 'give either amount (pieces) or weight (kg)',
    path: ['amount'],
  });
export type CartStoreRequest = z.infer<typeof cartStoreRequestSchema>;

export const cartStoreResponseSchema = z.object({
  updatedProduct: z.object({ um: z.string(), description: z.string(), amount: z.number() }),
  cart: cartSchema,
});
export type CartStoreResponse = z.infer<typeof cartStoreResponseSchema>;

/** POST /cart/delete: removes the line of `barcode`. */
export const cartItemDeleteRequestSchema = z.object({
  cartId: databaseIdSchema,
  barcode: lineBarcodeSchema,
  preview: z.boolean().default(false),
});

/**
 * POST /cart/line/preferences (our addition, issue 29): a line's substitution preference and its
 * note for the picker. Both are the line's state, set absolutely, so a retried request changes
 * nothing more; the note follows the checkout notes' rules (spec §5).
 */
export const cartLinePreferencesRequestSchema = z.object({
  cartId: databaseIdSchema,
  barcode: lineBarcodeSchema,
  replace: z.boolean(),
  note: notesSchema,
});
export type CartLinePreferencesRequest = z.infer<typeof cartLinePreferencesRequestSchema>;

/** POST /cart/select (our addition for the /carts screen): makes an open cart the current one. */
export const cartSelectRequestSchema = z.object({ cartId: databaseIdSchema });

/** POST /cart/review: the cart priced today (refresh re-reads the products). */
export const cartReviewRequestSchema = z.object({
  cartId: databaseIdSchema,
  refresh: z.boolean().default(true),
});

/** POST /cart/move: the cart's lines into a cart of another store or mode. */
export const cartMoveRequestSchema = z.object({
  cartId: databaseIdSchema,
  storeId: databaseIdSchema.optional(),
  deliveryMode: deliveryModeSchema.optional(),
  addressId: databaseIdSchema.optional(),
});

/** Answer of POST /cart/move: the new cart and the lines the new store could not take. */
export const cartMoveResponseSchema = z.object({
  cart: cartSchema,
  unavailableItems: z.array(z.object({ barcode: z.string(), description: z.string() })),
});

/** POST /cart/freeze/check (spec §7): 0 when nothing changed, 4105 with updatedItems/removedItems. */
export const freezeCheckRequestSchema = z.object({
  cartId: databaseIdSchema,
  preview: z.boolean().default(false),
});

/** GET /configuration/deliveryMode/{mode}: the payment methods of the mode. */
export const paymentMethodTypeSchema = z.enum(['CASH', 'APCOPAY', 'BANCOMAT', 'CREDIT_CARD', 'STRIPE']);
export const deliveryModeConfigurationSchema = z.object({
  deliveryMode: deliveryModeSchema,
  paymentMethods: z.array(paymentMethodTypeSchema),
  minNetTotal: z.number(),
});

/** Path of GET /configuration/deliveryMode/{mode}. */
export const deliveryModeParamsSchema = z.object({ mode: deliveryModeSchema });
