import { stores } from '../../src/db/schema';
import { DEMO_STAFF, seedDemoStaff } from '../../src/seed/seed-staff';
import { PICK_UP_STORES } from '../../src/seed/stores-data';
import { bearer, startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(stores).values(PICK_UP_STORES.map(({ name, address }) => ({ name, address })));
});
afterAll(() => stopTestApp(t));

describe('demo staff', () => {
  it('adds one picker per pick-up store and a manager, once', async () => {
    expect(DEMO_STAFF.filter((member) => member.role === 'picker')).toHaveLength(PICK_UP_STORES.length);
    expect(await seedDemoStaff(t.db)).toBe(PICK_UP_STORES.length + 1);
    expect(await seedDemoStaff(t.db)).toBe(0);
  });

  it('signs in with the printed passwords, each picker bound to their store', async () => {
    for (const member of DEMO_STAFF) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/ops/auth/login',
        payload: { email: member.email, password: member.password },
      });
      const jwt: string = login.json().data.jwt;
      const me = (await t.app.inject({ method: 'GET', url: '/ops/me', headers: bearer(jwt) })).json().data;
      expect(me.role).toBe(member.role);
      const names = me.stores.map((store: { name: string }) => store.name);
      expect(names).toEqual(
        member.store === null ? PICK_UP_STORES.map((s) => s.name).sort() : [member.store],
      );
    }
  });
});
