import { type Language, type ProductPage, productPageSchema } from '@shop/product-api/contract/catalogue';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/** One page of featured products through the BFF, parsed with the contract's schema. */
export async function fetchFeaturedPage(page: number, lang: Language): Promise<ProductPage> {
  const data = await bffFetch(`/ecommerce/products/featured?p=${page}&lang=${lang}`, productPageSchema);
  if (!data) throw new BffError(500, 'featured products came back empty');
  return data;
}
