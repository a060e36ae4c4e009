/** @jest-environment node */
import { forwardablePath } from '@/lib/bff/allow-list';
import { allowListExamples } from '../../../e2e/support/allow-list-examples';

const split = (path: string) => path.split('/');

describe('the allow-list for the orders (spec §2 /orders, §7; issue 29 item 1)', () => {
  it.each([
    ['GET', 'ecommerce/orders'],
    ['GET', 'ecommerce/orders/77/fetch'],
    ['POST', 'ecommerce/cart/abort'],
    ['GET', 'ecommerce/cart/copy-order/77'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it.each([
    ['POST', 'ecommerce/orders'],
    ['GET', 'ecommerce/orders/77'],
    ['GET', 'ecommerce/cart/copy-order'],
    ['GET', 'ecommerce/cart/copy-order/x'],
    ['POST', 'ecommerce/cart/copy-order/77'],
    ['GET', 'ecommerce/cart/copy-items/77'],
  ])('refuses %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBeNull();
  });

  it('gives the BFF fuzz suite an example of each order call', () => {
    const paths = allowListExamples().map((example) => `${example.method} ${example.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(['GET ecommerce/orders', 'GET ecommerce/cart/copy-order/1']),
    );
  });
});
