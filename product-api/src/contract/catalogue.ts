import { z } from 'zod';
import { databaseIdSchema } from './database-id';
import { ALLERGENS, DIETS, allergenSchema, dietSchema, foodInfoSchema } from './food-info';

/** Category of spec §3; sub-categories have the same shape. */
export type Category = {
  id: number;
  description: string;
  imageUrl: string | null;
  order: number;
  items: Category[];
};
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    order: z.number().int(),
    items: z.array(categorySchema),
  }),
);

export const promotionSchema = z.object({
  /**
   * PERCENTAGE, AMOUNT, FIXED_PRICE, MULTI_BUY, or UNKNOWN (spec §3: UNKNOWN is special: no badge
   * text). MULTI_BUY ('2 for €1.50'): value is the price of `quantity` items in euro, and one item
   * costs the product's netPrice.
   */
  valueType: z.string(),
  value: z.number().nullable(),
  /** MULTI_BUY: how many items value buys; null for the other types. */
  quantity: z.number().int().nullable(),
  description: z.string(),
});

/** Product of spec §3. Prices are euro numbers with 2 decimals on the wire. */
export const productSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  barcode: z.string(),
  description: z.string(),
  brand: z.string().nullable(),
  imageUrl: z.string().nullable(),
  available: z.boolean(),
  /** List price; above netPrice when the product is discounted (the struck-through old price). */
  price: z.number(),
  /** Price the customer pays. */
  netPrice: z.number(),
  /** Price per unit of measure (per kg, per litre, per piece). */
  pricePerUm: z.number(),
  /** The unit pricePerUm refers to, e.g. KG, LT, PZ. */
  umPerUm: z.string(),
  /** Selling unit: PZ for pieces, KG for weighed goods. */
  um: z.string(),
  purchaseUm: z.string(),
  umStep: z.number(),
  minWeight: z.number().nullable(),
  maxAmount: z.number().nullable(),
  promotions: z.array(promotionSchema),
  vatConfigurationId: z.number().int(),
  /** Price per kg as text, kept for the spec's attrib3. */
  attrib3: z.string().nullable(),
  categoryId: z.number().int(),
  tags: z.array(z.string()),
  /** Annex II allergens it contains and may contain (contract/food-info.ts): cards warn of them. */
  allergens: z.array(allergenSchema),
  mayContain: z.array(allergenSchema),
  diets: z.array(dietSchema),
  /** Single-use drink containers, each with the BCRS deposit on top of the price (a six-pack: 6). */
  depositUnits: z.number().int().nonnegative(),
});
export type Product = z.infer<typeof productSchema>;

/** The product page's answer: the product and its food information, null when it has none. */
export const productDetailSchema = productSchema.extend({ foodInfo: foodInfoSchema.nullable() });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Paged product response of spec §3 (product search). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    totalPages: z.number().int(),
    number: z.number().int(),
    last: z.boolean(),
  });
}
export const productPageSchema = pagedSchema(productSchema).extend({
  /**
   * A search that matched nothing as typed answers fewer of its words: these, as the shopper typed
   * them ('No results for "x y z". Showing results for "x y".'). Absent otherwise.
   */
  relaxedQuery: z.string().optional(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

const booleanParam = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/**
 * Languages of category and product names: English always, Italian where the catalogue has it.
 * Without lang a catalogue call names things in the Accept-Language header's language.
 */
export const languageSchema = z.enum(['en', 'it']);
export type Language = z.infer<typeof languageSchema>;

/**
 * A list of codes as one parameter, comma-separated ('VEGAN,GLUTEN_FREE'): each code once, in the
 * order of `codes`, so every spelling of one filter is one cache entry; an unknown code is refused.
 */
function codeListParam<const T extends readonly [string, ...string[]]>(codes: T) {
  return z
    .string()
    .max(300)
    .optional()
    .transform((v) => (v ? v.split(',').map((code) => code.trim()) : []))
    .pipe(z.array(z.enum(codes)))
    .transform((list) => codes.filter((code): code is T[number] => list.includes(code)));
}

/**
 * Query of GET /cli/ecommerce/products (spec §7). Page numbers start at 0. `diets`: products
 * suiting every one named; `freeFrom`: products neither containing nor possibly containing (may
 * contain) any allergen named, since a shopper avoiding peanuts avoids 'may contain peanuts' too.
 */
export const productQuerySchema = z.object({
  store: databaseIdSchema.optional(),
  q: z.string().trim().max(100).optional(),
  p: z.coerce.number().int().min(0).max(10_000).default(0),
  category: databaseIdSchema.optional(),
  onlyPromotions: booleanParam,
  onlyBranded: booleanParam,
  tag: z.string().trim().max(50).optional(),
  brand: z.string().trim().max(80).optional(),
  diets: codeListParam(DIETS),
  freeFrom: codeListParam(ALLERGENS),
  lang: languageSchema.optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const featuredQuerySchema = z.object({
  p: z.coerce.number().int().min(0).max(10_000).default(0),
  store: databaseIdSchema.optional(),
  lang: languageSchema.optional(),
});

/** Query of GET /cli/ecommerce/products/{barcode}. */
export const productLanguageQuerySchema = z.object({ lang: languageSchema.optional() });

/**
 * Query of GET /cli/categories; without lang the Accept-Language header decides. With a tag the
 * tree keeps only the categories holding products with that tag (and the main categories above
 * them), so a category screen opened for a tag offers only where its products are (spec §2).
 */
export const categoryQuerySchema = z.object({
  lang: languageSchema.optional(),
  tag: z.string().trim().min(1).max(50).optional(),
});

export const suggestionQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  lang: languageSchema.optional(),
});

/** Search suggestions of spec §3. */
export const suggestionsSchema = z.object({
  tips: z.array(z.string()),
  categories: z.array(z.object({ label: z.string(), count: z.number().int(), categoryId: z.number().int() })),
  brands: z.array(z.string()),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const deliveryModeSchema = z.enum(['IN_STORE', 'AT_HOME', 'DRIVE', 'SHIPPED']);
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

/** One choice of GET /cli/ecommerce/deliveries: a mode, with its store for pick-up modes. */
export const deliveryOptionSchema = z.object({
  deliveryMode: deliveryModeSchema,
  description: z.string(),
  storeId: z.number().int().nullable(),
  storeDescription: z.string().nullable(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/**
 * Path of GET /cli/ecommerce/products/{barcode}: EAN-8 to GTIN-14 and the shop's own weighed-goods
 * codes are all digits, so anything else is a malformed request (HTTP 400, code 4000).
 */
export const barcodeParamsSchema = z.object({
  barcode: z.string().regex(/^\d{4,20}$/, 'must be a barcode of 4 to 20 digits'),
});

/** One product of the catalogue index (GET /cli/ecommerce/products/barcodes), for the sitemap. */
export const productIndexEntrySchema = z.object({
  barcode: z.string(),
  /** When the product last changed (ISO 8601), the sitemap's lastmod. */
  updatedAt: z.string(),
});
export type ProductIndexEntry = z.infer<typeof productIndexEntrySchema>;
export const productIndexPageSchema = pagedSchema(productIndexEntrySchema);
export type ProductIndexPage = z.infer<typeof productIndexPageSchema>;

/** Largest page of the catalogue index: a sitemap file holds at most 50,000 addresses. */
export const PRODUCT_INDEX_PAGE_SIZE = 50_000;

export const productIndexQuerySchema = z.object({
  p: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Page size: a sitemap that lists each product once per language asks for fewer a page. */
  s: z.coerce.number().int().min(1).max(PRODUCT_INDEX_PAGE_SIZE).default(PRODUCT_INDEX_PAGE_SIZE),
});

/** Page size of product lists (search, category, featured). */
export const PRODUCT_PAGE_SIZE = 24;

/**
 * Answer of GET /catalogue/version: the catalogue's version (app_meta), an opaque text that
 * changes with every catalogue write. Storefront servers poll it to revalidate their cached pages.
 */
export const catalogueVersionSchema = z.object({ version: z.string() });
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>;
