// Places of one slot a throw-away-account script can take (issue 27 item 3), against a running API.
// Usage: node bench/slot-hoarding.mjs [--api http://127.0.0.1:4235] [--accounts 20] [--amount 0]
// Start the API with its login limit raised (every account signs in from this one address), e.g.
//   LOGIN_RATE_LIMIT_PER_MINUTE=1000 PGLITE_DIR=$(mktemp -d) API_PORT=4235 npm start --workspace product-api
// Each account signs up, signs in, opens a pick-up cart with `--amount` pieces of a featured piece
// product (0: empty) and holds the same slot, all accounts at once. Prints the slot's free places
// before, and how the holds were answered.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { signupBody } from './lib/new-account.mjs';

const { values: opts } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:4235' },
    accounts: { type: 'string', default: '20' },
    amount: { type: 'string', default: '0' },
  },
});
const accounts = Number(opts.accounts);
const amount = Number(opts.amount);

async function call(path, { body, jwt } = {}) {
  const response = await fetch(opts.api + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ...(await response.json()) };
}

const city = (await call('/cli/addresses/cities')).data[0].name;
const pickUp = (await call('/cli/ecommerce/deliveries')).data.find(
  (d) => d.deliveryMode === 'IN_STORE' && d.storeId,
);
const featured = (await call(`/cli/ecommerce/products/featured?p=0&store=${pickUp.storeId}`)).data.data;
const product = featured.find((p) => p.purchaseUm === 'PZ' && p.available);

/** A new account with its pick-up cart filled with `amount` pieces; answers its token and cart. */
async function throwAwayAccount(index, run) {
  const email = `hoard-${run}-${index}@example.com`;
  const body = signupBody(email, { city });
  const signup = await call('/cli/profiles/signup', { body });
  if (signup.responseCode !== 0) return { refused: `sign-up ${signup.status}/${signup.responseCode}` };
  const login = await call('/cli/profiles/login', { body: { username: email, password: body.password } });
  if (login.responseCode !== 0) return { refused: `login ${login.status}/${login.responseCode}` };
  const jwt = login.data.jwt;
  const cart = await call('/cli/ecommerce/cart/open', {
    jwt,
    body: { deliveryMode: 'IN_STORE', storeId: pickUp.storeId, terminalType: 'WEB', terminalId: '01' },
  });
  if (amount > 0) {
    await call('/cli/ecommerce/cart/store', {
      jwt,
      body: { cartId: cart.data.id, barcode: product.barcode, amount, preview: false },
    });
  }
  return { jwt, cartId: cart.data.id };
}

const run = Date.now();
const started = performance.now();
const holders = await Promise.all(Array.from({ length: accounts }, (_, i) => throwAwayAccount(i, run)));
const first = holders.find((h) => h.jwt);
const day = (await call(`/cli/ecommerce/slots/${first.cartId}/days`, { jwt: first.jwt })).data.find(
  (d) => d.available,
);
const slots = (await call(`/cli/ecommerce/slots/${first.cartId}?weekDay=${day.weekDay}`, { jwt: first.jwt }))
  .data;
const slot = slots.filter((s) => s.day === day.day).sort((a, b) => b.placesLeft - a.placesLeft)[0];
const answers = await Promise.all(
  holders.map(async (h) => {
    if (!h.jwt) return h.refused;
    const held = await call('/cli/ecommerce/slots/hold', {
      jwt: h.jwt,
      body: { cartId: h.cartId, timeSlotId: slot.id },
    });
    return held.responseCode === 0 ? 'held' : `${held.status}/${held.responseCode} ${held.errorMessage}`;
  }),
);
const counts = {};
for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
console.log(`slot ${slot.id} on ${slot.day}: ${slot.placesLeft} places free before`);
console.log(`${accounts} accounts, carts of ${amount} × ${product.description} (€${product.netPrice})`);
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
