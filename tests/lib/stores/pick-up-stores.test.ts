import type { DeliveryOption } from '@shop/product-api/contract/catalogue';
import { pickUpStoreNames } from '@/lib/stores/pick-up-stores';

const option = (
  deliveryMode: DeliveryOption['deliveryMode'],
  storeId: number | null,
  name: string | null,
) => ({
  deliveryMode,
  description: deliveryMode,
  storeId,
  storeDescription: name,
});

describe('pickUpStoreNames (the delivery page, issue 30)', () => {
  it('names each store offering pick-up once, by name, and leaves the delivery modes out', () => {
    expect(
      pickUpStoreNames([
        option('IN_STORE', 2, 'Victoria Supermarket, Gozo'),
        option('IN_STORE', 1, 'Birkirkara Supermarket'),
        option('DRIVE', 1, 'Birkirkara Supermarket'),
        option('AT_HOME', null, null),
        option('SHIPPED', null, null),
      ]),
    ).toEqual(['Birkirkara Supermarket', 'Victoria Supermarket, Gozo']);
  });

  it('is empty when no store offers pick-up', () => {
    expect(pickUpStoreNames([option('AT_HOME', null, null)])).toEqual([]);
  });
});
