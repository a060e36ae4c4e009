/** @jest-environment node */
import { forwardablePath, methodsAllowedFor } from '@/lib/bff/allow-list';

const split = (path: string) => path.split('/');

describe('the allow-list for the cart (spec §7 Cart)', () => {
  it.each([
    ['GET', 'ecommerce/cart/current'],
    ['GET', 'ecommerce/carts/open'],
    ['GET', 'ecommerce/slots/first/available'],
    ['POST', 'ecommerce/cart/store'],
    ['POST', 'ecommerce/cart/delete'],
    ['POST', 'ecommerce/cart/line/preferences'],
    ['POST', 'ecommerce/cart/review'],
    ['POST', 'ecommerce/cart/abort'],
    ['POST', 'ecommerce/cart/select'],
    ['POST', 'ecommerce/cart/freeze/check'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it('reads carts with GET only and changes them with POST only', () => {
    expect(methodsAllowedFor(split('ecommerce/cart/current'))).toEqual(['GET']);
    expect(methodsAllowedFor(split('ecommerce/cart/store'))).toEqual(['POST']);
    expect(forwardablePath('GET', split('ecommerce/cart/store'))).toBeNull();
    expect(forwardablePath('POST', split('ecommerce/cart/current'))).toBeNull();
  });

  it('forwards no other cart call, nor the order placement this page does not make', () => {
    expect(forwardablePath('POST', split('ecommerce/cart/freeze/check/extra'))).toBeNull();
    expect(forwardablePath('POST', split('ecommerce/cart/empty'))).toBeNull();
    expect(forwardablePath('GET', split('ecommerce/cart/line/preferences'))).toBeNull();
    expect(forwardablePath('POST', split('ecommerce/cart/line'))).toBeNull();
  });
});
