import 'server-only';
import { type StorePage, storePageSchema } from '@shop/product-api/contract/stores';
import { type ApiResult, fetchEnvelope } from '@/lib/api/fetch-envelope';
import { storePagePath, type StorePageParams } from '@/lib/stores/stores-path';

/**
 * One page of the store locator's list, by name (spec §7 GET /cli/stores/ecommerce). The server
 * renders the first page of the cached page; other views, and a distance sort, needs the browser's position,
 * so it is only ever asked from the browser.
 */
export async function getStorePage(params: Omit<StorePageParams, 'origin'>): Promise<ApiResult<StorePage>> {
  return fetchEnvelope(`/cli${storePagePath({ ...params, origin: null })}`, storePageSchema, 'catalogue');
}
