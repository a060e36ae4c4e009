import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { problemsWith } from '../support/envelope-answer';
import { bodyWith, fieldPaths, jsonRequest } from '../support/fuzz-probes';
import { percentEncode, sampleOf, sampleUrlValues, urlOf } from '../support/openapi-operations';
import { startFuzzTarget, stopFuzzTarget, type FuzzTarget } from './fuzz-target';

/**
 * Issue 10's fuzz suite: every operation of the API's own OpenAPI document, so a route added later
 * is covered without touching this file. Each path, query and body field gets the hostile table
 * (test/support/hostile-values.ts), anonymously and signed in (in fuzz-hostile-*.test.ts, shards
 * that jest runs side by side), then a bounded fast-check run with
 * a fixed seed adds random values. Every answer must be below 500, the spec §8 envelope with the
 * security headers, and free of stack traces, paths and internal codes (support/envelope-answer.ts).
 * A 429 of the login limits is an envelope like any other.
 */

/**
 * fast-check (a dev dependency for this suite) sends what no table lists: any UTF-16 code units,
 * grapheme clusters, doubles, big integers, nested JSON; it shrinks a failure to its smallest
 * input. The fixed seed keeps CI deterministic; a new seed is one constant away.
 */
const FAST_CHECK_SEED = 20_261_124;
const FAST_CHECK_RUNS = 1000;

describe('fuzz over every route of the OpenAPI document', () => {
  let target: FuzzTarget;

  beforeAll(async () => {
    target = await startFuzzTarget();
  });
  afterAll(() => stopFuzzTarget(target));

  it('reads the routes from the document, login and the signed-in calls among them', () => {
    const { operations } = target;
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.some((o) => o.method === 'POST' && o.body)).toBe(true);
    expect(operations.some((o) => o.secured)).toBe(true);
    expect(operations.some((o) => o.parameters.some((p) => p.in === 'path'))).toBe(true);
    // Routes outside /cli are listed only when documented (/health is hidden).
    expect(operations.some((o) => o.method === 'GET' && o.template === '/catalogue/version')).toBe(true);
    // The customer's order calls (issue 29), so each gets the random and hostile values below.
    const orderCalls = operations
      .filter((o) => /\/cli\/ecommerce\/(orders|cart\/abort|cart\/copy-order)/.test(o.template))
      .map((o) => `${o.method} ${o.template}`)
      .sort();
    expect(orderCalls).toEqual([
      'GET /cli/ecommerce/cart/copy-order/{id}',
      'GET /cli/ecommerce/orders',
      'GET /cli/ecommerce/orders/{id}/documents/{kind}',
      'GET /cli/ecommerce/orders/{id}/fetch',
      'POST /cli/ecommerce/cart/abort',
    ]);
    // The store's picking calls (issue 29 item 4) are in the document too, so each is fuzzed.
    const pickingCalls = operations
      .filter((o) => /^\/ops\/orders\/\{id\}\//.test(o.template))
      .map((o) => `${o.method} ${o.template}`)
      .sort();
    expect(pickingCalls).toEqual([
      'GET /ops/orders/{id}/pick-list',
      'GET /ops/orders/{id}/substitutes',
      'POST /ops/orders/{id}/pick-lines',
      'POST /ops/orders/{id}/status',
    ]);
    // The food filters of the product listing (issue 33) are query parameters the suite fuzzes.
    const listing = operations.find((o) => o.method === 'GET' && o.template === '/cli/ecommerce/products');
    const queried = listing?.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(queried).toEqual(expect.arrayContaining(['diets', 'freeFrom']));
    // The allergens a customer avoids (issue 33): a signed-in body the suite fuzzes.
    const avoid = operations.find((o) => o.template === '/cli/profiles/preferences/allergens');
    expect(avoid).toMatchObject({ method: 'POST', secured: true });
  });

  it('answers random values (fast-check, fixed seed) with an envelope below 500', async () => {
    const { operations, send } = target;
    const session = await target.signIn();
    const staffSession = await target.signIn('/ops/me');
    const targets = operations.flatMap((operation) => [
      ...operation.parameters.map((parameter) => ({
        operation,
        parameter: parameter.name,
        field: undefined,
      })),
      ...(operation.body ? fieldPaths(operation.body) : []).map((field) => ({
        operation,
        parameter: undefined,
        field,
      })),
    ]);
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.double().map(String),
      fc.bigInt().map(String),
    );
    const value = fc.oneof(text, fc.jsonValue({ maxDepth: 3 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        text,
        value,
        fc.boolean(),
        async (target, raw, json, signedIn) => {
          const { operation, parameter, field } = target;
          const values = sampleUrlValues(operation);
          if (parameter !== undefined) values.set(parameter, percentEncode(raw));
          const url = urlOf(operation, values);
          const request: InjectOptions =
            operation.body === undefined
              ? { method: operation.method, url }
              : jsonRequest(
                  operation,
                  url,
                  field ? bodyWith(operation.body, field, json) : sampleOf(operation.body),
                );
          const response = await send(
            signedIn
              ? {
                  ...request,
                  headers: {
                    ...request.headers,
                    ...(operation.template.startsWith('/ops/') ? staffSession : session),
                  },
                }
              : request,
          );
          expect(problemsWith(response)).toEqual([]);
        },
      ),
      { seed: FAST_CHECK_SEED, numRuns: FAST_CHECK_RUNS },
    );
  }, 60_000);
});
