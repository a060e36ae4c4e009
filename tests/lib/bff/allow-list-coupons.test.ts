/** @jest-environment node */
import { forwardablePath } from '@/lib/bff/allow-list';
import { allowListExamples } from '../../../e2e/support/allow-list-examples';

const split = (path: string) => path.split('/');

describe('the allow-list for coupons (spec §7 /cli/coupons; issue 32 item 3)', () => {
  it.each([
    ['GET', 'coupons'],
    ['POST', 'coupons/12'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it.each([
    ['POST', 'coupons'],
    ['GET', 'coupons/12'],
    ['POST', 'coupons/x'],
    ['POST', 'coupons/12/burn'],
    ['DELETE', 'coupons/12'],
  ])('refuses %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBeNull();
  });

  it('gives the BFF fuzz suite an example of each coupon call', () => {
    const paths = allowListExamples().map((example) => `${example.method} ${example.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET coupons', 'POST coupons/1']));
  });
});
