import type { Store } from '@shop/product-api/contract/stores';

/**
 * schema.org data of the listed stores (GroceryStore in an ItemList), so search engines can show
 * address, phone and position. Only what the store has is written; opening hours stay out, as
 * the shop keeps them as free text rather than in schema.org's machine form.
 */
export function storeListJsonLd(stores: readonly Store[], brand: string): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    itemListElement: stores.map((store, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'GroceryStore',
        name: store.name,
        brand: { '@type': 'Brand', name: brand },
        address: { '@type': 'PostalAddress', streetAddress: store.address.address, addressCountry: 'MT' },
        ...(store.address.latitude !== null && store.address.longitude !== null
          ? {
              geo: {
                '@type': 'GeoCoordinates',
                latitude: store.address.latitude,
                longitude: store.address.longitude,
              },
            }
          : {}),
        ...(store.phone ? { telephone: store.phone } : {}),
        ...(store.email ? { email: store.email } : {}),
        ...(store.webUrl ? { url: store.webUrl } : {}),
      },
    })),
  };
}
