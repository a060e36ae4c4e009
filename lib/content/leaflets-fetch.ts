import 'server-only';
import type { Language } from '@shop/product-api/contract/catalogue';
import {
  LEAFLET_NOT_FOUND_MESSAGE,
  type Leaflet,
  type LeafletDetail,
  leafletDetailSchema,
  leafletParamsSchema,
  leafletSchema,
} from '@shop/product-api/contract/content';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { z } from 'zod';
import { type ApiResult, fetchEnvelope } from '@/lib/api/fetch-envelope';

/** Leaflets change a few times a week: five minutes of caching is plenty fresh. */

/** The leaflet grid (spec §7 GET /cli/cms/leaflets), titles in the shopper's language. */
export async function getLeaflets(lang: Language): Promise<ApiResult<Leaflet[]>> {
  return fetchEnvelope(`/cli/cms/leaflets?lang=${lang}`, z.array(leafletSchema), 'catalogue');
}

/** One leaflet with its pages' product hotspots, or why not: `missing` (a 404 page) is told apart from an API failure (an error). */
export type LeafletLookup =
  | { ok: true; data: LeafletDetail }
  | { ok: false; missing: true }
  | { ok: false; missing: false; message: string };

/**
 * The leaflet of a /leaflets/{leafletId} address. An id that is not a plain positive number is
 * missing without asking the API, so '/leaflets/abc' and '/leaflets/01' are 404s, not errors.
 */
export async function getLeaflet(leafletId: string, lang: Language): Promise<LeafletLookup> {
  const params = leafletParamsSchema.safeParse({ id: leafletId });
  if (!/^[1-9]\d*$/.test(leafletId) || !params.success) return { ok: false, missing: true };
  const result = await fetchEnvelope(
    `/cli/cms/leaflets/${params.data.id}?lang=${lang}`,
    leafletDetailSchema,
    'catalogue',
  );
  if (result.ok) return result;
  const missing = result.code === ResponseCode.GENERIC_ERROR && result.message === LEAFLET_NOT_FOUND_MESSAGE;
  return missing ? { ok: false, missing } : { ok: false, missing, message: result.message };
}
