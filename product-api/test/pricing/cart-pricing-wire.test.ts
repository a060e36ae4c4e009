import { priceCart } from '../../src/pricing/cart-pricing';
import { cartLineFieldsOf, cartTotalsOf, pricedProductOf } from '../../src/pricing/cart-pricing-wire';
import { line, waterPack, weighed } from './pricing-fixtures';

describe('cart pricing on the wire (euros, spec §3)', () => {
  it('reads a multi-buy offer from the products columns', () => {
    const priced = pricedProductOf({
      id: 7,
      barcode: '5012345678900',
      description: 'Iceberg Lettuce',
      priceCents: 89,
      netPriceCents: 89,
      purchaseUm: 'PZ',
      umStep: 1,
      minWeight: null,
      maxAmount: null,
      promotionType: 'MULTI_BUY',
      promotionValue: 1.5,
      promotionQuantity: 2,
      promotionDescription: '2 for €1.50',
      depositUnits: 0,
      isBundle: false,
      available: true,
    });
    expect(priced.promotion).toEqual({
      type: 'MULTI_BUY',
      value: 1.5,
      quantity: 2,
      description: '2 for €1.50',
    });
  });

  it('shows the water-pack surcharge as the related product and the totals in euros', () => {
    const lines = [line(waterPack(), 6), line(weighed(), 1.25)];
    const pricing = priceCart({ lines, deliveryMode: 'AT_HOME', minNetTotalCents: 2000 });
    const [packs, tomatoes] = lines;
    const [packsPricing, tomatoesPricing] = pricing.lines;
    if (!packs || !tomatoes || !packsPricing || !tomatoesPricing) throw new Error('two lines expected');

    expect(cartLineFieldsOf(packs, packsPricing)).toEqual({
      amount: 6,
      weight: null,
      rowPrice: 18,
      rowNetPrice: 18,
      promoNote: null,
      cartItemRelatedProduct: { description: 'Water pack surcharge', price: 1, amount: 2, rowPrice: 2 },
      rowPriceWithCartItemRelated: 20,
      rowNetPriceWithCartItemRelated: 20,
      status: 'ok',
      rowDeposit: 0,
    });
    expect(cartLineFieldsOf(tomatoes, tomatoesPricing).cartItemRelatedProduct).toBeNull();
    expect(cartLineFieldsOf(tomatoes, tomatoesPricing).weight).toBe(1250);

    expect(cartTotalsOf(pricing)).toEqual({
      itemsCount: 7,
      netTotal: 23.74,
      total: 28.74,
      totalToPay: 28.74,
      preAuthorisedTotal: 29.12,
      minNetTotal: 20,
      missingForFreeDelivery: 51.26,
      giftAvailable: false,
      bundleCount: 6,
      fees: [{ id: 'DELIVERY', description: 'Delivery fee', value: 5, maxCartNetTotal: 75 }],
      depositTotal: 0,
    });
  });
});
