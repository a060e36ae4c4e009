import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { errorEnvelopeSchema } from '../../src/contract/envelope';
import { cities, loyaltyCards, states, stores } from '../../src/db/schema';
import type { Database } from '../../src/db/client';
import { bearer, signIn } from './test-app';

/** Tests of the account calls: localities, in-store cards and sign-up bodies of their own (not the demo seed). */

export const CARDS = {
  /** Free, with e-mail and birth date on the till's record. */
  complete: { code: '0400000000011', documentId: '1234567M', email: 'joseph.camilleri@example.mt' },
  /** Free, no e-mail on record (the check's code 44). */
  withoutEmail: { code: '0400000000028', documentId: '2345678G', email: null },
  /** Free, an e-mail but no birth date. */
  withoutBirthDate: { code: '0400000000035', documentId: '3456789A', email: 'rita.zammit@example.mt' },
  /** Free, for the profile's card update. */
  spare: { code: '0400000000042', documentId: '4567890M', email: null },
} as const;

/** Tests here sign in far more often than a shopper: the per-address login limit is not what they test. */
export const MANY_LOGINS = { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' };

/** Two islands and three localities (one with Maltese letters, one on Gozo), and one store. */
export async function insertAccountFixture(db: Database): Promise<{ storeId: number }> {
  const [malta, gozo] = await db
    .insert(states)
    .values([{ name: 'Malta' }, { name: 'Gozo' }])
    .returning({ id: states.id });
  if (!malta || !gozo) throw new Error('states not inserted');
  await db.insert(cities).values([
    { name: 'Birkirkara', stateId: malta.id, postcodePrefix: 'BKR' },
    { name: 'Żabbar', stateId: malta.id, postcodePrefix: 'ZBR' },
    { name: 'Victoria', stateId: gozo.id, postcodePrefix: 'VCT' },
  ]);
  const balanceAt = new Date('2026-11-15T18:30:00Z');
  await db.insert(loyaltyCards).values([
    {
      ...CARDS.complete,
      firstName: 'Joseph',
      lastName: 'Camilleri',
      birthDate: '1978-09-23',
      points: 2140,
      balanceAt,
    },
    {
      ...CARDS.withoutEmail,
      firstName: 'Carmen',
      lastName: 'Vella',
      birthDate: '1990-02-14',
      points: 410,
      balanceAt,
    },
    {
      ...CARDS.withoutBirthDate,
      firstName: 'Rita',
      lastName: 'Zammit',
      birthDate: null,
      points: 95,
      balanceAt,
    },
    { ...CARDS.spare, firstName: 'Ġorġ', lastName: 'Grech', birthDate: '1969-12-01', points: 679, balanceAt },
  ]);
  const [store] = await db
    .insert(stores)
    .values({ name: 'Birkirkara Superstore', address: 'Triq il-Kbira 1' })
    .returning({ id: stores.id });
  if (!store) throw new Error('store not inserted');
  return { storeId: store.id };
}

type Profile = Record<string, unknown>;

/** A sign-up body that passes every rule; `profile` overrides fields of its profile. */
export function signupBody(email: string, profile: Profile = {}, extra: Record<string, unknown> = {}) {
  return {
    username: email,
    password: 'Sunny-Day-2026',
    profile: {
      firstName: 'Anna',
      lastName: 'Mifsud',
      birthDate: '12/04/1985',
      gender: 'FEMALE',
      email,
      mobilePhonePrefix: '356',
      mobilePhone: '79123456',
      homePhonePrefix: '356',
      homePhone: '',
      address: { address: 'Triq San Pawl', streetNumber: '4', city: 'Birkirkara', zip: 'BKR 1010' },
      accept1: true,
      accept2: true,
      accept3: false,
      accept4: false,
      ...profile,
    },
    ...extra,
  };
}

export function signUp(app: FastifyInstance, body: object) {
  return app.inject({ method: 'POST', url: '/cli/profiles/signup', payload: body });
}

/** Signs up a customer and signs them in; returns their id and bearer headers. */
export async function newCustomer(
  app: FastifyInstance,
  email: string,
  profile: Profile = {},
): Promise<{ id: number; headers: Record<string, string> }> {
  const created = await signUp(app, signupBody(email, profile));
  const id: unknown = created.json().data?.id;
  if (typeof id !== 'number') throw new Error(`sign-up failed: ${created.body}`);
  return { id, headers: bearer(await signIn(app, email, 'Sunny-Day-2026')) };
}

/** The refused fields of a 400 answer, as path → the first message key given for it. */
export function refusedFields(response: LightMyRequestResponse): Record<string, string> {
  const { fields = [] } = errorEnvelopeSchema.parse(response.json());
  return Object.fromEntries(fields.toReversed().map((field) => [field.path, field.message]));
}
