import {
  deliveryModeSchema,
  type Category,
  type DeliveryMode,
  type DeliveryOption,
  type Language,
  type ProductDetail,
  type ProductIndexPage,
  type ProductPage,
  type ProductQuery,
} from '../contract/catalogue';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import {
  findActiveDeliveryModes,
  findCategories,
  findCategoryIdsWithTag,
  findFeaturedPage,
  findProductDetailByBarcode,
  findProductIndexPage,
  findProductPage,
  findStoreDeliveryModes,
  type CategoryRow,
} from './catalogue.repository';
import { toFoodInfo } from '../products/food-info-mapper';
import { nameIn, toProduct } from '../products/product-mapper';
import { pageOf, windowOf } from '../products/product-pages';
import type { SearchIndexHolder } from '../search/search-index-holder';
import { searchPage } from '../search/search.service';

/** Delivery modes collected in a store: one choice per store that offers them (spec §2 cart creation). */
const PICK_UP_MODES: readonly DeliveryMode[] = ['IN_STORE', 'DRIVE'];

/**
 * The category tree, each level in `order`; names in Italian where the catalogue has them. With a
 * tag, only the branches leading to categories with products carrying it.
 */
export async function categoryTree(
  db: Database,
  language: Language,
  tag?: string,
): Promise<Result<Category[]>> {
  const [rows, tagged] = await Promise.all([
    findCategories(db),
    tag === undefined ? null : findCategoryIdsWithTag(db, tag),
  ]);
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    // A category whose parent is gone is shown at the top rather than lost.
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const build = (parent: number | null, seen: Set<number>): Category[] =>
    (childrenOf.get(parent) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({
        id: row.id,
        description: nameIn(row, language),
        imageUrl: row.imageUrl,
        order: row.order,
        items: build(row.id, new Set([...seen, row.id])),
      }));
  const tree = build(null, new Set());
  return ok(tagged ? withTagged(tree, tagged) : tree);
}

/** The categories in `tagged` and those with a tagged category below them; the others go. */
function withTagged(tree: Category[], tagged: Set<number>): Category[] {
  return tree.flatMap((category) => {
    const items = withTagged(category.items, tagged);
    return tagged.has(category.id) || items.length > 0 ? [{ ...category, items }] : [];
  });
}

export async function featuredProducts(
  db: Database,
  page: number,
  language: Language,
): Promise<Result<ProductPage>> {
  return ok(pageOf(await findFeaturedPage(db, windowOf(page)), page, language));
}

/**
 * Products of a category, a tag, a brand or a search (spec §7 GET /products). The catalogue is the
 * same in every store, so `store` does not narrow it. A search runs on the search index.
 */
export async function productPage(
  db: Database,
  searchIndex: SearchIndexHolder,
  query: ProductQuery,
  language: Language,
): Promise<Result<ProductPage>> {
  if (query.q) return searchPage(searchIndex, { ...query, q: query.q }, language);
  const found = await findProductPage(
    db,
    {
      categoryId: query.category,
      onlyPromotions: query.onlyPromotions,
      onlyBranded: query.onlyBranded,
      tag: query.tag || undefined,
      brand: query.brand || undefined,
      diets: query.diets,
      freeFrom: query.freeFrom,
    },
    windowOf(query.p),
  );
  return ok(pageOf(found, query.p, language));
}

/** Active delivery modes; pick-up modes once per store offering them, the others once. */
export async function deliveryOptions(db: Database): Promise<Result<DeliveryOption[]>> {
  const [modes, stores] = await Promise.all([findActiveDeliveryModes(db), findStoreDeliveryModes(db)]);
  const options: DeliveryOption[] = [];
  for (const mode of modes) {
    const parsed = deliveryModeSchema.safeParse(mode.code);
    if (!parsed.success) continue;
    const deliveryMode = parsed.data;
    if (PICK_UP_MODES.includes(deliveryMode)) {
      for (const store of stores.filter((s) => s.deliveryModes.includes(deliveryMode))) {
        options.push({
          deliveryMode,
          description: mode.description,
          storeId: store.id,
          storeDescription: store.name,
        });
      }
    } else {
      options.push({ deliveryMode, description: mode.description, storeId: null, storeDescription: null });
    }
  }
  return ok(options);
}

/** One product by its barcode (the product page); spec §8 code 4030 when there is none. */
export async function productByBarcode(
  db: Database,
  barcode: string,
  language: Language,
): Promise<Result<ProductDetail>> {
  const found = await findProductDetailByBarcode(db, barcode);
  if (!found) return fail(ResponseCode.PRODUCT_NOT_FOUND);
  return ok({
    ...toProduct(found.product, language),
    foodInfo: toFoodInfo(found.product, found.foodInfo, language),
  });
}

/** Every product's barcode and last change, `size` (at most a sitemap file's 50,000) a page. */
export async function productIndex(
  db: Database,
  page: number,
  size: number,
): Promise<Result<ProductIndexPage>> {
  const { rows, total } = await findProductIndexPage(db, { limit: size, offset: page * size });
  const totalPages = Math.ceil(total / size);
  return ok({
    data: rows.map((r) => ({ barcode: r.barcode, updatedAt: r.updatedAt.toISOString() })),
    totalPages,
    number: page,
    last: page >= totalPages - 1,
  });
}
