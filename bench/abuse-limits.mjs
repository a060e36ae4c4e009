#!/usr/bin/env node
/**
 * Issue 27 probe of the per-address limits, against a running API (default http://127.0.0.1:4215):
 * how fast one card's ID document can be guessed and how many guesses it gets before a 429, and
 * how many accounts one address opens in a minute of trying. Every call comes from this host, so
 * it is one client address, and the probes count against each other's limits: run one probe per
 * fresh API to see each limit alone.
 * Usage: node bench/abuse-limits.mjs [baseUrl] [seconds per probe] [card,spread,signup]
 */
import { signupBody } from './lib/new-account.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4215';
const seconds = Number(process.argv[3] ?? 10);
const probes = new Set((process.argv[4] ?? 'card,spread,signup').split(','));
const CONCURRENCY = 8;
const CARD = '0400200000013';

const post = (path, body) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Runs `attempt(n)` from CONCURRENCY workers for `seconds`; answers the statuses in order. */
async function hammer(attempt) {
  const statuses = [];
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const response = await attempt((n += 1));
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return { statuses, elapsed: (Date.now() - started) / 1000 };
}

const documentOf = (n) => `${String(1000000 + (n % 8999999)).padStart(7, '0')}X`;
if (probes.has('card')) {
  const guesses = await hammer((n) =>
    post('/cli/profiles/signupcheck', { cardNumber: CARD, documentId: documentOf(n), email: '' }),
  );
  const firstRefusal = guesses.statuses.indexOf(429);
  console.log(
    `card check: ${guesses.statuses.length} guesses in ${guesses.elapsed.toFixed(1)} s ` +
      `(${(guesses.statuses.length / guesses.elapsed).toFixed(0)}/s); ` +
      `answered before the first 429: ${firstRefusal === -1 ? 'all' : firstRefusal}; ` +
      `429s: ${guesses.statuses.filter((s) => s === 429).length}`,
  );
}

// The same address guessing across card numbers: only the per-address limit can stop it.
const cardOf = (n) => `0400${String(300000000 + n).padStart(9, '0')}`;
if (probes.has('spread')) {
  const spread = await hammer((n) =>
    post('/cli/profiles/signupcheck', { cardNumber: cardOf(n), documentId: documentOf(n), email: '' }),
  );
  const spreadRefusal = spread.statuses.indexOf(429);
  console.log(
    `card check over many cards: ${spread.statuses.length} guesses in ${spread.elapsed.toFixed(1)} s; ` +
      `answered before the first 429: ${spreadRefusal === -1 ? 'all' : spreadRefusal}`,
  );
}

const stamp = Date.now();
if (probes.has('signup')) {
  const signups = await hammer((n) =>
    post('/cli/profiles/signup', signupBody(`probe-${stamp}-${n}@example.mt`)),
  );
  const created = signups.statuses.filter((s) => s === 200).length;
  console.log(
    `sign-up: ${created} accounts created in ${signups.elapsed.toFixed(1)} s of trying ` +
      `(${((created / signups.elapsed) * 60).toFixed(0)} a minute if the rate held); ` +
      `429s: ${signups.statuses.filter((s) => s === 429).length}; other: ${signups.statuses.filter((s) => s !== 200 && s !== 429).length}`,
  );
}
