import { count as countRows, sql } from 'drizzle-orm';
import { normaliseSearchText } from '../product-api/src/products/search-document';
import { loadConfig } from '../product-api/src/config';
import { databaseTargetOf, openDatabase } from '../product-api/src/db/client';
import { refreshSearchStatistics } from '../product-api/src/db/maintenance';
import { products } from '../product-api/src/db/schema';
import { isSeeded, seedDemoData } from '../product-api/src/seed/seed-demo';

/**
 * Makes a benchmark catalogue of N products: the demo shop, then its products copied in SQL
 * into named variants ('Family Pack', 'Bio', …) with unique barcodes until N rows exist. Every
 * search term then matches ~N/439 times more rows than in the demo shop, which is the point.
 * The variant word joins the name in search_text as searchTextOf would write it: right after the
 * normalised name, which search_text starts with.
 */
const VARIANTS = [
  'Family Pack',
  'Bio',
  'Classic',
  'Lite',
  'Extra',
  'Mini',
  'Maxi',
  'Gold',
  'Fresh',
  'Premium',
  'Value',
  'Mediterranean',
];

async function main(): Promise<void> {
  const target = Number(process.argv[2] ?? 50_000);
  const config = loadConfig();
  const handle = await openDatabase(databaseTargetOf(config));
  if (!(await isSeeded(handle.db))) await seedDemoData(handle.db);
  const count = async () => (await handle.db.select({ n: countRows() }).from(products))[0]?.n ?? 0;
  const base = await count();
  const copies = Math.ceil((target - base) / base);
  const variants = sql.raw(`ARRAY[${VARIANTS.map((v) => `'${v}'`).join(',')}]`);
  const names = (
    await handle.db.select({ id: products.id, description: products.description }).from(products)
  ).map((p) => ({ id: p.id, name: normaliseSearchText(p.description) }));
  await handle.db.execute(sql`
    insert into products (ref, barcode, description, brand, image_url, available, price_cents, net_price_cents,
      price_per_um_cents, um_per_um, um, purchase_um, um_step, min_weight, max_amount, promotion_type,
      promotion_value, promotion_description, vat_configuration_id, category_id, tags, is_bundle, search_text)
    select p.ref || '-' || g, lpad((9000000000000 + p.id * 1000 + g)::text, 13, '0'),
      p.description || ' ' || v.name, p.brand, p.image_url, p.available, p.price_cents + g, p.net_price_cents + g,
      p.price_per_um_cents, p.um_per_um, p.um, p.purchase_um, p.um_step, p.min_weight, p.max_amount,
      p.promotion_type, p.promotion_value, p.promotion_description, p.vat_configuration_id, p.category_id,
      p.tags, p.is_bundle, n.name || ' ' || lower(v.name) || substr(p.search_text, length(n.name) + 1)
    from products p
    join jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as n(id integer, name text) on n.id = p.id
    cross join generate_series(1, ${copies}) g
    cross join lateral (select (${variants})[1 + (g % ${VARIANTS.length})] as name) v
    limit ${target - base}`);
  // Food data for the filters' bench (issue 33) where the demo shop has none: cheap and fixed by
  // id, so a diet keeps about half the rows and free from drops about a fifth. Bench only.
  await handle.db.execute(sql`
    update products set
      allergens = case id % 5 when 0 then '{PEANUTS}'::text[] when 1 then '{MILK,GLUTEN}'::text[]
        else '{}'::text[] end,
      may_contain = case id % 11 when 0 then '{PEANUTS}'::text[] else '{}'::text[] end,
      diets = case id % 3 when 0 then '{VEGETARIAN,GLUTEN_FREE}'::text[] when 1 then '{VEGAN,VEGETARIAN}'::text[]
        else '{}'::text[] end
    where cardinality(allergens) = 0 and cardinality(may_contain) = 0 and cardinality(diets) = 0`);
  await refreshSearchStatistics(handle.db);
  console.log(`Benchmark catalogue ready: ${await count()} products (${handle.kind}).`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
