import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import { loginThrottle } from '../../src/db/schema';
import { CARDS, insertAccountFixture, newCustomer, signupBody } from './account-fixture';
import { buildTestApp, openTestDatabase, secondConnection } from './test-app';
import { manualClock, type ManualClock } from '../support/manual-clock';

const FAILURES = 3;
const PER_ADDRESS = 6;
const LIMITS = {
  CARD_CHECK_MAX_FAILURES: String(FAILURES),
  CARD_CHECK_WINDOW_MINUTES: '60',
  CARD_CHECK_LIMIT_PER_HOUR: String(PER_ADDRESS),
};
const HOUR_MS = 3_600_000;
const CARD_LOCKED = {
  responseCode: 4000,
  errorMessage:
    'Too many attempts, try again in 60 minutes. You can sign up without the card now and add it to your profile later',
};
const ADDRESS_LIMITED = { responseCode: 4000, errorMessage: 'Too many attempts, try again in 60 minutes' };
const NOT_FOUND = { responseCode: 2, errorMessage: 'Card not found or the ID document does not match' };
/** A well-formed card number no till has issued. */
const MADE_UP_CARD = '0400999999990';
const WRONG_DOCUMENT = '7654321A';

let handle: DatabaseHandle;
let clock: ManualClock;
const apps: FastifyInstance[] = [];

async function api(env: Record<string, string> = {}, db = handle.db): Promise<FastifyInstance> {
  const app = await buildTestApp(db, { ...LIMITS, ...env }, clock.now);
  apps.push(app);
  return app;
}

let addresses = 0;
/** A fresh documentation address (RFC 5737) per call, so only the card's limit is in play. */
const freshAddress = () => `198.51.100.${(addresses += 1) % 250}`;

const check = (app: FastifyInstance, cardNumber: string, documentId: string, from = freshAddress()) =>
  app.inject({
    method: 'POST',
    url: '/cli/profiles/signupcheck',
    payload: { cardNumber, documentId, email: '' },
    remoteAddress: from,
  });

let emails = 0;
const signUpWithCard = (app: FastifyInstance, code: string, documentId: string, from = freshAddress()) =>
  app.inject({
    method: 'POST',
    url: '/cli/profiles/signup',
    payload: signupBody(`card.limit.${++emails}@example.mt`, {
      cards: [{ code }],
      documentId,
      birthDate: '',
    }),
    remoteAddress: from,
  });

beforeAll(async () => {
  handle = await openTestDatabase();
  await insertAccountFixture(handle.db);
});
beforeEach(async () => {
  clock = manualClock(Date.parse('2026-11-20T10:00:00Z'));
  await handle.db.delete(loginThrottle);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await handle.close();
});

describe('card check limit per card number', () => {
  it('locks the card after a few wrong documents from any addresses, the right one too, until the window ends', async () => {
    const app = await api();
    for (let n = 0; n < FAILURES; n += 1) {
      expect((await check(app, CARDS.complete.code, WRONG_DOCUMENT)).json()).toEqual(NOT_FOUND);
    }
    const locked = await check(app, CARDS.complete.code, CARDS.complete.documentId);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('3600');
    expect(locked.json()).toEqual(CARD_LOCKED);
    // The holder's name and e-mail stay unread while locked; an hour later the right document passes.
    clock.advance(HOUR_MS);
    const after = await check(app, CARDS.complete.code, CARDS.complete.documentId);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ responseCode: 0, data: { email: CARDS.complete.email } });
  });

  it('answers the same for a card the tills issued and a made-up one, wrong documents and lock alike', async () => {
    const app = await api();
    const answersFor = async (card: string) => {
      const answers = [];
      for (let n = 0; n <= FAILURES + 1; n += 1) {
        const response = await check(app, card, WRONG_DOCUMENT);
        answers.push({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'],
          body: response.body,
        });
      }
      return answers;
    };
    const real = await answersFor(CARDS.spare.code);
    expect(real.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expect(await answersFor(MADE_UP_CARD)).toEqual(real);
  });

  it('forgets earlier wrong documents once the right one passes', async () => {
    const app = await api();
    for (let n = 0; n < FAILURES - 1; n += 1) await check(app, CARDS.complete.code, WRONG_DOCUMENT);
    expect((await check(app, CARDS.complete.code, CARDS.complete.documentId)).json().responseCode).toBe(0);
    for (let n = 0; n < FAILURES - 1; n += 1) await check(app, CARDS.complete.code, WRONG_DOCUMENT);
    expect((await check(app, CARDS.complete.code, CARDS.complete.documentId)).statusCode).toBe(200);
  });

  it("counts the sign-up's own card check against the same lock", async () => {
    const app = await api();
    expect((await signUpWithCard(app, CARDS.complete.code, WRONG_DOCUMENT)).json()).toEqual(NOT_FOUND);
    expect((await check(app, CARDS.complete.code, WRONG_DOCUMENT)).json()).toEqual(NOT_FOUND);
    expect((await signUpWithCard(app, CARDS.complete.code, WRONG_DOCUMENT)).json()).toEqual(NOT_FOUND);
    const checked = await check(app, CARDS.complete.code, CARDS.complete.documentId);
    expect(checked.statusCode).toBe(429);
    const signedUp = await signUpWithCard(app, CARDS.complete.code, CARDS.complete.documentId);
    expect(signedUp.statusCode).toBe(429);
    expect(signedUp.headers['retry-after']).toBe('3600');
    expect(signedUp.json()).toEqual(CARD_LOCKED);
  });

  it('counts a card added to the profile against the same lock', async () => {
    const app = await api({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
    const { headers } = await newCustomer(app, 'card.limit.profile@example.mt');
    for (let n = 0; n < FAILURES; n += 1) await check(app, CARDS.spare.code, WRONG_DOCUMENT);
    const response = await app.inject({
      method: 'PUT',
      url: '/cli/profiles',
      headers,
      payload: {
        firstName: 'Anna',
        lastName: 'Mifsud',
        mobilePhonePrefix: '356',
        mobilePhone: '79123456',
        homePhonePrefix: '',
        homePhone: '',
        ssnCode: '',
        cards: [{ code: CARDS.spare.code, principal: true, enabled: true }],
        documentId: CARDS.spare.documentId,
        accept1: true,
        accept2: true,
        accept3: false,
        accept4: false,
      },
    });
    expect(response.json()).toEqual(CARD_LOCKED);
    expect(response.statusCode).toBe(429);
  });
});

describe('card check limit per client address', () => {
  it('refuses an address past its checks, whatever the card, and lets other addresses on', async () => {
    const app = await api({ CARD_CHECK_MAX_FAILURES: '100' });
    const guesser = '203.0.113.9';
    for (let n = 0; n < PER_ADDRESS; n += 1) {
      const card = `04009999999${String(n).padStart(2, '0')}`;
      expect((await check(app, card, WRONG_DOCUMENT, guesser)).statusCode).toBe(200);
    }
    const refused = await check(app, CARDS.complete.code, CARDS.complete.documentId, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual(ADDRESS_LIMITED);
    expect(
      (await signUpWithCard(app, CARDS.complete.code, CARDS.complete.documentId, guesser)).statusCode,
    ).toBe(429);
    expect(
      (await check(app, CARDS.complete.code, CARDS.complete.documentId, '203.0.113.10')).statusCode,
    ).toBe(200);
  });

  it("does not hold an address's passing checks against it: the wizard can be run again", async () => {
    const app = await api();
    const household = '203.0.113.20';
    for (let n = 0; n < PER_ADDRESS * 2; n += 1) {
      const response = await check(app, CARDS.complete.code, CARDS.complete.documentId, household);
      expect(response.json().responseCode).toBe(0);
    }
  });
});

describe('card check counters shared through the database', () => {
  it('adds up the wrong documents seen by two API instances', async () => {
    const other = await secondConnection(handle);
    try {
      const [first, second] = [await api(), await api({}, other.db)];
      expect((await check(first, MADE_UP_CARD, WRONG_DOCUMENT)).statusCode).toBe(200);
      expect((await check(second, MADE_UP_CARD, WRONG_DOCUMENT)).statusCode).toBe(200);
      expect((await check(first, MADE_UP_CARD, WRONG_DOCUMENT)).statusCode).toBe(200);
      expect((await check(second, MADE_UP_CARD, WRONG_DOCUMENT)).json()).toEqual(CARD_LOCKED);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await other.close();
    }
  });

  it('lets exactly the allowed guesses through when 40 arrive at once on two instances', async () => {
    const other = await secondConnection(handle);
    try {
      const [one, two] = [await api(), await api({}, other.db)];
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, n) => check(n % 2 ? one : two, CARDS.spare.code, `${1000000 + n}A`)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - FAILURES);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await other.close();
    }
  });
});
