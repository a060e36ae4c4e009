import { hostileFailures, startFuzzTarget, stopFuzzTarget, type FuzzTarget } from './fuzz-target';

/** Shard 1 of 3 of the hostile table over every operation (test/http/fuzz-target.ts, issue 10's fuzz suite). */
let target: FuzzTarget;
beforeAll(async () => {
  target = await startFuzzTarget();
});
afterAll(() => stopFuzzTarget(target));

it('answers every hostile value of the table with an envelope below 500, anonymous and signed in (shard 1 of 3)', async () => {
  const failures = await hostileFailures(target, 0);
  expect({ count: failures.length, first: failures.slice(0, 30) }).toEqual({ count: 0, first: [] });
}, 110_000);
