import { eq } from 'drizzle-orm';
import { accountDataSchema } from '../../src/contract/account';
import {
  authTokens,
  billingAddresses,
  contactMessages,
  loginThrottle,
  loyaltyCards,
  mailOutbox,
  shippingAddresses,
  shoppingListItems,
  shoppingLists,
  users,
} from '../../src/db/schema';
import { insertOrder, insertOtherCustomer } from '../payments/payment-fixture';
import { CARDS, MANY_LOGINS, insertAccountFixture, newCustomer, signUp, signupBody } from './account-fixture';
import {
  TEST_EMAIL,
  bearer,
  loginRequest,
  signIn,
  startTestApp,
  stopTestApp,
  type TestApp,
} from './test-app';

const PASSWORD = 'Sunny-Day-2026';

const contactMessage = (email: string, subject: string) => ({
  name: 'Joseph',
  surname: 'Camilleri',
  phoneNumberPrefix: '356',
  phoneNumber: '79123456',
  email,
  subject,
  message: 'Do you deliver to Gozo on Sundays?',
});

const billingAddress = (userId: number) => ({
  userId,
  vatCode: 'MT12345678',
  companyName: 'Camilleri Ltd',
  phone: '21234567',
  address: 'Triq il-Kbira',
  streetNumber: '5',
  zip: '00100',
  city: 'Roma',
  county: 'RM',
});

describe('the customer data rights: GET /cli/profiles/export and POST /cli/profiles/delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(MANY_LOGINS);
    await insertAccountFixture(t.db);
  });
  afterAll(() => stopTestApp(t));

  const exportOf = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/cli/profiles/export', headers });
  const deleteAccount = (headers: Record<string, string>, password: string) =>
    t.app.inject({ method: 'POST', url: '/cli/profiles/delete', headers, payload: { password } });

  describe('export', () => {
    it('holds the profile, addresses, cards, contact messages and sessions of the caller, and nothing secret', async () => {
      const email = 'joseph@example.mt';
      const { id, headers } = await newCustomer(t.app, email, {
        cards: [{ code: CARDS.complete.code }],
        documentId: CARDS.complete.documentId,
      });
      await signIn(t.app);
      await t.db.insert(billingAddresses).values(billingAddress(id));
      await t.db
        .insert(contactMessages)
        .values([
          contactMessage(email.toUpperCase(), 'Delivery to Gozo'),
          contactMessage(TEST_EMAIL, 'Not Joseph'),
        ]);
      const logout = bearer((await t.app.inject(loginRequest(email, PASSWORD))).json().data.jwt);
      await t.app.inject({ method: 'POST', url: '/cli/profiles/logout', headers: logout });

      const response = await exportOf(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const data = accountDataSchema.parse(response.json().data);
      expect(data.profile).toMatchObject({ id, email, firstName: 'Anna', birthDate: '1985-04-12' });
      expect(Date.parse(data.createdAt)).not.toBeNaN();
      expect(data.shippingAddresses).toEqual([
        expect.objectContaining({
          address: 'Triq San Pawl',
          city: 'Birkirkara',
          state: 'Malta',
          zip: 'BKR 1010',
        }),
      ]);
      expect(data.billingAddresses).toEqual([
        expect.objectContaining({ vatCode: 'MT12345678', city: 'Roma' }),
      ]);
      expect(data.loyaltyCards).toEqual([
        {
          code: CARDS.complete.code,
          points: 2140,
          balanceDate: '2026-11-15T18:30:00.000Z',
          documentId: CARDS.complete.documentId,
          firstName: 'Joseph',
          lastName: 'Camilleri',
          email: CARDS.complete.email,
          birthDate: '1978-09-23',
        },
      ]);
      expect(data.contactMessages.map((m) => m.subject)).toEqual(['Delivery to Gozo']);
      // Two sessions: the one asking and the one that logged out; none of the test customer's.
      expect(data.sessions).toHaveLength(2);
      expect(data.sessions.map((s) => s.active).sort()).toEqual([false, true]);

      const jtis = (await t.db.select().from(authTokens)).map((token) => token.jti);
      for (const jti of jtis) expect(response.body).not.toContain(jti);
      expect(response.body).not.toMatch(/scrypt|passwordHash|jti/);
      expect(response.body).not.toContain(TEST_EMAIL);
    });

    it("holds the caller's orders, carts and shopping lists, and no row of another customer", async () => {
      const { id, headers } = await newCustomer(t.app, 'shopper@example.mt');
      const other = await insertOtherCustomer(t.db);
      await insertOrder(t.db, { userId: id, status: 'TO_BE_PREPARED', paymentMode: 'CASH', payBy: null });
      await insertOrder(t.db, { userId: other, status: 'TO_BE_PREPARED', paymentMode: 'CASH', payBy: null });
      const lists = await t.db
        .insert(shoppingLists)
        .values([
          { userId: id, title: 'Saturday', automated: false },
          { userId: other, title: 'Not mine', automated: true },
        ])
        .returning({ id: shoppingLists.id });
      await t.db.insert(shoppingListItems).values(
        lists.map((list, index) => ({
          listId: list.id,
          type: 'CUSTOM',
          description: index === 0 ? 'Ftira from the baker' : 'Someone else’s bread',
          amount: 2,
        })),
      );

      const response = await exportOf(headers);
      const data = accountDataSchema.parse(response.json().data);
      expect(data.orders).toEqual([
        expect.objectContaining({
          status: 'TO_BE_PREPARED',
          paymentMode: 'CASH',
          total: 43.21,
          finalTotal: null,
        }),
      ]);
      expect(data.carts).toEqual([
        expect.objectContaining({ status: 'ORDERED', deliveryMode: 'IN_STORE', items: [] }),
      ]);
      expect(data.shoppingLists).toEqual([
        expect.objectContaining({
          title: 'Saturday',
          automated: false,
          items: [
            expect.objectContaining({ type: 'CUSTOM', description: 'Ftira from the baker', barcode: null }),
          ],
        }),
      ]);
      expect(response.body).not.toMatch(/Not mine|Someone else/);
      // No owner ids in the file: the rows are the caller's by construction.
      expect(response.body).not.toContain('"userId"');
    });

    it('answers 401 without a session', async () => {
      expect((await exportOf({})).statusCode).toBe(401);
    });
  });

  describe('deletion', () => {
    it('refuses a wrong password with code 13 and deletes nothing', async () => {
      const { id, headers } = await newCustomer(t.app, 'keeps.account@example.mt');
      const response = await deleteAccount(headers, 'not-the-password');
      expect(response.json()).toEqual({ responseCode: 13, errorMessage: 'Password not valid' });
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).toHaveLength(1);
      expect((await exportOf(headers)).statusCode).toBe(200);
    });

    it("erases the customer's data, gives the card back to the shop and ends the sessions", async () => {
      const email = 'leaving@example.mt';
      const { id, headers } = await newCustomer(t.app, email, {
        cards: [{ code: CARDS.withoutEmail.code }],
        documentId: CARDS.withoutEmail.documentId,
      });
      await t.db.insert(billingAddresses).values(billingAddress(id));
      await t.db
        .insert(contactMessages)
        .values([contactMessage('Leaving@Example.mt', 'Mine'), contactMessage(TEST_EMAIL, 'Someone else')]);
      await t.db.insert(mailOutbox).values([
        { kind: 'password-reset', toAddress: email, subject: 'Reset', textBody: 'link' },
        {
          kind: 'contact',
          toAddress: 'support@shop.example',
          replyTo: email,
          subject: 'Contact',
          textBody: 'hi',
        },
        {
          kind: 'contact',
          toAddress: 'support@shop.example',
          replyTo: TEST_EMAIL,
          subject: 'Other',
          textBody: 'hi',
        },
      ]);
      // A failed login leaves a counter for the account.
      await t.app.inject(loginRequest(email, 'wrong-password'));
      expect(
        await t.db
          .select()
          .from(loginThrottle)
          .where(eq(loginThrottle.key, `account:${email}`)),
      ).toHaveLength(1);

      const response = await deleteAccount(headers, PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseCode: 0 });
      expect(
        await t.db
          .select()
          .from(loginThrottle)
          .where(eq(loginThrottle.key, `account:${email}`)),
      ).toEqual([]);

      expect((await exportOf(headers)).statusCode).toBe(401);
      expect((await t.app.inject(loginRequest(email, PASSWORD))).json()).toEqual({
        responseCode: 2,
        errorMessage: 'Wrong credentials',
      });
      expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
      expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, id))).toEqual([]);
      expect(await t.db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, id))).toEqual([]);
      expect(await t.db.select().from(billingAddresses).where(eq(billingAddresses.userId, id))).toEqual([]);
      const [card] = await t.db
        .select()
        .from(loyaltyCards)
        .where(eq(loyaltyCards.code, CARDS.withoutEmail.code));
      expect(card).toMatchObject({ userId: null, points: 410 });
      expect((await t.db.select().from(contactMessages)).map((m) => m.subject)).not.toContain('Mine');
      expect((await t.db.select().from(contactMessages)).map((m) => m.subject)).toContain('Someone else');
      // The other customers' welcome e-mails stay theirs; the deleted customer's went with them.
      const mails = await t.db
        .select({ subject: mailOutbox.subject, to: mailOutbox.toAddress })
        .from(mailOutbox);
      expect(mails.filter((m) => m.subject !== 'Welcome to our shop').map((m) => m.subject)).toEqual([
        'Other',
      ]);
      expect(mails.filter((m) => m.to.toLowerCase() === email.toLowerCase())).toEqual([]);
    });

    it('frees the e-mail and the card for a new sign-up', async () => {
      const email = 'comes.back@example.mt';
      const first = await newCustomer(t.app, email, {
        cards: [{ code: CARDS.withoutBirthDate.code }],
        documentId: CARDS.withoutBirthDate.documentId,
        birthDate: '01/01/1990',
      });
      expect((await deleteAccount(first.headers, PASSWORD)).json().responseCode).toBe(0);
      const again = await signUp(
        t.app,
        signupBody(email, {
          cards: [{ code: CARDS.withoutBirthDate.code }],
          documentId: CARDS.withoutBirthDate.documentId,
        }),
      );
      expect(again.json()).toMatchObject({
        responseCode: 0,
        data: { cards: [{ code: CARDS.withoutBirthDate.code }] },
      });
    });

    it("cannot delete another customer's account: the caller's token decides whose", async () => {
      const victim = await newCustomer(t.app, 'victim@example.mt');
      const attacker = await newCustomer(t.app, 'attacker@example.mt');
      // The body names the victim (the two even share a password): only the caller's own account goes.
      const response = await t.app.inject({
        method: 'POST',
        url: '/cli/profiles/delete',
        headers: attacker.headers,
        payload: { password: PASSWORD, userId: victim.id },
      });
      expect(response.json().responseCode).toBe(0);
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, victim.id))).toHaveLength(1);
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, attacker.id))).toEqual([]);
      expect((await exportOf(victim.headers)).json().data.profile.id).toBe(victim.id);
    });

    it('answers 401 without a session', async () => {
      expect((await deleteAccount({}, PASSWORD)).statusCode).toBe(401);
    });
  });
});
