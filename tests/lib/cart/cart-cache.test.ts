/** @jest-environment node */
import { amountInCart, quantityOf, withLine, withLinePreferences, withoutLine } from '@/lib/cart/cart-cache';
import { aCart, aCartItem } from '../../components/cart/cart-fixtures';
import { aProduct, aWeighedProduct } from '../../components/fixtures';

describe('the optimistic cart (lib/cart/cart-cache.ts)', () => {
  it('appends a new line at its net price and moves count, totals and the free-delivery hint', () => {
    const bread = aProduct({ barcode: '5350000000055', description: 'Ftira', price: 1.2, netPrice: 1.1 });
    const next = withLine(aCart(), bread, 3);
    expect(next.items.map((item) => [item.barcode, item.amount, item.rowNetPrice])).toEqual([
      ['5350000000001', 2, 5.9],
      ['5350000000055', 3, 3.3],
    ]);
    expect(next).toMatchObject({ itemsCount: 5, netTotal: 9.2, total: 14.2, missingForFreeDelivery: 65.8 });
  });

  it('sets an existing line to its new absolute amount, keeping the related product', () => {
    const related = { description: 'Water pack surcharge', price: 1, amount: 1, rowPrice: 1 };
    const cart = aCart({
      items: [aCartItem({ cartItemRelatedProduct: related, rowNetPriceWithCartItemRelated: 6.9 })],
    });
    const next = withLine(cart, aProduct(), 3);
    expect(next.items).toHaveLength(1);
    expect(next.items[0]).toMatchObject({
      amount: 3,
      rowNetPrice: 8.85,
      rowNetPriceWithCartItemRelated: 9.85,
      weight: 900,
    });
    expect(next.netTotal).toBe(8.85);
  });

  it("keeps a line's substitution preference and picker note when its amount changes (issue 29)", () => {
    const cart = aCart({ items: [aCartItem({ replace: false, note: 'Not too ripe' })] });
    expect(withLine(cart, aProduct(), 5).items[0]).toMatchObject({
      amount: 5,
      replace: false,
      note: 'Not too ripe',
    });
    const bread = aProduct({ barcode: '5350000000055' });
    expect(withLine(cart, bread, 1).items[1]).toMatchObject({ replace: true, note: '' });
  });

  it("sets one line's preferences and leaves the money and the other lines alone", () => {
    const cart = aCart({ items: [aCartItem(), aCartItem({ barcode: '5350000000055' })] });
    const next = withLinePreferences(cart, '5350000000055', { replace: false, note: 'Sliced' });
    expect(next.items.map((item) => [item.barcode, item.replace, item.note])).toEqual([
      ['5350000000001', true, ''],
      ['5350000000055', false, 'Sliced'],
    ]);
    expect(next.netTotal).toBe(cart.netTotal);
  });

  it('counts a weighed line once, whatever its weight', () => {
    const next = withLine(aCart(), aWeighedProduct(), 0.75);
    expect(next.itemsCount).toBe(3);
    expect(next.netTotal).toBe(8.89);
  });

  it('removes a line and its money', () => {
    const next = withoutLine(aCart(), '5350000000001');
    expect(next).toMatchObject({
      items: [],
      itemsCount: 0,
      netTotal: 0,
      total: 5,
      missingForFreeDelivery: 75,
    });
    expect(withoutLine(aCart(), '999')).toEqual(aCart());
  });

  it('never lets the free-delivery hint go below zero', () => {
    const next = withLine(aCart({ missingForFreeDelivery: 1 }), aProduct(), 10);
    expect(next.missingForFreeDelivery).toBe(0);
  });

  it('reads the amount already in the cart', () => {
    expect(amountInCart(aCart(), '5350000000001')).toBe(2);
    expect(amountInCart(aCart(), '5350000000055')).toBe(0);
  });

  it('sends pieces as amount and weighed goods as weight in kg (spec §3 product add payload)', () => {
    expect(quantityOf({ purchaseUm: 'PZ' }, 3)).toEqual({ amount: 3 });
    expect(quantityOf({ purchaseUm: 'KG' }, 0.7500001)).toEqual({ weight: 0.75 });
    // What an older tab remembered has no unit: a whole number is taken for pieces.
    expect(quantityOf({}, 2)).toEqual({ amount: 2 });
    expect(quantityOf({}, 0.5)).toEqual({ weight: 0.5 });
  });
});

describe('the optimistic cart follows the API’s price rules (issue 30 item 6: no jump)', () => {
  const lettuce = aProduct({
    barcode: '5350000000077',
    description: 'Lettuce',
    price: 1,
    netPrice: 1,
    promotions: [{ valueType: 'MULTI_BUY', value: 1.5, quantity: 2, description: '2 for €1.50' }],
  });

  it('applies a multi-buy offer to each whole group, as the cart page will show it', () => {
    const next = withLine(aCart({ items: [], itemsCount: 0, netTotal: 0, total: 0 }), lettuce, 3);
    expect(next.items[0]).toMatchObject({ rowNetPrice: 2.5, promoNote: '2 for €1.50' });
    expect(next.netTotal).toBe(2.5);
  });

  it('puts the water-pack surcharge on the packs above the free ones, moving it between lines', () => {
    const pack = (barcode: string) =>
      aProduct({ barcode, description: `Water ${barcode}`, price: 2, netPrice: 2, tags: ['water-pack'] });
    const empty = aCart({ items: [], itemsCount: 0, netTotal: 0, total: 0 });
    const three = withLine(empty, pack('5350000000081'), 3);
    const six = withLine(three, pack('5350000000082'), 3);
    expect(six.items.map((item) => item.cartItemRelatedProduct?.amount ?? 0)).toEqual([0, 2]);
    expect(six.netTotal).toBe(12 + 2);
    const fewer = withLine(six, pack('5350000000081'), 1);
    expect(fewer.items.map((item) => item.cartItemRelatedProduct?.amount ?? 0)).toEqual([0, 0]);
    expect(fewer.netTotal).toBe(8);
  });
});

describe('the optimistic cart and the BCRS deposit (contract/deposit.ts)', () => {
  it('moves the deposit and the total with the containers, never the net total by it', () => {
    const sixPack = aProduct({ barcode: '5350000000077', price: 6, netPrice: 6, depositUnits: 6 });
    const next = withLine(aCart(), sixPack, 2);
    expect(next.items[1]?.rowDeposit).toBe(1.2);
    expect(next).toMatchObject({ netTotal: 17.9, depositTotal: 1.2, total: 24.1, totalToPay: 24.1 });
    const back = withoutLine(next, '5350000000077');
    expect(back).toMatchObject({ netTotal: 5.9, depositTotal: 0, total: 10.9 });
  });
});
