/** @jest-environment node */
import { shopperAddress } from '@/lib/bff/shopper-address';

describe('shopperAddress', () => {
  it.each(['203.0.113.7', '2001:db8::1', '::ffff:203.0.113.7'])(
    'reads %s from the header the storefront server sets',
    (address) => {
      expect(shopperAddress(new Headers({ 'x-shop-client-address': address }))).toBe(address);
    },
  );

  it('never reads X-Forwarded-For, which the browser can write', () => {
    expect(shopperAddress(new Headers({ 'x-forwarded-for': '198.51.100.1' }))).toBeNull();
    expect(
      shopperAddress(
        new Headers({ 'x-forwarded-for': '198.51.100.1', 'x-shop-client-address': '203.0.113.7' }),
      ),
    ).toBe('203.0.113.7');
  });

  it.each(['', 'localhost', '203.0.113.7, 198.51.100.1', '999.1.1.1', 'a'.repeat(500)])(
    'answers null for %j, which is not an address',
    (value) => {
      expect(shopperAddress(new Headers({ 'x-shop-client-address': value }))).toBeNull();
    },
  );
});
