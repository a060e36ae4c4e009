import { eq } from 'drizzle-orm';
import { staffMembers } from '../../src/db/schema';
import { verifyPassword } from '../../src/profiles/password';
import { parseStaffCommand } from '../../src/staff/staff-cli-args';
import { addStaffMember } from '../../src/staff/staff.service';
import { startTestApp, stopTestApp, type TestApp } from '../profiles/test-app';
import { insertStaffWorld } from './staff-fixture';

const command = (line: string) => parseStaffCommand(line.split(' '));

describe('npm run ops -- staff add: the command line', () => {
  it('reads a picker with several stores and names a member after their e-mail', () => {
    expect(command('staff add --email Anna@shop.mt --role picker --store 1 --store 2,3')).toEqual({
      kind: 'add',
      member: { email: 'Anna@shop.mt', name: 'Anna', role: 'picker', storeIds: [1, 2, 3] },
    });
  });

  it.each([
    ['staff add --role picker --store 1', '--email must be an e-mail address'],
    ['staff add --email not-an-email --role picker --store 1', '--email must be an e-mail address'],
    ['staff add --email a@shop.mt --role boss', '--role must be picker or manager'],
    ['staff add --email a@shop.mt --role picker', 'a picker needs at least one --store'],
    ['staff add --email a@shop.mt --role picker --store one', "--store 'one' is not a store id"],
    ['staff add --email a@shop.mt --role manager --store 1', 'a manager sees every store'],
    ['staff remove --email a@shop.mt', "unknown command 'staff remove'"],
    ['staff add --email a@shop.mt --role picker --store 1 --colour red', "Unknown option '--colour'"],
  ])('refuses %s', (line, message) => {
    const parsed = command(line);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toContain(message);
  });
});

describe('adding a staff member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await insertStaffWorld(t.db, t.userId);
  });
  afterAll(() => stopTestApp(t));

  it('keeps only the hash of the one-time password it answers', async () => {
    const added = await addStaffMember(t.db, {
      email: 'new@shop.mt',
      name: 'New',
      role: 'manager',
      storeIds: [],
    });
    if (!added.ok) throw new Error(added.reason);
    expect(added.data.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.email, 'new@shop.mt'));
    expect(row?.passwordHash).not.toContain(added.data.oneTimePassword);
    await expect(verifyPassword(added.data.oneTimePassword, row?.passwordHash ?? '')).resolves.toBe(true);
  });

  it('refuses an unknown store and an e-mail that already has an account', async () => {
    expect(
      await addStaffMember(t.db, { email: 'x@shop.mt', name: 'X', role: 'picker', storeIds: [9999] }),
    ).toEqual({
      ok: false,
      reason: 'no store with id 9999',
    });
    const again = await addStaffMember(t.db, {
      email: 'NEW@shop.mt',
      name: 'N',
      role: 'manager',
      storeIds: [],
    });
    expect(again).toEqual({ ok: false, reason: 'NEW@shop.mt already has a staff account' });
  });
});
