import { orderStatusSchema } from '@shop/product-api/contract/checkout';
import { isFinalStatus, nextStepOf, showsCartItems, toneOf } from '@/lib/orders/order-progress';

describe('where an order stands (spec §2 Orders, §4 order statuses)', () => {
  it('lists the cart as ordered until the store has prepared it', () => {
    const cartStatuses = orderStatusSchema.options.filter(showsCartItems);
    expect(cartStatuses.sort()).toEqual(['ABORTED', 'IN_PREPARATION', 'PAYMENT_PENDING', 'TO_BE_PREPARED']);
  });

  it('stops following an order once nothing moves it on', () => {
    const final = orderStatusSchema.options.filter(isFinalStatus);
    expect(final.sort()).toEqual([
      'ABORTED',
      'CANCELLED',
      'COLLECTED',
      'DELIVERED',
      'NOT_COLLECTED',
      'REFUSED',
    ]);
    for (const status of final) expect(nextStepOf(status)).toBeNull();
  });

  it('says what comes next while the order moves', () => {
    expect(nextStepOf('PAYMENT_PENDING')).toBe('pay');
    expect(nextStepOf('IN_PREPARATION')).toBe('beingPrepared');
    expect(nextStepOf('TO_BE_COLLECTED')).toBe('readyForCollection');
    expect(nextStepOf('TO_BE_DELIVERED')).toBe('outForDelivery');
  });

  it('colours a status by what it asks of the shopper', () => {
    expect(toneOf('PAYMENT_PENDING')).toBe('attention');
    expect(toneOf('DELIVERED')).toBe('done');
    expect(toneOf('CANCELLED')).toBe('stopped');
    expect(toneOf('IN_PREPARATION')).toBe('progress');
  });
});
