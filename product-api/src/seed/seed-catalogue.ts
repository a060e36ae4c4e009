import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { writeFoodLabels } from '../catalogue/food-writer.repository';
import { writeProducts, type ProductToWrite } from '../catalogue/product-writer.repository';
import type { Database } from '../db/client';
import { categories, media } from '../db/schema';
import { placedProducts } from './catalogue-data';
import { MAIN_CATEGORIES, NOT_FOOD_CATEGORIES } from './categories-data';
import { categoryImageSvg, SVG_CONTENT_TYPE, type Palette } from './images';
import { insertInBatches } from './insert-batches';
import { planProducts } from './product-plan';
import { seedSearchVocabulary } from './seed-search-vocabulary';
import type { ProductShape } from './svg-shapes';

export type CatalogueCounts = { categories: number; products: number; media: number };
type MediaRow = PgInsertValue<typeof media>;

const categoryTile = (id: number, name: string, shape: ProductShape, palette: Palette): MediaRow => ({
  path: `categories/${id}.svg`,
  contentType: SVG_CONTENT_TYPE,
  body: categoryImageSvg(name, shape, palette),
});

/** Main categories and their sub-categories, each with a generated tile; returns ids by key. */
export async function seedCategories(
  db: Database,
): Promise<{ idByKey: Map<string, number>; images: MediaRow[] }> {
  const idByKey = new Map<string, number>();
  const images: MediaRow[] = [];
  for (const [index, main] of MAIN_CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        description: main.description,
        descriptionIt: main.descriptionIt,
        order: index + 1,
        food: !NOT_FOOD_CATEGORIES.has(main.key),
      })
      .returning({ id: categories.id });
    if (!row) throw new Error(`Category ${main.key} was not inserted`);
    idByKey.set(main.key, row.id);
    images.push(categoryTile(row.id, main.description, main.subs[0]?.shape ?? 'pack', main.palette));

    const subs = await db
      .insert(categories)
      .values(
        main.subs.map((s, i) => ({
          parentId: row.id,
          description: s.description,
          descriptionIt: s.descriptionIt,
          order: i + 1,
          food: !NOT_FOOD_CATEGORIES.has(s.key),
        })),
      )
      .returning({ id: categories.id, description: categories.description });
    for (const s of main.subs) {
      const id = subs.find((r) => r.description === s.description)?.id;
      if (id === undefined) throw new Error(`Sub-category ${s.key} was not inserted`);
      idByKey.set(s.key, id);
      images.push(categoryTile(id, s.description, s.shape, main.palette));
    }
  }
  // Ids are known only after the insert, so every tile URL is set in one statement afterwards.
  await db.update(categories).set({ imageUrl: sql`'/app/media/categories/' || ${categories.id} || '.svg'` });
  return { idByKey, images };
}

export async function seedCatalogue(
  db: Database,
): Promise<CatalogueCounts & { idByKey: Map<string, number> }> {
  const { idByKey, images } = await seedCategories(db);
  const placed = placedProducts();
  const planned = planProducts(placed);

  // The seed only feeds data in: the shop's product writer stores it as an import would.
  const rows: ProductToWrite[] = planned.map(({ subKey, columns, food }, index) => {
    const categoryId = idByKey.get(subKey);
    const place = placed[index];
    if (categoryId === undefined || !place) throw new Error(`No category for product ${columns.description}`);
    const categoryNames = [
      place.sub.description,
      place.main.description,
      place.sub.descriptionIt,
      place.main.descriptionIt,
    ];
    return { ...columns, categoryId, categoryNames, food };
  });
  await writeProducts(db, rows);
  await writeFoodLabels(
    db,
    planned.map(({ columns, food }) => ({ barcode: columns.barcode, label: food.label })),
  );
  await seedSearchVocabulary(db);

  for (const p of planned) {
    if (p.image) images.push({ path: p.image.path, contentType: SVG_CONTENT_TYPE, body: p.image.body });
  }
  await insertInBatches(db, media, images);
  return { idByKey, categories: idByKey.size, products: rows.length, media: images.length };
}
