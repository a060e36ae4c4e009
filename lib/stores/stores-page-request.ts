import { type StorePage, storePageSchema } from '@shop/product-api/contract/stores';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';
import { type StorePageParams, storePagePath } from './stores-path';

/** One page of stores through the BFF, parsed with the contract's schema. */
export async function fetchStorePage(params: StorePageParams): Promise<StorePage> {
  const data = await bffFetch(storePagePath(params), storePageSchema);
  if (!data) throw new BffError(500, 'the store list came back empty');
  return data;
}
