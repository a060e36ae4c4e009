/** @jest-environment node */
import { clientAddressOf } from '@/server/client-address';

describe("the shopper's address", () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.5', '198.51.100.1, 198.51.100.2', 0)).toBe('203.0.113.5');
    expect(clientAddressOf('::ffff:127.0.0.1', '10.9.9.9', 0)).toBe('127.0.0.1');
  });

  it('is the entry the outermost trusted proxy saw', () => {
    // A client wrote 1.1.1.1; the load balancer appended the address it saw.
    expect(clientAddressOf('10.0.0.2', '1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressOf('10.0.0.2', ['1.1.1.1', '203.0.113.7, 10.0.0.9'], 2)).toBe('203.0.113.7');
  });

  it('falls back to the peer when the chain is short or not an address', () => {
    expect(clientAddressOf('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.2', 'not-an-ip', 1)).toBe('10.0.0.2');
    expect(clientAddressOf(undefined, undefined, 0)).toBeUndefined();
  });
});
