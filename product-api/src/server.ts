import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTargetOf, openDatabase, type DatabaseHandle } from './db/client';
import { DataFolderError } from './db/folder-lock';
import { isSeeded, seedDemoData } from './seed/seed-demo';
import { seedDemoStaff, seedsDemoStaff } from './seed/seed-staff';
import { refreshSearchStatistics } from './db/maintenance';

/**
 * Listens, logs and shuts down gracefully; everything else lives in buildApp (architecture, Code
 * conventions: app and server apart).
 */
async function main(): Promise<void> {
  const config = readConfigOrExit();
  const handle = await openDatabaseOrExit(config);
  if (config.SEED_DEMO_DATA && !(await isSeeded(handle.db))) {
    const started = Date.now();
    const summary = await seedDemoData(handle.db);
    await refreshSearchStatistics(handle.db);
    console.log(`Seeded the demo catalogue in ${Date.now() - started} ms:`, JSON.stringify(summary));
  }
  // Demo staff can read customers' orders: never in production unless asked (seed/seed-staff.ts).
  if (seedsDemoStaff(config)) {
    const added = await seedDemoStaff(handle.db);
    if (added > 0) console.log(`Seeded ${added} demo staff members`);
  }
  const app = await buildApp({ config, db: handle.db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Built before the API listens, so neither the first shoppers' searches nor a load balancer's
  // first calls (it sends traffic once /health answers) wait for it: about 1.5 s for 50,000
  // products, and the collection of its garbage right after.
  await app.searchIndex.current();
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function openDatabaseOrExit(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase(databaseTargetOf(config));
  } catch (error) {
    if (error instanceof DataFolderError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

void main();
