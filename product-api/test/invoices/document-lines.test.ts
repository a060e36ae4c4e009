import { cartSchema } from '../../src/contract/cart';
import { DEPOSIT_LINE, documentLinesOf, vatRateTotalsOf } from '../../src/invoices/document-content';

/** The receipt's and invoice's lines of the BCRS deposit (README: Deposit on drink containers). */

const cartWith = (depositTotal: number, total: number) =>
  cartSchema.parse({
    id: 1,
    title: 'Home delivery',
    items: [],
    itemsCount: 0,
    netTotal: 0,
    depositTotal,
    total,
    totalToPay: total,
    preAuthorisedTotal: total,
    minNetTotal: 0,
    missingForFreeDelivery: null,
    giftAvailable: false,
    bundleCount: 0,
    storeId: 1,
    storeDescription: 'Birkirkara',
    deliveryMode: 'AT_HOME',
    addressId: null,
    fees: [{ id: 'DELIVERY', description: 'Delivery fee', value: 5, maxCartNetTotal: 75 }],
    delivery: {
      deliveryDate: null,
      timeSlot: null,
      addressDescription: null,
      timeSlotId: null,
      holdExpiresAt: null,
    },
    payment: { mode: null },
    paymentMode: null,
    orderId: 9,
  });

describe('the deposit on receipts and invoices', () => {
  it('is a line of its own without VAT, not an unexplained charge at the standard rate', () => {
    const lines = documentLinesOf(cartWith(0.6, 5.6), 560);
    expect(lines.map((line) => [line.description, line.totalCents, line.vatPercent])).toEqual([
      ['Delivery fee', 500, 18],
      [DEPOSIT_LINE, 60, 0],
    ]);
    expect(vatRateTotalsOf(lines)).toEqual([
      { vatPercent: 18, grossCents: 500, vatCents: 76, netCents: 424 },
      { vatPercent: 0, grossCents: 60, vatCents: 0, netCents: 60 },
    ]);
  });

  it('adds no line to an order without containers, nor to one frozen before the deposit', () => {
    const before: Record<string, unknown> = { ...cartWith(0, 5) };
    delete before.depositTotal;
    const lines = documentLinesOf(cartSchema.parse(before), 500);
    expect(lines.map((line) => line.description)).toEqual(['Delivery fee']);
  });
});
