import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../src/contract/envelope';
import type { Database } from '../../src/db/client';
import { billingAddresses, cities, shippingAddresses, states } from '../../src/db/schema';
import { bearer, insertCustomer, signIn, startTestApp, type TestApp } from '../profiles/test-app';

export const OTHER_EMAIL = 'joseph.camilleri@example.mt';
const OTHER_PASSWORD = 'Other-Horse-7';

/** The test customer signed in, and a second customer whose addresses the first must never reach. */
export type AddressTestApp = TestApp & {
  headers: Record<string, string>;
  otherUserId: number;
  otherHeaders: Record<string, string>;
};

/** A few localities of both islands, as GET /cli/addresses/cities lists them. */
const LOCALITIES: [name: string, island: 'Malta' | 'Gozo', prefix: string][] = [
  ['Birkirkara', 'Malta', 'BKR'],
  ['Ħamrun', 'Malta', 'HMR'],
  ['Żebbuġ', 'Malta', 'ZBG'],
  ['Victoria', 'Gozo', 'VCT'],
];

export async function startAddressTestApp(env: Record<string, string> = {}): Promise<AddressTestApp> {
  const t = await startTestApp(env);
  await insertLocalities(t.db);
  const otherUserId = await insertCustomer(t.db, OTHER_PASSWORD, {
    email: OTHER_EMAIL,
    firstName: 'Joseph',
    lastName: 'Camilleri',
    accept1: true,
    accept2: true,
  });
  const headers = bearer(await signIn(t.app));
  const otherHeaders = bearer(await signIn(t.app, OTHER_EMAIL, OTHER_PASSWORD, '127.0.0.2'));
  return { ...t, headers, otherUserId, otherHeaders };
}

async function insertLocalities(db: Database): Promise<void> {
  for (const island of ['Malta', 'Gozo']) {
    const [state] = await db.insert(states).values({ name: island }).returning({ id: states.id });
    if (!state) throw new Error('state not inserted');
    await db.insert(cities).values(
      LOCALITIES.filter(([, i]) => i === island).map(([name, , prefix]) => ({
        name,
        stateId: state.id,
        postcodePrefix: prefix,
      })),
    );
  }
}

/** Before each test: both books empty, for both customers. */
export async function emptyAddressBooks(db: Database): Promise<void> {
  await db.delete(shippingAddresses);
  await db.delete(billingAddresses);
}

/** Forms that pass every rule of spec §5. */
export const HOME = { address: 'Triq il-Kbira', streetNumber: '12', city: 'Birkirkara', zip: 'BKR 1234' };
/** An Italian invoice address (the country is Malta when not given). */
export const INVOICE = {
  nation: 'IT',
  vatCode: 'IT01234567890',
  companyName: 'Borg Trading',
  phone: '0612345678',
  address: 'Via Roma',
  streetNumber: '12b',
  zip: '00184',
  city: 'Roma',
  county: 'rm',
};

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** The data of a success envelope (HTTP 200, code 0), parsed with the contract schema. */
export function dataOf<T extends z.ZodType>(response: LightMyRequestResponse, schema: T): z.output<T> {
  if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  const envelope = z
    .object({ responseCode: z.literal(0), data: z.unknown() })
    .strict()
    .parse(response.json());
  return schema.parse(envelope.data);
}

/** HTTP status and error envelope of a refused call. */
export function errorOf(response: LightMyRequestResponse) {
  return { status: response.statusCode, body: errorEnvelopeSchema.strict().parse(response.json()) };
}

/** A form refused with HTTP 400, code 4000, and the rule key (spec §5) the field broke among its fields. */
export function expectFieldError(response: LightMyRequestResponse, field: string, message: string): void {
  const { status, body } = errorOf(response);
  expect({ status, responseCode: body.responseCode }).toEqual({ status: 400, responseCode: 4000 });
  expect(body.fields).toContainEqual({ path: `body.${field}`, message });
}
