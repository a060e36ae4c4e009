/**
 * Runs in every test file before it loads (jest setupFiles): on PostgreSQL, DATABASE_URL names
 * this worker's own database, made by global-setup.ts, so two workers never empty each other's
 * tables. Child processes a test starts (a second API instance) inherit it.
 */
const url = process.env.DATABASE_URL;
const workers = Number(process.env.PG_TEST_WORKER_DATABASES ?? 0);
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
if (url && worker >= 1 && worker <= workers) {
  const own = new URL(url);
  own.pathname = `/shop_test_${worker}`;
  process.env.DATABASE_URL = own.toString();
}

export {};
