import { storeListJsonLd } from '@/components/stores/store-json-ld';
import { aStore } from './store-fixtures';

describe('storeListJsonLd', () => {
  it('describes each store as a GroceryStore with what it has', () => {
    const data = storeListJsonLd(
      [
        aStore(),
        aStore({
          id: 2,
          name: 'Żejtun Supermarket',
          email: null,
          webUrl: null,
          address: { address: 'Triq Luqa Briffa 9', latitude: null, longitude: null },
        }),
      ],
      'Pjazza Market',
    );
    expect(data).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'GroceryStore',
            name: 'Birkirkara Supermarket',
            brand: { '@type': 'Brand', name: 'Pjazza Market' },
            address: {
              '@type': 'PostalAddress',
              streetAddress: 'Triq Fleur-de-Lys 45, Birkirkara BKR 1100',
              addressCountry: 'MT',
            },
            geo: { '@type': 'GeoCoordinates', latitude: 35.8972, longitude: 14.4618 },
            telephone: '+356 2144 1234',
            email: 'birkirkara@shop.example',
            url: 'https://shop.example/stores/birkirkara',
          },
        },
        {
          '@type': 'ListItem',
          position: 2,
          item: {
            '@type': 'GroceryStore',
            name: 'Żejtun Supermarket',
            brand: { '@type': 'Brand', name: 'Pjazza Market' },
            address: { '@type': 'PostalAddress', streetAddress: 'Triq Luqa Briffa 9', addressCountry: 'MT' },
            telephone: '+356 2144 1234',
          },
        },
      ],
    });
  });
});
