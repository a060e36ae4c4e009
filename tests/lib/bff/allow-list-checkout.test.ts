/** @jest-environment node */
import { forwardablePath } from '@/lib/bff/allow-list';
import { allowListExamples } from '../../../e2e/support/allow-list-examples';

const split = (path: string) => path.split('/');

describe('the allow-list for the checkout (spec §2 /checkout, §7; issue 13 items 2, 6, 7)', () => {
  it.each([
    ['GET', 'ecommerce/slots/41/days'],
    ['GET', 'ecommerce/slots/41'],
    ['POST', 'ecommerce/slots/hold'],
    ['GET', 'ecommerce/configuration/deliveryMode/AT_HOME'],
    ['GET', 'ecommerce/configuration/deliveryMode/IN_STORE'],
    ['POST', 'ecommerce/cart/freeze'],
    ['GET', 'ecommerce/orders/77/fetch'],
    ['GET', 'pay/apcopay/authorize'],
    ['GET', 'pay/stripe/authorize'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it.each([
    ['POST', 'ecommerce/slots/41/days'],
    ['GET', 'ecommerce/slots/hold'],
    ['GET', 'ecommerce/slots/x/days'],
    ['GET', 'ecommerce/configuration/deliveryMode/PARCEL'],
    ['GET', 'ecommerce/cart/freeze'],
    ['GET', 'ecommerce/orders/77'],
    ['POST', 'ecommerce/orders/77/fetch'],
    ['GET', 'pay/paypal/authorize'],
    ['POST', 'pay/apcopay/authorize'],
    ['POST', 'pay/apcopay/notify'],
  ])('refuses %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBeNull();
  });

  it('gives the BFF fuzz suite an example of each checkout call', () => {
    const paths = allowListExamples().map((example) => `${example.method} ${example.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET ecommerce/slots/1',
        'GET ecommerce/slots/1/days',
        'POST ecommerce/slots/hold',
        'POST ecommerce/cart/freeze',
        'GET ecommerce/configuration/deliveryMode/SHIPPED',
        'GET ecommerce/orders/1/fetch',
        'GET pay/apcopay/authorize',
      ]),
    );
  });
});
