import { type Language, type ProductPage, productPageSchema } from '@shop/product-api/contract/catalogue';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';
import { type ProductFilters, productsQueryString } from './product-filters';

/** One page of a product list through the BFF, parsed with the contract's schema. */
export async function fetchProductsPage(
  filters: ProductFilters,
  page: number,
  lang: Language,
): Promise<ProductPage> {
  const data = await bffFetch(
    `/ecommerce/products?${productsQueryString(filters, page, lang)}`,
    productPageSchema,
  );
  if (!data) throw new BffError(500, 'the product list came back empty');
  return data;
}
