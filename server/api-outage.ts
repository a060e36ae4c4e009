/**
 * Whether the product API is down, as the storefront's server sees it: the catalogue watch reads
 * the API every CATALOGUE_POLL_MS and reports each outcome here, and a page that failed while
 * the last read succeeded is checked once more against /health, so a page that failed in the
 * first second of an outage is not taken for a bug of the shop.
 */
export type ApiOutage = {
  /** Called by the catalogue watch after every read. */
  observe: (reachable: boolean) => void;
  isDown: () => Promise<boolean>;
};

/** How long a shopper (or a crawler) is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

const PROBE_TIMEOUT_MS = 1500;

export function apiOutage(apiUrl: string, probe: typeof fetch = fetch): ApiOutage {
  let reachable = true;
  return {
    observe: (now) => {
      reachable = now;
    },
    isDown: async () => {
      if (!reachable) return true;
      try {
        const response = await probe(`${apiUrl}/health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        return !response.ok;
      } catch {
        return true;
      }
    },
  };
}

/**
 * A failed page while the API is down is an outage, not an error of the shop: 503 with
 * Retry-After (search engines keep the page and come back), never kept by a cache.
 */
export async function outageAnswer(
  outage: ApiOutage,
): Promise<{ status: number; headers: Record<string, string> } | null> {
  if (!(await outage.isDown())) return null;
  return {
    status: 503,
    headers: { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  };
}
