import { loadConfig } from '../config';
import { databaseTargetOf, openDatabase } from './client';

/** `npm run migrate`: applies the committed migrations to DATABASE_URL or the PGlite folder. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(databaseTargetOf(config));
  await handle.close();
  console.log(`Migrations applied (${handle.kind}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
