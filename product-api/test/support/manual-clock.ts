/**
 * A clock the tests move by hand, handed to the API as its `now`: windows end, links expire and
 * mails fall due without sleeping.
 */
export function manualClock(startMs: number) {
  let now = startMs;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

export type ManualClock = ReturnType<typeof manualClock>;
