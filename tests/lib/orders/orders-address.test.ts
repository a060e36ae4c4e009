import {
  orderHref,
  orderQuery,
  ordersAddressOf,
  ordersPageQuery,
  pageWithin,
} from '@/lib/orders/orders-address';

describe('the address of /orders (spec §2 Orders)', () => {
  it('reads the page from 1 in the address and from 0 in the code', () => {
    expect(ordersAddressOf('')).toEqual({ page: 0, orderId: null, message: null });
    expect(ordersAddressOf('?p=3').page).toBe(2);
    expect(ordersPageQuery(2)).toBe('?p=3');
    expect(ordersPageQuery(0)).toBe('');
  });

  it('ignores pages and orders that are not whole positive numbers', () => {
    for (const p of ['0', '-1', 'x', '1.5', '99999999999', ''])
      expect(ordersAddressOf(`?p=${p}`).page).toBe(0);
    for (const id of ['0', 'abc', '2147483648', '1e3'])
      expect(ordersAddressOf(`?orderId=${id}`).orderId).toBeNull();
  });

  it('reads the order opened and the page it came from', () => {
    expect(ordersAddressOf('?orderId=77&p=2')).toEqual({ page: 1, orderId: 77, message: null });
    expect(orderQuery(77, 1)).toBe('?orderId=77&p=2');
    expect(orderHref(77)).toBe('/orders?orderId=77');
  });

  it('reads the message of the popup', () => {
    expect(ordersAddressOf('?message=Payment%20received').message).toBe('Payment received');
    expect(ordersAddressOf('?message=%20%20').message).toBeNull();
  });

  it('accepts only pages within 0..totalPages-1 (spec §2)', () => {
    expect(pageWithin(0, 0)).toBeNull();
    expect(pageWithin(4, 12)).toBe(4);
    expect(pageWithin(12, 12)).toBe(11);
    expect(pageWithin(40, 3)).toBe(2);
    expect(pageWithin(-1, 3)).toBe(0);
  });
});
