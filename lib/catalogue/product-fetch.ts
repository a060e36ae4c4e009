import 'server-only';
import {
  barcodeParamsSchema,
  productDetailSchema,
  productIndexPageSchema,
} from '@shop/product-api/contract/catalogue';
import type { Language, ProductDetail, ProductIndexPage } from '@shop/product-api/contract/catalogue';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { cache } from 'react';
import { type ApiResult, fetchEnvelope } from '@/lib/api/fetch-envelope';

/**
 * One product by barcode for the product page, with its food information. A barcode that cannot be one (letters, too short)
 * is answered as 'not found' without asking the API, so a typed-in address gets the 404 page.
 * Wrapped in React's cache: generateMetadata and the page share one call per request. Named in `lang`.
 */
export const getProduct = cache(
  async (barcode: string, lang: Language): Promise<ApiResult<ProductDetail>> => {
    if (!barcodeParamsSchema.safeParse({ barcode }).success) {
      return { ok: false, code: ResponseCode.PRODUCT_NOT_FOUND, message: `malformed barcode ${barcode}` };
    }
    return fetchEnvelope(`/cli/ecommerce/products/${barcode}?lang=${lang}`, productDetailSchema, 'catalogue');
  },
);

/**
 * One page of the catalogue index, every product's barcode and last change in a stable order,
 * `size` products a page (at most 50,000), for the sitemap files. Not kept in Next's data cache:
 * a sitemap file's page is over its 2 MB limit, and the API keeps it in memory until the
 * catalogue changes, so the sitemap follows an import at once.
 */
export function getProductIndexPage(page: number, size: number): Promise<ApiResult<ProductIndexPage>> {
  return fetchEnvelope(
    `/cli/ecommerce/products/barcodes?p=${page}&s=${size}`,
    productIndexPageSchema,
    'none',
  );
}

/** How many products the catalogue has: the index paged one product a page counts them. */
export async function countProducts(): Promise<ApiResult<number>> {
  const index = await getProductIndexPage(0, 1);
  return index.ok ? { ok: true, data: index.data.totalPages } : index;
}
