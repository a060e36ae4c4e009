import { productPageSchema } from '@shop/product-api/contract/catalogue';
import type { ProductPage } from '@shop/product-api/contract/catalogue';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { BffError, bffFetch } from './bff-fetch';

async function fetchFeaturedPage(page: number): Promise<ProductPage> {
  const data = await bffFetch(`/ecommerce/products/featured?p=${page}`, productPageSchema);
  if (!data) throw new BffError(500, 'featured products came back empty');
  return data;
}

/**
 * Featured products of the home page, paged from 0 (spec §2). The first page is rendered on the
 * server and handed in as initialData; 'Load more' fetches the next ones through the BFF.
 */
export function featuredProductsQueryOptions(firstPage?: ProductPage) {
  return infiniteQueryOptions({
    queryKey: ['featured-products'],
    queryFn: ({ pageParam }) => fetchFeaturedPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: ProductPage) => (last.last ? undefined : last.number + 1),
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
    staleTime: 5 * 60_000,
  });
}
