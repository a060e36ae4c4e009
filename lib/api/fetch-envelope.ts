import 'server-only';
import { ResponseCode, envelopeSchema } from '@shop/product-api/contract/envelope';
import type { z } from 'zod';
import { config } from '@/lib/config';

/**
 * What a product-API call gives back: data, or the spec §8 code (architecture, Code conventions:
 * results, not throws).
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; code: number; message: string };

/** A hung API must not hang the page: the render gives up and shows its error state instead. */
const API_TIMEOUT_MS = 10_000;

/**
 * Next's data-cache tag of everything the catalogue version covers: products, categories,
 * banners, and with them leaflets and stores (README: Cached pages). When the version changes,
 * server/catalogue-watch.ts has app/api/cache/catalogue expire it, and the pages built on it.
 */
export const CATALOGUE_TAG = 'catalogue';

/** A backstop only: freshness comes from the catalogue version, not from a timer. */
const CATALOGUE_BACKSTOP_SECONDS = 3600;

/**
 * 'catalogue': kept in Next's data cache (and so in the cached page) until the catalogue changes.
 * 'page': asked once for a page that is kept, not kept on its own: a search's answers, one per
 * text, which only their page reuses (architecture: A search). The page needs a 'catalogue' call
 * too, for the tag that expires it.
 * 'none': asked every time, for answers too big for the data cache (the sitemap's index).
 */
export type FetchCache = 'catalogue' | 'page' | 'none';

const FETCH_OPTIONS: Record<FetchCache, RequestInit> = {
  catalogue: { next: { revalidate: CATALOGUE_BACKSTOP_SECONDS, tags: [CATALOGUE_TAG] } },
  // Next's default: no data cache, and the page rendered with it stays cacheable.
  page: {},
  none: { cache: 'no-store' },
};

/**
 * GETs `path` from the product API and parses the envelope with the contract schema, so a
 * change of shape on the API side fails here, loudly, instead of deep inside a component.
 */
export async function fetchEnvelope<T extends z.ZodType>(
  path: string,
  dataSchema: T,
  cache: FetchCache,
): Promise<ApiResult<z.infer<T>>> {
  const url = `${config.productApiUrl}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      ...FETCH_OPTIONS[cache],
    });
  } catch (error) {
    return {
      ok: false,
      code: ResponseCode.GENERIC_ERROR,
      message: `product API unreachable: ${String(error)}`,
    };
  }

  const body: unknown = await response.json().catch(() => null);
  const parsed = envelopeSchema(dataSchema).safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      code: ResponseCode.GENERIC_ERROR,
      message: `unexpected response from ${path} (HTTP ${response.status}): ${parsed.error.message}`,
    };
  }
  const envelope = parsed.data;
  if (envelope.responseCode !== ResponseCode.OK || envelope.data === undefined) {
    return {
      ok: false,
      code: envelope.responseCode,
      message: envelope.errorMessage ?? `HTTP ${response.status}`,
    };
  }
  return { ok: true, data: envelope.data };
}

/**
 * The data of a call a cached page is built on, or a thrown error: a page that could not get
 * its data must not be kept (an API hiccup would be served for an hour). Next keeps serving the
 * last good copy; without one, the error page offers to try again.
 */
export function dataOrThrow<T>(result: ApiResult<T>, what: string): T {
  if (!result.ok) throw new Error(`${what}: ${result.message}`);
  return result.data;
}
