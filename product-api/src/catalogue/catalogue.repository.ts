import { and, arrayContains, asc, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { categories, deliveryModes, productFoodInfo, products, stores } from '../db/schema';
import type { FoodInfoRow } from '../products/food-info-mapper';
import { filterConditions, type ListingFilter, type ProductFilter } from '../products/product-filter';
import {
  productColumns,
  type PageWindow,
  type ProductRow,
  type RowsWithTotal,
} from '../products/product-row';

/** What a read runs on: the database or a transaction. */
type Executor = Pick<Database, 'select'>;

const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/** One page of products and the number of all that pass the filter, in category order. */
export async function findProductPage(
  db: Database,
  { categoryId, ...rest }: ProductFilter,
  page: PageWindow,
): Promise<RowsWithTotal> {
  const filter: ListingFilter =
    categoryId === undefined ? rest : { ...rest, categoryIds: await findCategoryTree(db, categoryId) };
  const filters = and(...filterConditions(filter));
  return withTotal(db, await listInCategoryOrder(db, filters, page), filters, page);
}

/** The category and every category below it; UNION (not ALL) stops on a cycle. */
export async function findCategoryTree(db: Database, categoryId: number): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive tree(id) as (
      select ${categoryId}::integer
      union select c.id from ${categories} c join tree on c.parent_id = tree.id)
    select id from tree`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** How many products pass the condition. */
async function countProducts(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  return row?.total ?? 0;
}

/** The rows of a page with their window count; past the last page it has no row to ride on. */
async function withTotal(
  db: Executor,
  rows: (ProductRow & { total: number })[],
  where: SQL | undefined,
  page: PageWindow,
): Promise<RowsWithTotal> {
  const total = rows[0]?.total ?? (page.offset > 0 ? await countProducts(db, where) : 0);
  return { rows, total };
}

const parentCategory = alias(categories, 'parent_category');

/**
 * Browsing order: main category by `order`, its own products, then its sub-categories by `order`.
 * The page is chosen on narrow rows (ids and sort keys) and only its rows are read whole: sorting
 * and counting a big category's wide rows took 3 times as long (bench/README.md).
 */
function listInCategoryOrder(db: Database, where: SQL | undefined, page: PageWindow) {
  const keys = {
    mainOrder: sql<number>`coalesce(${parentCategory.order}, ${categories.order})`.as('main_order'),
    mainId: sql<number>`coalesce(${parentCategory.id}, ${categories.id})`.as('main_id'),
    isSub: sql<boolean>`${parentCategory.id} is not null`.as('is_sub'),
    order: sql<number>`${categories.order}`.as('category_order'),
    categoryId: sql<number>`${categories.id}`.as('category_id'),
    // search_text is description first, lower case and accent-free; "C" sorts it alike on PGlite
    // and on a PostgreSQL server whatever its locale (a locale collation ignores spaces and case).
    name: sql<string>`${products.searchText} collate "C"`.as('name'),
  };
  const chosen = db.$with('chosen').as(
    db
      .select({ id: sql<number>`${products.id}`.as('chosen_id'), total: totalOver.as('total'), ...keys })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
      .where(where)
      .orderBy(
        keys.mainOrder,
        keys.mainId,
        keys.isSub,
        keys.order,
        keys.categoryId,
        keys.name,
        asc(products.id),
      )
      .limit(page.limit)
      .offset(page.offset),
  );
  return db
    .with(chosen)
    .select({ ...productColumns, total: chosen.total })
    .from(chosen)
    .innerJoin(products, eq(products.id, chosen.id))
    .orderBy(
      chosen.mainOrder,
      chosen.mainId,
      chosen.isSub,
      chosen.order,
      chosen.categoryId,
      chosen.name,
      chosen.id,
    );
}

export async function findFeaturedPage(db: Database, page: PageWindow): Promise<RowsWithTotal> {
  const where = isNotNull(products.featuredRank);
  const rows = await db
    .select({ ...productColumns, total: totalOver })
    .from(products)
    .where(where)
    .orderBy(asc(products.featuredRank), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return withTotal(db, rows, where, page);
}

export type CategoryRow = typeof categories.$inferSelect;

export function findCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.order), asc(categories.id));
}

/** The categories holding at least one product with the tag (products_tags_idx). */
export async function findCategoryIdsWithTag(db: Database, tag: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: products.categoryId })
    .from(products)
    .where(arrayContains(products.tags, [tag]));
  return new Set(rows.map((r) => r.id));
}

export function findActiveDeliveryModes(db: Database) {
  return db
    .select({ code: deliveryModes.code, description: deliveryModes.description })
    .from(deliveryModes)
    .where(eq(deliveryModes.active, true))
    .orderBy(asc(deliveryModes.order), asc(deliveryModes.code));
}

export function findStoreDeliveryModes(db: Database) {
  return db
    .select({ id: stores.id, name: stores.name, deliveryModes: stores.deliveryModes })
    .from(stores)
    .orderBy(asc(stores.name), asc(stores.id));
}

/** The product with this barcode (barcodes are unique), or null. */
export async function findProductByBarcode(db: Database, barcode: string): Promise<ProductRow | null> {
  const rows = await db.select(productColumns).from(products).where(eq(products.barcode, barcode)).limit(1);
  return rows[0] ?? null;
}

/** A product with its label texts and nutrition (the product page), or null. */
export async function findProductDetailByBarcode(
  db: Database,
  barcode: string,
): Promise<{ product: ProductRow; foodInfo: FoodInfoRow | null } | null> {
  const rows = await db
    .select({ product: productColumns, foodInfo: getTableColumns(productFoodInfo) })
    .from(products)
    .leftJoin(productFoodInfo, eq(productFoodInfo.productId, products.id))
    .where(eq(products.barcode, barcode))
    .limit(1);
  const row = rows[0];
  return row ? { product: row.product, foodInfo: row.foodInfo } : null;
}

/** A page of every product's barcode and last change, in id order (stable across pages). */
export async function findProductIndexPage(
  db: Database,
  page: PageWindow,
): Promise<{ rows: { barcode: string; updatedAt: Date }[]; total: number }> {
  const rows = await db
    .select({ barcode: products.barcode, updatedAt: products.updatedAt, total: totalOver })
    .from(products)
    .orderBy(asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countProducts(db, undefined) : 0);
  return { rows: rows.map(({ barcode, updatedAt }) => ({ barcode, updatedAt })), total };
}
