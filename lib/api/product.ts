import 'server-only';
import {
  PRODUCT_INDEX_PAGE_SIZE,
  barcodeParamsSchema,
  productIndexPageSchema,
  productSchema,
} from '@shop/product-api/contract/catalogue';
import type { Product, ProductIndexEntry } from '@shop/product-api/contract/catalogue';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { cache } from 'react';
import { type ApiResult, fetchEnvelope } from './fetch-envelope';

/**
 * One product by barcode for the product page. A barcode that cannot be one (letters, too short)
 * is answered as 'not found' without asking the API, so a typed-in address gets the 404 page.
 * Wrapped in React's cache: generateMetadata and the page share one call per request.
 */
export const getProduct = cache(async (barcode: string): Promise<ApiResult<Product>> => {
  if (!barcodeParamsSchema.safeParse({ barcode }).success) {
    return { ok: false, code: ResponseCode.PRODUCT_NOT_FOUND, message: `malformed barcode ${barcode}` };
  }
  return fetchEnvelope(`/cli/ecommerce/products/${barcode}`, productSchema, {
    revalidate: 60,
    tags: ['products', `product-${barcode}`],
  });
});

/**
 * Every product's barcode and last change, for the sitemap. `maxEntries` caps the list (a sitemap
 * file holds 50,000 addresses); the API serves 50,000 per page.
 */
export async function getProductIndex(maxEntries: number): Promise<ApiResult<ProductIndexEntry[]>> {
  const entries: ProductIndexEntry[] = [];
  for (let page = 0; entries.length < maxEntries; page += 1) {
    const result = await fetchEnvelope(`/cli/ecommerce/products/barcodes?p=${page}`, productIndexPageSchema, {
      revalidate: 3600,
      tags: ['products'],
    });
    if (!result.ok) return result;
    entries.push(...result.data.data);
    if (result.data.last || result.data.data.length < PRODUCT_INDEX_PAGE_SIZE) break;
  }
  return { ok: true, data: entries.slice(0, maxEntries) };
}
