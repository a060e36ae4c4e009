import type { FastifyRequest } from 'fastify';
import { addressBucket, clientAddressOf, trustedProxyHops } from '../../src/auth/client-address';

const SECRET = 'bff-secret-bff-secret-bff-secret-bff';

/** Only what clientAddressOf reads of a request. */
function request(
  ip: string,
  headers: Record<string, string | string[]> = {},
): Pick<FastifyRequest, 'ip' | 'headers'> {
  return { ip, headers };
}

describe('addressBucket', () => {
  it('keeps an IPv4 address as it is, also when written IPv4-mapped', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network', () => {
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it.each([
    '',
    'localhost',
    'shopper.example',
    '203.0.113.7, 10.0.0.1',
    '1.2.3.4.5',
    '999.1.1.1',
    'fe80::1%eth0',
    `${'1:'.repeat(30)}1`,
  ])('refuses %j, which is not one IP literal', (value) => {
    expect(addressBucket(value)).toBeUndefined();
  });
});

describe('clientAddressOf', () => {
  const vouched = (address: string, key: string) => ({
    'x-shop-client-address': address,
    'x-shop-proxy-key': key,
  });

  it('takes the address the storefront vouches for with the right key', () => {
    expect(clientAddressOf(request('127.0.0.1', vouched('203.0.113.7', SECRET)), SECRET)).toBe('203.0.113.7');
    expect(clientAddressOf(request('127.0.0.1', vouched('2001:db8:1:2::9', SECRET)), SECRET)).toBe(
      '2001:db8:1:2::/64',
    );
  });

  it('uses request.ip with a wrong, missing or repeated key, without a secret, or with a bad address', () => {
    const cases: [Record<string, string | string[]>, string | undefined][] = [
      [vouched('203.0.113.7', `${SECRET}x`), SECRET],
      [vouched('203.0.113.7', SECRET.slice(1)), SECRET],
      [{ 'x-shop-client-address': '203.0.113.7' }, SECRET],
      [{ 'x-shop-client-address': '203.0.113.7', 'x-shop-proxy-key': [SECRET, SECRET] }, SECRET],
      [vouched('203.0.113.7', SECRET), undefined],
      [vouched('not-an-address', SECRET), SECRET],
    ];
    for (const [headers, secret] of cases) {
      expect(clientAddressOf(request('::ffff:10.0.0.5', headers), secret)).toBe('10.0.0.5');
    }
  });

  it('never reads X-Forwarded-For itself', () => {
    expect(clientAddressOf(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), SECRET)).toBe(
      '127.0.0.1',
    );
  });
});

describe('trustedProxyHops', () => {
  it('trusts no proxy by default and the given number of hops otherwise', () => {
    expect(trustedProxyHops(0)).toBe(false);
    const trust = trustedProxyHops(2);
    if (!trust) throw new Error('expected a trust function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
