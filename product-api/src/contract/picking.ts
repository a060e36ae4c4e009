import { z } from 'zod';
import { CART_LINE_MAX_AMOUNT } from './cart';
import { orderStatusSchema } from './checkout';
import { staffOrderSummarySchema } from './staff';

/**
 * The store's side of an order (issue 29 item 4; docs/order-lifecycle.md): the pick list, what
 * the picker records per line, the substitutes search and the staff's status changes. A line is
 * named by the ordered product's barcode: an order holds each product once (the cart's rule).
 */

/** Where a line stands: not picked yet, picked (amount or real weight), not available, replaced. */
export const PICK_LINE_STATES = ['open', 'picked', 'unavailable', 'substituted'] as const;
export const pickLineStateSchema = z.enum(PICK_LINE_STATES);
export type PickLineState = z.infer<typeof pickLineStateSchema>;

const barcodeSchema = z.string().regex(/^\d{4,20}$/, 'must be a barcode of 4 to 20 digits');
/** Pieces follow the product's stepper; weighed goods carry the scale's kilograms (3 decimals). */
const pickedAmountSchema = z.number().positive().max(CART_LINE_MAX_AMOUNT);

/** The product put in the bag instead of the ordered one. */
export const pickSubstituteSchema = z.object({
  barcode: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Pieces, or kilograms for weighed goods. */
  amount: z.number(),
  weighed: z.boolean(),
  /** The substitute's unit price (per piece or per kg) today. */
  price: z.number(),
});
export type PickSubstitute = z.infer<typeof pickSubstituteSchema>;

/** One line of the pick list: the ordered product, the customer's wishes and what was picked. */
export const pickLineSchema = z.object({
  barcode: z.string(),
  description: z.string(),
  brand: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categoryId: z.number().int(),
  /** Sold by weight: the picker enters the real kilograms the scale shows. */
  weighed: z.boolean(),
  /** The stepper of pieces (spec §5): umStep, and maxAmount when the product has one. */
  umStep: z.number(),
  maxAmount: z.number().nullable(),
  /** What the customer ordered: pieces, or kilograms for weighed goods. */
  orderedAmount: z.number(),
  /** The customer's choice (issue 29 item 3): false means never substitute this line. */
  replace: z.boolean(),
  /** The customer's note for the picker ('' when none). */
  note: z.string(),
  state: pickLineStateSchema,
  /** What went in the bag of the ordered product: pieces or kilograms; null while open. */
  pickedAmount: z.number().nullable(),
  substitute: pickSubstituteSchema.nullable(),
});
export type PickLine = z.infer<typeof pickLineSchema>;

/** The lines of one category, in the store's fixed aisle order (the picker's walk). */
export const pickAisleSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  lines: z.array(pickLineSchema),
});
export type PickAisle = z.infer<typeof pickAisleSchema>;

/**
 * Answer of GET /ops/orders/{id}/pick-list (and of every picking call): the order, its version
 * (a status change states it: 4206 when another change came first), the aisles, and the statuses
 * this staff member may move the order to now (the state machine's answer, never repeated here).
 */
export const pickListSchema = z.object({
  order: staffOrderSummarySchema.extend({
    version: z.number().int(),
    storeName: z.string(),
    /** The customer's order notes (spec §5), '' when none. */
    notes: z.string(),
    /** The cart's total at checkout, and the final one once picking is done (null before). */
    orderedTotal: z.number(),
    finalTotal: z.number().nullable(),
    /** The BCRS deposit in those totals (its own line on the screen): ordered, and of what was picked. */
    orderedDeposit: z.number(),
    finalDeposit: z.number().nullable(),
  }),
  aisles: z.array(pickAisleSchema),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  nextStatuses: z.array(orderStatusSchema),
});
export type PickList = z.infer<typeof pickListSchema>;

/**
 * POST /ops/orders/{id}/pick-lines: records one line, only while the order is IN_PREPARATION
 * (4205 otherwise). `open` undoes what was recorded; `substituted` only where the customer
 * allowed it (replace true), else 400 naming the field.
 */
export const pickLineSaveSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('open'), barcode: barcodeSchema }),
  z.object({ state: z.literal('picked'), barcode: barcodeSchema, amount: pickedAmountSchema }),
  z.object({ state: z.literal('unavailable'), barcode: barcodeSchema }),
  z.object({
    state: z.literal('substituted'),
    barcode: barcodeSchema,
    substituteBarcode: barcodeSchema,
    amount: pickedAmountSchema,
  }),
]);
export type PickLineSave = z.infer<typeof pickLineSaveSchema>;

/** GET /ops/orders/{id}/substitutes?q=: products of the order's store to put in instead. */
/** q: the words searched; barcode: the line being replaced, which is never offered for itself. */
export const substituteQuerySchema = z.object({
  q: z.string().trim().min(2).max(60),
  barcode: barcodeSchema.optional(),
});
export type SubstituteQuery = z.infer<typeof substituteQuerySchema>;
/** At most this many candidates an answer: a handheld's screen, not a catalogue page. */
export const SUBSTITUTES_MAX = 20;
export const substituteCandidateSchema = z.object({
  barcode: z.string(),
  description: z.string(),
  brand: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.number(),
  weighed: z.boolean(),
  umStep: z.number(),
});
export type SubstituteCandidate = z.infer<typeof substituteCandidateSchema>;
export const substituteCandidatesSchema = z.array(substituteCandidateSchema);

/**
 * POST /ops/orders/{id}/status: the staff's change (start picking, picking done, ready, out for
 * delivery, collected, not collected, delivered, refused, cancelled with a reason). `version` is
 * the one the screen showed: 4206 when the order moved on meanwhile; a repeat is harmless.
 */
export const staffStatusChangeSchema = z.object({
  to: orderStatusSchema,
  version: z.number().int().min(0),
  reason: z.string().trim().max(200).optional(),
});
export type StaffStatusChange = z.infer<typeof staffStatusChangeSchema>;
