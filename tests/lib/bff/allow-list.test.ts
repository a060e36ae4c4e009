/** @jest-environment node */
import { forwardablePath, methodsAllowedFor } from '@/lib/bff/allow-list';

const split = (path: string) => path.split('/');

describe('forwardablePath', () => {
  it.each([
    ['GET', 'ecommerce/products/featured'],
    ['GET', 'ecommerce/products'],
    ['GET', 'ecommerce/products/search'],
    ['GET', 'ecommerce/deliveries'],
    ['GET', 'categories'],
    ['GET', 'cms/banners'],
    ['GET', 'addresses/states'],
    ['GET', 'addresses/zipcodes'],
    ['GET', 'addresses/nations'],
    ['GET', 'profiles/login'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it('accepts the method in any case, as Request normalises it anyway', () => {
    expect(forwardablePath('get', ['categories'])).toBe('categories');
  });

  it.each([
    ['GET', 'admin/users'],
    ['GET', 'addresses/planets'],
    ['GET', 'categories/extra'],
    ['GET', 'ecommerce'],
    ['GET', ''],
  ])('refuses %s %s, which is not on the list', (method, path) => {
    expect(forwardablePath(method, split(path))).toBeNull();
  });

  it('refuses a listed path with another method', () => {
    expect(forwardablePath('POST', ['categories'])).toBeNull();
    expect(forwardablePath('DELETE', split('cms/banners'))).toBeNull();
  });

  it('never forwards the login POST, which would hand the token to the browser', () => {
    expect(forwardablePath('POST', split('profiles/login'))).toBeNull();
    expect(forwardablePath('POST', split('profiles/logout'))).toBeNull();
  });

  it.each([
    [['..', 'categories']],
    [['addresses', '..', 'categories']],
    [['addresses', '.', 'states']],
    [['%2e%2e', 'categories']],
    [['addresses', '%2e%2e', 'categories']],
    [['addresses%2fstates']],
    [['addresses/states']],
    [['addresses', '', 'states']],
    [['categories%00']],
  ])('refuses path tricks: %j', (segments) => {
    expect(forwardablePath('GET', segments)).toBeNull();
  });

  it('refuses an empty path', () => {
    expect(forwardablePath('GET', [])).toBeNull();
  });
});

describe('methodsAllowedFor', () => {
  it('names the methods served on a listed path, for the Allow header of a 405', () => {
    expect(methodsAllowedFor(['categories'])).toEqual(['GET']);
    expect(methodsAllowedFor(split('cms/leaflets/12'))).toEqual(['GET']);
  });

  it('names none for a path that is not listed or not plain', () => {
    expect(methodsAllowedFor(split('admin/users'))).toEqual([]);
    expect(methodsAllowedFor(['..', 'categories'])).toEqual([]);
    expect(methodsAllowedFor([])).toEqual([]);
  });
});
