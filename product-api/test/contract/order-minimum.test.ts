import { orderMinimumMissingCentsOf, orderMinimumShortfallOf } from '../../src/contract/order-minimum';

describe('orderMinimumShortfallOf (spec §5 minimum order)', () => {
  it('says empty for a cart without goods, whatever the minimum', () => {
    expect(orderMinimumShortfallOf({ itemsCount: 0, netTotal: 0, minNetTotal: 0 })).toBe('empty');
  });

  it('compares in cents: 9.99 is below 10, and 0.1 + 0.2 reaches 0.3', () => {
    expect(orderMinimumShortfallOf({ itemsCount: 1, netTotal: 9.99, minNetTotal: 10 })).toBe('belowMinimum');
    expect(orderMinimumShortfallOf({ itemsCount: 1, netTotal: 10, minNetTotal: 10 })).toBeNull();
    expect(orderMinimumShortfallOf({ itemsCount: 2, netTotal: 0.1 + 0.2, minNetTotal: 0.3 })).toBeNull();
  });
});

describe('orderMinimumMissingCentsOf (issue 30: say how much is missing)', () => {
  it('is what the goods lack in cents, and 0 once the minimum is reached', () => {
    expect(orderMinimumMissingCentsOf({ netTotal: 2.49, minNetTotal: 10 })).toBe(751);
    expect(orderMinimumMissingCentsOf({ netTotal: 9.99, minNetTotal: 10 })).toBe(1);
    expect(orderMinimumMissingCentsOf({ netTotal: 12, minNetTotal: 10 })).toBe(0);
    expect(orderMinimumMissingCentsOf({ netTotal: 0.1 + 0.2, minNetTotal: 0.3 })).toBe(0);
  });
});
