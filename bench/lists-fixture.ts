import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { loadConfig } from '../product-api/src/config';
import { minimumOf } from '../product-api/src/contract/quantity';
import { databaseTargetOf, openDatabase, type Database } from '../product-api/src/db/client';
import { products, shoppingListItems, shoppingLists } from '../product-api/src/db/schema';
import { createPrng } from '../product-api/src/seed/prng';
import { isSeeded, seedDemoData } from '../product-api/src/seed/seed-demo';
import { insertShoppers, shopperTokens } from './lib/bench-shoppers';

/**
 * The database side of bench/lists-load.mjs, run before the API starts (PGlite allows one process
 * on its folder):
 *   prepare <fixture.json> [--customers N] [--items N] [--choices N]
 * seeds the demo shop if the database is empty, then writes the customers straight in the
 * database, each with one shopping list of `items` products and a session token, and `choices`
 * products of their own to add (to the list, or as favourites). It writes what the load needs
 * (tokens, list ids, barcodes and amounts) as JSON. JWT_SECRET must be the API's.
 */

export type ListsFixture = {
  products: { barcode: string; amount: number }[];
  customers: { token: string; listId: number; choices: number[] }[];
};

async function prepare(db: Database, opts: Record<string, string>): Promise<ListsFixture> {
  const prng = createPrng(32);
  const rows = await db
    .select({
      id: products.id,
      barcode: products.barcode,
      description: products.description,
      maxAmount: products.maxAmount,
      purchaseUm: products.purchaseUm,
      umStep: products.umStep,
      minWeight: products.minWeight,
    })
    .from(products)
    .where(and(eq(products.available, true), eq(products.isBundle, false)))
    .orderBy(asc(products.id));
  const choices = Number(opts.choices);
  const items = Number(opts.items);
  if (rows.length < choices + items) throw new Error(`Only ${rows.length} available products`);
  const userIds = await insertShoppers(db, 'lists', Number(opts.customers));
  const lists = await db
    .insert(shoppingLists)
    .values(userIds.map((userId) => ({ userId, title: 'Weekly shop' })))
    .returning({ id: shoppingLists.id });
  // Each customer's list holds `items` products, and they add `choices` others (or the same again).
  const picks = userIds.map(() => prng.shuffle(rows.map((_, i) => i)).slice(0, items + choices));
  const lines = lists.flatMap((list, c) =>
    (picks[c] ?? []).slice(0, items).map((index) => {
      const product = rows[index];
      if (!product) throw new Error('product index out of range');
      return {
        listId: list.id,
        productId: product.id,
        barcode: product.barcode,
        description: product.description,
        amount: minimumOf(product),
      };
    }),
  );
  for (let first = 0; first < lines.length; first += 1000)
    await db.insert(shoppingListItems).values(lines.slice(first, first + 1000));
  const tokens = await shopperTokens(db, userIds);
  return {
    products: rows.map((p) => ({ barcode: p.barcode, amount: minimumOf(p) })),
    customers: lists.map((list, c) => ({
      token: tokens[c] ?? '',
      listId: list.id,
      // Half already in the list (an add adds to the amount), half new to it.
      choices: (picks[c] ?? []).slice(Math.floor(items / 2)),
    })),
  };
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      customers: { type: 'string', default: '200' },
      items: { type: 'string', default: '20' },
      choices: { type: 'string', default: '30' },
    },
  });
  const [command, file] = positionals;
  if (command !== 'prepare' || !file) throw new Error('usage: lists-fixture.ts prepare <file>');
  const handle = await openDatabase(databaseTargetOf(loadConfig()));
  try {
    if (!(await isSeeded(handle.db))) await seedDemoData(handle.db);
    fs.writeFileSync(file, JSON.stringify(await prepare(handle.db, values)));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
