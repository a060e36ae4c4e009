import { ORDER_REFRESH_MS, orderRefreshInterval } from '@/lib/orders/orders';

describe('an open order follows the store (issue 29 item 2: a change shows within 5 s)', () => {
  it('asks again every few seconds while the order can still move', () => {
    expect(ORDER_REFRESH_MS).toBeLessThan(5000);
    for (const status of [undefined, 'PAYMENT_PENDING', 'IN_PREPARATION', 'TO_BE_COLLECTED'] as const) {
      expect(orderRefreshInterval(status)).toBe(ORDER_REFRESH_MS);
    }
  });

  it('stops once the order is final', () => {
    for (const status of ['ABORTED', 'COLLECTED', 'DELIVERED', 'CANCELLED'] as const) {
      expect(orderRefreshInterval(status)).toBe(false);
    }
  });
});
