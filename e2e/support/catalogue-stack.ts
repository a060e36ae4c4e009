import type { ChildProcess } from 'node:child_process';

/**
 * A shop of its own for the specs that change the catalogue: PostgreSQL, one product API and
 * several storefront servers from the suite's build. The suite's API runs on the embedded database
 * (PGlite), which one process holds at a time, so an import could not run beside it; PostgreSQL
 * lets the import CLI write while the shop runs, as in production.
 */
export type CatalogueStack = {
  databaseUrl: string;
  apiUrl: string;
  storefronts: string[];
  processes: ChildProcess[];
  stop: () => Promise<void>;
};

type StackPorts = { postgres: number; api: number; storefronts: number[] };

const BFF_SECRET = 'freshness-bff-secret-'.padEnd(48, 'x');
const SESSION_SECRET = 'freshness-session-secret-'.padEnd(48, 'x');

export async function startCatalogueStack(ports: StackPorts): Promise<CatalogueStack> {
  // Imported when used: Playwright compiles static imports of the specs to CommonJS, which the
  // scripts' ES modules are not; a dynamic import loads them as they are.
  const { postgresAvailable, startPostgres } = await import('../../scripts/lib/postgres.mjs');
  const { startApi, startWeb, stopAll, waitForUrl } = await import('../../scripts/lib/servers.mjs');
  if (!postgresAvailable()) {
    throw new Error(
      'This spec needs the PostgreSQL server binaries (PG_BIN, default /usr/lib/postgresql/15/bin): ' +
        'an import cannot run beside the embedded database of a running API.',
    );
  }
  const postgres = startPostgres({ port: ports.postgres });
  const processes: ChildProcess[] = [];
  const stop = async () => {
    await stopAll(processes);
    postgres.stop();
  };
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  try {
    // The API migrates the empty database and seeds the demo catalogue on its first start.
    const api = startApi({
      DATABASE_URL: postgres.url,
      API_PORT: String(ports.api),
      BFF_SECRET,
      LOG_LEVEL: 'warn',
    });
    processes.push(api);
    await waitForUrl(`${apiUrl}/health`, api, { timeoutMs: 180_000 });

    const storefronts = ports.storefronts.map((port) => {
      const web = startWeb(
        {
          PRODUCT_API_URL: apiUrl,
          SESSION_SECRET,
          BFF_SECRET,
          // Issue 11: each storefront server asks the API for the catalogue version this often.
          CATALOGUE_POLL_MS: '500',
        },
        { port },
      );
      processes.push(web);
      return { web, url: `http://localhost:${port}` };
    });
    await Promise.all(storefronts.map(({ web, url }) => waitForUrl(`${url}/app`, web)));
    return { databaseUrl: postgres.url, apiUrl, storefronts: storefronts.map((s) => s.url), processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
