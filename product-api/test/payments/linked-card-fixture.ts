import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { cardBoardings, linkedPaymentMethods } from '../../src/db/schema';
import { signatureHeaderFor } from '../../src/payments/sandbox-signature';
import { bearer, insertCustomer, signIn } from '../profiles/test-app';
import { refOf } from './payment-fixture';

/** Linked cards' helpers: the calls of /cli/pay/paymentmethod, the sandbox's page and its callback. */

export const METHODS = '/cli/pay/paymentmethod';

let customers = 0;

/** A customer of its own, signed in; answers the id and the bearer headers. */
export async function signedInCustomer(app: FastifyInstance, db: Database) {
  customers += 1;
  const email = `card.holder.${customers}.${randomUUID().slice(0, 8)}@example.mt`;
  const userId = await insertCustomer(db, 'Card-Holder-9', {
    email,
    firstName: 'Anna',
    lastName: 'Vella',
    accept1: true,
    accept2: true,
  });
  return { userId, headers: bearer(await signIn(app, email, 'Card-Holder-9')) };
}

export const listMethods = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: METHODS, headers });

export const deleteMethod = (app: FastifyInstance, headers: Record<string, string>, type: string) =>
  app.inject({ method: 'POST', url: `${METHODS}/delete`, headers, payload: { paymentMethodType: type } });

/** Starts a boarding; answers the sandbox page's URL and the boarding's reference. */
export async function startBoarding(app: FastifyInstance, headers: Record<string, string>, lang = '') {
  const response = await app.inject({
    method: 'GET',
    url: `${METHODS}/boarding${lang && `?lang=${lang}`}`,
    headers,
  });
  const url = String(response.json().data);
  return { response, url, ref: response.statusCode === 200 ? refOf(url) : '' };
}

/** The shopper's form post on the sandbox's linking page. */
export const chooseOnBoardingPage = (app: FastifyInstance, ref: string, form: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/apcopay/boarding/${ref}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

/** A boarding callback as the sandbox signs it (or with another secret, a forger's). */
export function boardingNotify(app: FastifyInstance, body: object, secret: string) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/cli/pay/apcopay/boarding/notify',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signatureHeaderFor(secret, Math.floor(Date.now() / 1000), raw),
    },
    payload: raw,
  });
}

export const linkedCallback = (ref: string, overrides: object = {}) => ({
  eventId: randomUUID(),
  ref,
  outcome: 'LINKED',
  cardRef: `card_${randomUUID().replaceAll('-', '')}`,
  brand: 'Visa',
  last4: '4242',
  checkAuthorisedCents: 1,
  checkReleasedCents: 1,
  ...overrides,
});

export async function boardingRow(db: Database, ref: string) {
  const [row] = await db.select().from(cardBoardings).where(eq(cardBoardings.ref, ref));
  if (!row) throw new Error(`boarding ${ref} missing`);
  return row;
}

export const linkedRowsOf = (db: Database, userId: number) =>
  db.select().from(linkedPaymentMethods).where(eq(linkedPaymentMethods.userId, userId));
