/** @jest-environment node */
import { forwardablePath } from '@/lib/bff/allow-list';
import { allowListExamples } from '../../../e2e/support/allow-list-examples';

const split = (path: string) => path.split('/');

describe('the allow-list for cart creation and move (spec §2 /cart/create, /cart/update, §7)', () => {
  it.each([
    ['POST', 'ecommerce/cart/open'],
    ['POST', 'ecommerce/cart/move'],
    ['GET', 'ecommerce/stores/12/delivery/IN_STORE/slots/first/available'],
    ['GET', 'ecommerce/stores/3/delivery/DRIVE/slots/first/available'],
    ['GET', 'ecommerce/delivery/AT_HOME/slots/first/available'],
    ['GET', 'ecommerce/delivery/SHIPPED/slots/first/available'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it.each([
    ['GET', 'ecommerce/cart/open'],
    ['GET', 'ecommerce/delivery/PARCEL/slots/first/available'],
    ['GET', 'ecommerce/stores/x/delivery/IN_STORE/slots/first/available'],
    ['GET', 'ecommerce/stores/delivery/IN_STORE/slots/first/available'],
    ['POST', 'ecommerce/delivery/AT_HOME/slots/first/available'],
  ])('refuses %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBeNull();
  });

  it('gives the BFF fuzz suite an example of each slot path, with and without the store', () => {
    const paths = allowListExamples().map((example) => `${example.method} ${example.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST ecommerce/cart/open',
        'POST ecommerce/cart/move',
        'GET ecommerce/stores/1/delivery/IN_STORE/slots/first/available',
        'GET ecommerce/delivery/SHIPPED/slots/first/available',
      ]),
    );
  });
});
