// The demo customer of a bench's throwaway shop, signed in on both sides, with shopping lists made
// through the API's own calls (issue 32: the lists page of a customer with 20 lists of 100 items).
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../scripts/lib/paths.mjs';

/** The demo customer's credentials, as `npm start` prints them. */
export function demoCustomer() {
  return JSON.parse(fs.readFileSync(path.join(apiRoot, 'src', 'seed', 'demo-customer.json'), 'utf8'));
}

async function envelopeOf(res, what) {
  const body = await res.json();
  if (body.responseCode !== 0) throw new Error(`${what}: ${body.responseCode} ${body.errorMessage ?? ''}`);
  return body.data;
}

/** The storefront's session cookie, signed in as the login form does (POST /app/api/session/login). */
export async function storefrontCookie(webUrl, customer) {
  const res = await fetch(`${webUrl}/app/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: webUrl },
    body: JSON.stringify({ username: customer.email, password: customer.password }),
  });
  await envelopeOf(res, 'storefront login');
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('storefront login set no cookie');
  return cookies.join('; ');
}

/**
 * Replaces the customer's lists by `lists` lists of `items` products each, the catalogue's first
 * available products by page, one API call an item as the product pages make them.
 */
export async function fillLists(apiUrl, customer, { lists, items }) {
  const call = async (pathAndQuery, body, token) => {
    const res = await fetch(`${apiUrl}${pathAndQuery}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return envelopeOf(res, pathAndQuery);
  };
  const { jwt } = await call('/cli/profiles/login', {
    username: customer.email,
    password: customer.password,
  });
  const barcodes = [];
  for (let page = 0; barcodes.length < items; page += 1) {
    const { data: products } = await call(`/cli/ecommerce/products?p=${page}`);
    if (products.length === 0) throw new Error(`the catalogue has fewer than ${items} available products`);
    barcodes.push(...products.filter((p) => p.available).map((p) => p.barcode));
  }
  const existing = await call('/cli/slists', undefined, jwt);
  const made = [];
  for (let n = 1; n <= lists; n += 1) {
    const list = await call('/cli/slists/create', { title: `Weekly shop ${n}` }, jwt);
    for (const barcode of barcodes.slice(0, items))
      await call('/cli/slists/items/create', { id: list.id, barcode, amount: 1 }, jwt);
    made.push(list.id);
  }
  // The last list cannot be deleted (2035), so the old ones go once the new ones exist.
  for (const list of existing) await call('/cli/slists/delete', { id: list.id }, jwt);
  return made.length;
}
