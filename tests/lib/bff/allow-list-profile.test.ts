/** @jest-environment node */
import { forwardablePath, methodsAllowedFor } from '@/lib/bff/allow-list';

const split = (path: string) => path.split('/');

describe('the allow-list for the profile area (spec §7 Profile)', () => {
  it.each([
    ['PUT', 'profiles'],
    ['POST', 'profiles/preferences/store'],
    ['POST', 'profiles/preferences/allergens'],
    ['GET', 'profiles/point-balance'],
    ['POST', 'profiles/password/change'],
    ['GET', 'profiles/addresses'],
    ['POST', 'profiles/addresses'],
    ['POST', 'profiles/addresses/delete'],
    ['GET', 'profiles/billing/addresses'],
    ['POST', 'profiles/billing/addresses'],
    ['POST', 'profiles/billing/addresses/delete'],
    ['GET', 'profiles/export'],
  ])('forwards %s %s', (method, path) => {
    expect(forwardablePath(method, split(path))).toBe(path);
  });

  it('never forwards the account deletion, which must clear the session in the same answer', () => {
    expect(forwardablePath('POST', split('profiles/delete'))).toBeNull();
    expect(methodsAllowedFor(split('profiles/delete'))).toEqual([]);
  });

  it('serves reads and writes of the address lists on one path', () => {
    expect(methodsAllowedFor(split('profiles/addresses'))).toEqual(['GET', 'POST']);
    expect(forwardablePath('DELETE', split('profiles/addresses'))).toBeNull();
    expect(forwardablePath('GET', split('profiles/addresses/delete'))).toBeNull();
  });
});
