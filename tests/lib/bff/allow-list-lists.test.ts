/** @jest-environment node */
import { forwardablePath } from '@/lib/bff/allow-list';
import { allowListExamples } from '../../../e2e/support/allow-list-examples';

const split = (path: string) => path.split('/');

describe('the allow-list for shopping lists and favourites (spec §7 /cli/slists; issue 32)', () => {
  it.each([
    ['GET', 'slists'],
    ['GET', 'slists/12'],
    ['POST', 'slists/create'],
    ['POST', 'slists/rename'],
    ['POST', 'slists/copy'],
    ['POST', 'slists/delete'],
    ['POST', 'slists/items/create'],
    ['POST', 'slists/items/update'],
    ['POST', 'slists/items/check'],
    ['POST', 'slists/items/delete'],
    ['POST', 'slists/to-cart'],
    ['POST', 'ecommerce/copy/to/smartlist/77'],
    ['GET', 'slists/products/favorite/all'],
    ['POST', 'slists/products/favorite/add'],
    ['POST', 'slists/products/favorite/delete'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it.each([
    ['POST', 'slists'],
    ['GET', 'slists/create'],
    ['GET', 'slists/x'],
    ['POST', 'slists/12'],
    ['GET', 'ecommerce/copy/to/smartlist/77'],
    ['POST', 'ecommerce/copy/to/smartlist/x'],
    ['POST', 'slists/products/favorite/all'],
    ['GET', 'slists/products/favorite/add'],
    ['POST', 'slists/items/move'],
  ])('refuses %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBeNull();
  });

  it('gives the BFF fuzz suite an example of each list call', () => {
    const paths = allowListExamples().map((example) => `${example.method} ${example.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET slists',
        'POST slists/to-cart',
        'POST ecommerce/copy/to/smartlist/1',
        'POST slists/products/favorite/add',
      ]),
    );
  });
});
