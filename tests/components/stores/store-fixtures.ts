import type { Store, StorePage } from '@shop/product-api/contract/stores';

export function aStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    name: 'Birkirkara Supermarket',
    address: { address: 'Triq Fleur-de-Lys 45, Birkirkara BKR 1100', latitude: 35.8972, longitude: 14.4618 },
    phone: '+356 2144 1234',
    email: 'birkirkara@shop.example',
    webUrl: 'https://shop.example/stores/birkirkara',
    logoImageUrl: null,
    timetables: ['Mon–Sat 07:30–21:00'],
    openings: ['Closed on 25 December'],
    services: ['parc', 'wifi'],
    departments: ['pesc'],
    ...overrides,
  };
}

export function aStorePage(stores: Store[], overrides: Partial<StorePage> = {}): StorePage {
  return { data: stores, totalPages: 1, number: 0, last: true, ...overrides };
}
