import type { BillingAddress, ShippingAddress, ShippingAddressForm } from '../contract/addresses';
import type { BillingAddressForm } from '../contract/billing-address-rules';
import type { Database } from '../db/client';
import { addressInLocality, localityNamed } from '../locations/city-lookup';
import {
  countAddresses,
  deleteAddress,
  findBillingAddresses,
  findShippingAddress,
  findShippingAddresses,
  insertBillingAddress,
  insertShippingAddress,
  updateBillingAddress,
  updateShippingAddress,
  withAddressBookLocked,
  type AddressKind,
} from './addresses.repository';

/**
 * How many addresses of each kind a customer may keep: far more than a household needs, and a
 * bound on what one account can write into the database.
 */
export const MAX_ADDRESSES_PER_KIND = 20;

/** Why an address call was refused; the routes turn each into its HTTP status and envelope. */
export type AddressRefusal =
  /**
   * No address with that id among the caller's (another customer's looks the same: architecture,
   * The API contract).
   */
  | 'notFound'
  /** A read-only address (set by customer service) cannot be changed or deleted (spec §6). */
  | 'readOnly'
  | 'shippingLimit'
  | 'billingLimit'
  /** The city is not one of GET /cli/addresses/cities. */
  | 'unknownCity';

export type AddressResult<T> = { ok: true; data: T } | { ok: false; refusal: AddressRefusal };

const ok = <T>(data: T): AddressResult<T> => ({ ok: true, data });
const refuse = <T>(refusal: AddressRefusal): AddressResult<T> => ({ ok: false, refusal });

/** The result of a write that returned its row; a missing row means the address is gone. */
const saved = <T>(row: T | undefined): AddressResult<T> => (row ? ok(row) : refuse('notFound'));

/** Adds an address unless the customer already keeps the most of its kind. */
function addAddress<T>(
  db: Database,
  kind: AddressKind,
  userId: number,
  insert: (tx: Database) => Promise<T | undefined>,
): Promise<AddressResult<T>> {
  return withAddressBookLocked(db, userId, async (tx) => {
    if ((await countAddresses(tx, kind, userId)) >= MAX_ADDRESSES_PER_KIND) return refuse(`${kind}Limit`);
    return saved(await insert(tx));
  });
}

export async function shippingAddressesOf(
  db: Database,
  userId: number,
): Promise<AddressResult<ShippingAddress[]>> {
  return ok(await findShippingAddresses(db, userId));
}

/**
 * POST /cli/profiles/addresses: creates an address, or with an id updates that one of the
 * caller's. The city must be a locality of the list, which gives the rest of the address
 * (locations/city-lookup.ts).
 */
export async function saveShippingAddress(
  db: Database,
  userId: number,
  form: ShippingAddressForm,
): Promise<AddressResult<ShippingAddress>> {
  const locality = await localityNamed(db, form.city);
  if (!locality) return refuse('unknownCity');
  const values = addressInLocality(locality, form);
  if (form.id !== undefined) {
    const updated = await updateShippingAddress(db, userId, form.id, values);
    return updated ? ok(updated) : refuse(await whyUnchanged(db, userId, form.id));
  }
  return addAddress(db, 'shipping', userId, (tx) => insertShippingAddress(tx, userId, values));
}

/** POST /cli/profiles/addresses/delete: answers the caller's remaining addresses (spec §7). */
export async function deleteShippingAddressOf(
  db: Database,
  userId: number,
  id: number,
): Promise<AddressResult<ShippingAddress[]>> {
  if (!(await deleteAddress(db, 'shipping', userId, id))) return refuse(await whyUnchanged(db, userId, id));
  return ok(await findShippingAddresses(db, userId));
}

/** A write that touched no row: the address is not the caller's, or it is read-only. */
async function whyUnchanged(db: Database, userId: number, id: number): Promise<AddressRefusal> {
  return (await findShippingAddress(db, userId, id)) ? 'readOnly' : 'notFound';
}

export async function billingAddressesOf(
  db: Database,
  userId: number,
): Promise<AddressResult<BillingAddress[]>> {
  return ok(await findBillingAddresses(db, userId));
}

/**
 * POST /cli/profiles/billing/addresses: the billing rules are the contract's, per country
 * (contract/billing-address-rules.ts), and the form arrives normalised.
 */
export async function saveBillingAddress(
  db: Database,
  userId: number,
  form: BillingAddressForm,
): Promise<AddressResult<BillingAddress>> {
  const { id, ...values } = form;
  if (id !== undefined) return saved(await updateBillingAddress(db, userId, id, values));
  return addAddress(db, 'billing', userId, (tx) => insertBillingAddress(tx, userId, values));
}

/** POST /cli/profiles/billing/addresses/delete: answers the caller's remaining billing addresses. */
export async function deleteBillingAddressOf(
  db: Database,
  userId: number,
  id: number,
): Promise<AddressResult<BillingAddress[]>> {
  if (!(await deleteAddress(db, 'billing', userId, id))) return refuse('notFound');
  return ok(await findBillingAddresses(db, userId));
}
