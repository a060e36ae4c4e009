/**
 * Follows the catalogue version the product API keeps (GET /catalogue/version, changed in the
 * same transaction as every import or seed) and calls `onChange` when it moves. Each storefront
 * instance watches for itself, so any number of them behind one API follow the same change with
 * nothing shared between them. The first version seen counts as a change too: pages kept from
 * before a restart may predate an import made while the storefront was down.
 */
export type CatalogueWatch = { stop: () => void };

/** Failed reads before the first version that pass without a warning (the API starting up). */
const STARTUP_PATIENCE = 60;

type WatchOptions = {
  apiUrl: string;
  intervalMs: number;
  /** `first`: the first version this process has seen (nothing to wait out then). */
  onChange: (version: string, change: { first: boolean }) => Promise<void>;
  log?: (message: string) => void;
  /** Told after every read whether the API answered (api-outage.ts). */
  onReachability?: (reachable: boolean) => void;
};

/** The version in the API's envelope, or null when the answer is not one. */
export function versionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { responseCode, data } = body as { responseCode?: unknown; data?: { version?: unknown } };
  return responseCode === 0 && typeof data?.version === 'string' ? data.version : null;
}

export function watchCatalogue({
  apiUrl,
  intervalMs,
  onChange,
  log = console.warn,
  onReachability,
}: WatchOptions): CatalogueWatch {
  let known: string | null = null;
  let unreachable = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const check = async () => {
    try {
      const response = await fetch(`${apiUrl}/catalogue/version`, { signal: AbortSignal.timeout(5000) });
      const version = versionOf(await response.json());
      if (version === null) throw new Error(`HTTP ${response.status} without a version`);
      onReachability?.(true);
      if (unreachable) log('catalogue watch: the product API answers again');
      unreachable = false;
      failures = 0;
      if (version !== known) {
        await onChange(version, { first: known === null });
        known = version;
      }
    } catch (error) {
      // Said once per outage; the pages in the cache stay as they are meanwhile. At start-up the
      // API may still be starting beside us: only a long wait is worth a word then.
      failures += 1;
      onReachability?.(false);
      const starting = known === null && failures < STARTUP_PATIENCE;
      if (!unreachable && !starting) {
        log(`catalogue watch: cannot read the catalogue version (${String(error)})`);
        unreachable = true;
      }
    }
  };

  const loop = async () => {
    await check();
    if (!stopped) timer = setTimeout(() => void loop(), intervalMs);
  };
  void loop();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
