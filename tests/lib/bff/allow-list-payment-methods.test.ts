/** @jest-environment node */
import { forwardablePath } from '@/lib/bff/allow-list';
import { allowListExamples } from '../../../e2e/support/allow-list-examples';

const split = (path: string) => path.split('/');

describe('the allow-list for linked cards (spec §7 /cli/pay/paymentmethod; issue 32 item 5)', () => {
  it.each([
    ['GET', 'pay/paymentmethod'],
    ['POST', 'pay/paymentmethod/delete'],
    ['POST', 'pay/paymentmethod/pay'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it.each([
    ['POST', 'pay/paymentmethod'],
    // The linking flow is app/api/payments/boarding, a link opened in a new tab.
    ['GET', 'pay/paymentmethod/boarding'],
    ['POST', 'pay/paymentmethod/boarding'],
    ['GET', 'pay/paymentmethod/delete'],
    ['GET', 'pay/paymentmethod/pay'],
    ['POST', 'pay/apcopay/boarding/notify'],
    ['POST', 'pay/apcopay/notify'],
  ])('refuses %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBeNull();
  });

  it('gives the BFF fuzz suite an example of each call', () => {
    const paths = allowListExamples().map((example) => `${example.method} ${example.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET pay/paymentmethod',
        'POST pay/paymentmethod/delete',
        'POST pay/paymentmethod/pay',
      ]),
    );
  });
});
