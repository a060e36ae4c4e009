import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  bearer,
  loginRequest,
  startTestApp,
  stopTestApp,
  TEST_EMAIL,
  TEST_PASSWORD,
  type TestApp,
} from '../profiles/test-app';
import { addStaffMember } from '../../src/staff/staff.service';
import { insertFixtureCatalogue } from '../support/catalogue-fixture';
import { insertSlotFuzzData } from '../slots/slot-fuzz-data';
import { problemsWith } from '../support/envelope-answer';
import { probesOf } from '../support/fuzz-probes';
import { operationsOf, type Operation } from '../support/openapi-operations';

/**
 * The app the fuzz suite probes (test/http/fuzz*.test.ts): the fixture catalogue and slot data, so
 * the cart, slot and order calls reach their services, and every operation of its OpenAPI document.
 */
export type FuzzTarget = {
  app: TestApp;
  operations: Operation[];
  send: (request: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A fresh session for the operation: the staff manager's on /ops routes, the customer's elsewhere. */
  signIn: (template?: string) => Promise<Record<string, string>>;
};

const FUZZ_MANAGER = { email: 'fuzz.manager@shop.example', password: 'Fuzz-Manager-2026' };

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const t = await startTestApp();
  await insertFixtureCatalogue(t.db);
  await insertSlotFuzzData(t.db, t.userId);
  const manager = await addStaffMember(
    t.db,
    { email: FUZZ_MANAGER.email, name: 'Fuzz', role: 'manager', storeIds: [] },
    FUZZ_MANAGER.password,
  );
  if (!manager.ok) throw new Error(manager.reason);
  await t.app.ready();
  let requests = 0;
  /** Each call from its own address, so the per-address login limit does not hide the routes' answers. */
  const nextAddress = () => {
    requests += 1;
    return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
  };
  const send = (request: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({ ...request, remoteAddress: nextAddress() });
  /** A fresh session (a probe may have logged the last one out): staff on /ops, else the test customer. */
  const signIn = async (template = '') => {
    const response = await send(
      template.startsWith('/ops/')
        ? { method: 'POST', url: '/ops/auth/login', payload: FUZZ_MANAGER }
        : loginRequest(TEST_EMAIL, TEST_PASSWORD),
    );
    const jwt: unknown = response.json().data?.jwt;
    if (typeof jwt !== 'string') throw new Error(`login failed: ${response.body}`);
    return bearer(jwt);
  };
  return { app: t, operations: operationsOf(t.app.swagger()), send, signIn };
}

export const stopFuzzTarget = (target: FuzzTarget | undefined) => stopTestApp(target?.app);

/** Operations are split into shards by position, so the hostile table runs in several files (jest workers). */
export const HOSTILE_SHARDS = 3;

/**
 * Every hostile value of the table on every path, query and body field of the shard's operations,
 * anonymously and signed in; answers the failures found.
 */
export async function hostileFailures(target: FuzzTarget, shard: number): Promise<string[]> {
  const failures: string[] = [];
  const operations = target.operations.filter((_, index) => index % HOSTILE_SHARDS === shard);
  for (const operation of operations) {
    const session = await target.signIn(operation.template);
    for (const { label, request } of probesOf(operation)) {
      // A probe of the Authorization header itself is sent only as it is.
      const ownAuthorization = request.headers?.authorization !== undefined;
      const variants: [string, InjectOptions][] = [['anonymous', request]];
      if (!ownAuthorization)
        variants.push(['signed in', { ...request, headers: { ...request.headers, ...session } }]);
      for (const [who, variant] of variants) {
        const problems = problemsWith(await target.send(variant));
        if (problems.length > 0) failures.push(`${label} (${who}): ${problems.join('; ')}`);
      }
    }
  }
  return failures;
}
