import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { issueSessionToken } from '../product-api/src/auth/session-tokens';
import { cartViewOfRow } from '../product-api/src/carts/cart-reading.service';
import { loadConfig } from '../product-api/src/config';
import { minimumOf } from '../product-api/src/contract/quantity';
import { databaseTargetOf, openDatabase, type Database } from '../product-api/src/db/client';
import { cartItems, carts, orders, products, users } from '../product-api/src/db/schema';
import { findOrderPage } from '../product-api/src/orders/orders.repository';
import { createPrng } from '../product-api/src/seed/prng';
import { isSeeded, seedDemoData } from '../product-api/src/seed/seed-demo';
import { pickUpStore } from './lib/pick-up-store';
import { signerOf } from './lib/session-signer';

/**
 * The database side of bench/orders-load.mjs, run before the API starts (PGlite allows one
 * process on its folder):
 *   prepare <fixture.json> [--customers 1000] [--orders 100000] [--templates 20]
 *   explain <fixture.json>
 * prepare seeds the demo shop if the database is empty, makes `templates` frozen carts of 4 to 30
 * lines priced by the cart's own code (carts/cart-reading.service.ts, as /cart/freeze freezes
 * them), then writes the customers and their orders in bulk: one INSERT … SELECT over
 * generate_series per 10,000 orders (customer, weekly dates over two years, status and totals
 * computed in SQL, the frozen cart taken from the templates) and one for their status history
 * (the path each status went through), then VACUUM ANALYZE. Each customer gets
 * orders/customers orders, the newest still TO_BE_PREPARED, about 5 % cancelled and 3 % aborted,
 * the rest collected with a final total. The orders have no cart row (cart_id null, as when an account's carts are
 * gone): neither the list nor the detail reads carts. Tokens are issued as login does.
 * explain prints EXPLAIN (ANALYZE, BUFFERS) of the list, count, detail and history queries for a
 * customer in the middle of the list.
 */

const CHUNK = 10_000;
const TOKEN_TTL_SECONDS = 6 * 3600;
const MODE = 'IN_STORE';

export type OrdersFixture = {
  customers: { token: string; orderIds: number[] }[];
  ordersPerCustomer: number;
  templateLines: number[];
};

/** `count` frozen carts of 4 to 30 lines, as the cart's pricing code answers them. */
async function frozenCarts(db: Database, userId: number, storeId: number, count: number) {
  const prng = createPrng(29);
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.available, true), eq(products.isBundle, false)))
    .orderBy(asc(products.id));
  const templates = [];
  for (let i = 0; i < count; i += 1) {
    const [cart] = await db
      .insert(carts)
      .values({ userId, storeId, deliveryMode: MODE, status: 'ORDERED' })
      .returning();
    if (!cart) throw new Error('cart not inserted');
    const lines = prng.shuffle(rows).slice(0, 4 + Math.floor(prng.next() * 27));
    await db.insert(cartItems).values(
      lines.map((p) => ({
        cartId: cart.id,
        productId: p.id,
        amount: minimumOf(p) * (p.purchaseUm === 'PZ' ? 1 + Math.floor(prng.next() * 3) : 1),
        seenNetPriceCents: p.netPriceCents,
      })),
    );
    templates.push(await cartViewOfRow(db, cart, new Date(), 'en'));
  }
  return templates;
}

/** The statuses an order went through to reach its own (the history's rows, oldest first). */
const PATHS = sql.raw(`case o.status
  when 'COLLECTED' then array['TO_BE_PREPARED','IN_PREPARATION','ISSUING_RECEIPT','TO_BE_COLLECTED','COLLECTED']
  when 'CANCELLED' then array['TO_BE_PREPARED','IN_PREPARATION','CANCELLED']
  when 'ABORTED' then array['TO_BE_PREPARED','ABORTED']
  else array['TO_BE_PREPARED'] end`);

async function prepare(db: Database, opts: Record<string, string>): Promise<OrdersFixture> {
  const customerCount = Number(opts.customers);
  const orderCount = Number(opts.orders);
  const perCustomer = Math.ceil(orderCount / customerCount);
  const storeId = await pickUpStore(db);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: customerCount }, (_, i) => ({
        email: `bench-orders-${i}@example.mt`,
        passwordHash: 'not-a-hash',
        firstName: 'Bench',
        lastName: `Customer ${i}`,
      })),
    )
    .returning({ id: users.id });
  const userIds = people.map((p) => p.id);
  const templates = await frozenCarts(db, userIds[0] ?? 0, storeId, Number(opts.templates));
  const checkout = {
    profileEmail: 'bench.customer@example.mt',
    profileMobilePhonePrefix: '356',
    profileMobilePhone: '79123456',
    firstName: 'Bench',
    lastName: 'Customer',
    notes: '',
    invoice: false,
    billingAddress: null,
    enableProductsReplacement: true,
    gift: false,
    clientWeb: true,
  };
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const t = n(templates.length);
  for (let from = 0; from < orderCount; from += CHUNK) {
    const to = Math.min(orderCount, from + CHUNK) - 1;
    // g-th order: customer g % customers, week g / customers counted back from now (the newest
    // week's order is still to be prepared), a time of day spread by a multiplicative hash.
    const rows: SQL = sql`
      select nextval(pg_get_serial_sequence('orders', 'id'))::int as id, g,
        now() - (${n(perCustomer)} - g / ${n(customerCount)}) * interval '7 days'
          + ((g * 7919) % 36000) * interval '1 second' as at,
        case
          when g / ${n(customerCount)} >= ${n(perCustomer - 1)} then 'TO_BE_PREPARED'
          when (g * 37) % 100 < 5 then 'CANCELLED'
          when (g * 37) % 100 < 8 then 'ABORTED'
          else 'COLLECTED' end as status,
        (${JSON.stringify(templates)}::jsonb) -> (g % ${t}) as cart
      from generate_series(${n(from)}, ${n(to)}) g`;
    await db.execute(sql`
      insert into orders (id, code, user_id, status, store_id, delivery_mode, delivery_date, valid_from,
        valid_to, payment_mode, checkout, cart, total_cents, pre_authorised_cents, version,
        final_total_cents, created_at, updated_at)
      select s.id, 'W' || lpad(s.id::text, 7, '0'),
        ((${JSON.stringify(userIds)}::jsonb) ->> (s.g % ${n(customerCount)}))::int,
        s.status, ${n(storeId)}, ${MODE}, (s.at + interval '2 days')::date, s.at + interval '2 days',
        s.at + interval '2 days 1 hour', 'CASH', ${JSON.stringify(checkout)}::jsonb, s.cart,
        round((s.cart ->> 'total')::numeric * 100)::int,
        round((s.cart ->> 'preAuthorisedTotal')::numeric * 100)::int,
        case s.status when 'COLLECTED' then 4 when 'CANCELLED' then 2 when 'ABORTED' then 1 else 0 end,
        case when s.status = 'COLLECTED'
          then greatest(0, round((s.cart ->> 'total')::numeric * 100)::int - (s.g % 300)) end,
        s.at, s.at + interval '2 days'
      from (${rows}) s`);
  }
  const bounds = rowsOf<{ low: number; high: number }>(
    await db.execute(sql`select min(id)::int as low, max(id)::int as high from orders`),
  );
  const low = bounds[0]?.low ?? 0;
  const high = bounds[0]?.high ?? -1;
  for (let first = low; first <= high; first += CHUNK) {
    await db.execute(sql`
      insert into order_status_history (order_id, status, at, actor_kind, actor_id, note)
      select o.id, p.status, o.created_at + (p.n - 1) * interval '5 hours',
        case when p.n = 1 then 'customer' else 'staff' end,
        case when p.n = 1 then o.user_id end,
        case when p.status = 'CANCELLED' then 'Out of stock' end
      from orders o cross join lateral unnest(${PATHS}) with ordinality as p(status, n)
      where o.id between ${n(first)} and ${n(first + CHUNK - 1)}
      order by o.id, p.n`);
  }
  // VACUUM too: a shop's table is long vacuumed, so counts can read the index alone.
  await db.execute(sql`vacuum analyze`);

  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET must be set (the API must verify the tokens)');
  const sign = signerOf(secret);
  const owned = rowsOf<{ userId: number; ids: number[] }>(
    await db.execute(
      sql`select user_id as "userId", array_agg(id order by id) as ids from orders group by user_id`,
    ),
  );
  const idsOf = new Map(owned.map((row) => [row.userId, row.ids]));
  const customers = [];
  for (const userId of userIds)
    customers.push({
      token: await issueSessionToken(db, sign, userId, TOKEN_TTL_SECONDS),
      orderIds: idsOf.get(userId) ?? [],
    });
  return {
    customers,
    ordersPerCustomer: perCustomer,
    templateLines: templates.map((cart) => cart.items.length),
  };
}

/** PGlite answers { rows }, node-postgres a result with rows too; drizzle's types differ by driver. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}

/** Inlines a query's numeric parameters, so EXPLAIN ANALYZE runs exactly what the API sends. */
function inlined(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, i: string) => String(Number(query.params[Number(i) - 1])));
}

/** The plans of the calls the bench drives, for one customer, with their timings. */
async function explain(db: Database, fixture: OrdersFixture): Promise<Record<string, string[]>> {
  const [row] = await db
    .select({ userId: orders.userId, id: orders.id })
    .from(orders)
    .where(sql`${orders.userId} is not null`)
    .orderBy(asc(orders.id))
    .offset(fixture.customers.length * Math.floor(fixture.ordersPerCustomer / 2))
    .limit(1);
  if (!row?.userId) throw new Error('no order to explain');
  const pages = Math.ceil(fixture.ordersPerCustomer / 5);
  const queries: Record<string, string> = {
    'list first page': inlined(findOrderPage(db, row.userId, 5, 0).toSQL()),
    'list middle page': inlined(findOrderPage(db, row.userId, 5, 5 * Math.floor(pages / 2)).toSQL()),
    'list last page': inlined(findOrderPage(db, row.userId, 5, 5 * (pages - 1)).toSQL()),
    // orders.repository.ts countOrdersOf and ownedOrder, as drizzle writes them (they answer
    // promises, not queries to print).
    count: `select count(*)::int from "orders" where "orders"."user_id" = ${row.userId}`,
    detail: `select * from "orders" where ("orders"."id" = ${row.id} and "orders"."user_id" = ${row.userId}) limit 1`,
    // order-status.repository.ts findStatusHistory.
    history: `select * from "order_status_history" where "order_status_history"."order_id" = ${row.id} order by "order_status_history"."id" asc`,
  };
  const plans: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(queries)) {
    const result = rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(sql.raw(`explain (analyze, buffers) ${query}`)),
    );
    plans[name] = result.map((line) => line['QUERY PLAN']);
  }
  return plans;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      customers: { type: 'string', default: '1000' },
      orders: { type: 'string', default: '100000' },
      templates: { type: 'string', default: '20' },
    },
  });
  const [command, file] = positionals;
  if (!file || (command !== 'prepare' && command !== 'explain'))
    throw new Error('usage: orders-fixture.ts prepare|explain <file>');
  const handle = await openDatabase(databaseTargetOf(loadConfig()));
  try {
    if (command === 'prepare') {
      if (!(await isSeeded(handle.db))) await seedDemoData(handle.db);
      fs.writeFileSync(file, JSON.stringify(await prepare(handle.db, values)));
    } else {
      const fixture: OrdersFixture = JSON.parse(fs.readFileSync(file, 'utf8'));
      console.log(JSON.stringify(await explain(handle.db, fixture)));
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
