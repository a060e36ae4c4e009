import { and, asc, count, eq } from 'drizzle-orm';
import type { BillingAddress, ShippingAddress } from '../contract/addresses';
import type { Database } from '../db/client';
import { billingAddresses, shippingAddresses, users } from '../db/schema';

/**
 * SQL of the address book (architecture, Code conventions: the only addresses file that imports the
 * ORM).
 */
export type ShippingAddressValues = Omit<ShippingAddress, 'id' | 'readOnly'>;
export type BillingAddressValues = Omit<BillingAddress, 'id'>;

/**
 * Runs `work` in a transaction holding the customer's row, so two requests of one customer
 * cannot both count 19 addresses and both add one. FOR NO KEY UPDATE does not block the other
 * tables' inserts that merely reference the customer (a login's session token).
 */
export async function withAddressBookLocked<T>(
  db: Database,
  userId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    return work(tx);
  });
}

/** The two address books: the same shape of rows owned by a customer, in tables of their own. */
export type AddressKind = 'shipping' | 'billing';

const books = {
  shipping: {
    table: shippingAddresses,
    /** Read-only shipping addresses (set by customer service) are neither changed nor deleted (spec §6). */
    editable: eq(shippingAddresses.readOnly, false),
  },
  billing: { table: billingAddresses, editable: undefined },
};

type AddressTable = (typeof books)[AddressKind]['table'];

/** The customer's rows only: another customer's address is never reached, whatever its id. */
const ownedBy = (table: AddressTable, userId: number) => eq(table.userId, userId);
const ownRow = (table: AddressTable, userId: number, id: number) =>
  and(ownedBy(table, userId), eq(table.id, id));
/** Oldest first: the order the customer added them in. */
const oldestFirst = (table: AddressTable) => [asc(table.createdAt), asc(table.id)];

export async function countAddresses(db: Database, kind: AddressKind, userId: number): Promise<number> {
  const { table } = books[kind];
  const [row] = await db.select({ n: count() }).from(table).where(ownedBy(table, userId));
  return row?.n ?? 0;
}

/** Deletes the customer's address unless it is read-only; whether a row went. */
export async function deleteAddress(
  db: Database,
  kind: AddressKind,
  userId: number,
  id: number,
): Promise<boolean> {
  const { table, editable } = books[kind];
  const rows = await db
    .delete(table)
    .where(and(ownRow(table, userId, id), editable))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** A shipping address as the contract answers it (contract/addresses.ts). */
export const shippingAddressColumns = {
  id: shippingAddresses.id,
  address: shippingAddresses.address,
  streetNumber: shippingAddresses.streetNumber,
  city: shippingAddresses.city,
  county: shippingAddresses.county,
  state: shippingAddresses.state,
  zip: shippingAddresses.zip,
  nation: shippingAddresses.nation,
  readOnly: shippingAddresses.readOnly,
};

export async function findShippingAddresses(db: Database, userId: number): Promise<ShippingAddress[]> {
  return db
    .select(shippingAddressColumns)
    .from(shippingAddresses)
    .where(ownedBy(shippingAddresses, userId))
    .orderBy(...oldestFirst(shippingAddresses));
}

export async function findShippingAddress(
  db: Database,
  userId: number,
  id: number,
): Promise<ShippingAddress | undefined> {
  const rows = await db
    .select(shippingAddressColumns)
    .from(shippingAddresses)
    .where(ownRow(shippingAddresses, userId, id));
  return rows[0];
}

export async function insertShippingAddress(
  db: Database,
  userId: number,
  values: ShippingAddressValues,
): Promise<ShippingAddress | undefined> {
  const rows = await db
    .insert(shippingAddresses)
    .values({ ...values, userId })
    .returning(shippingAddressColumns);
  return rows[0];
}

/** Changes the customer's address unless it is read-only; undefined when nothing was changed. */
export async function updateShippingAddress(
  db: Database,
  userId: number,
  id: number,
  values: ShippingAddressValues,
): Promise<ShippingAddress | undefined> {
  const rows = await db
    .update(shippingAddresses)
    .set(values)
    .where(and(ownRow(shippingAddresses, userId, id), books.shipping.editable))
    .returning(shippingAddressColumns);
  return rows[0];
}

/** A billing address as the contract answers it (contract/addresses.ts). */
export const billingAddressColumns = {
  id: billingAddresses.id,
  vatCode: billingAddresses.vatCode,
  companyName: billingAddresses.companyName,
  phone: billingAddresses.phone,
  address: billingAddresses.address,
  streetNumber: billingAddresses.streetNumber,
  zip: billingAddresses.zip,
  city: billingAddresses.city,
  county: billingAddresses.county,
  nation: billingAddresses.nation,
  ssnCode: billingAddresses.ssnCode,
  recipientCode: billingAddresses.recipientCode,
  fax: billingAddresses.fax,
  pec: billingAddresses.pec,
};

export async function findBillingAddresses(db: Database, userId: number): Promise<BillingAddress[]> {
  return db
    .select(billingAddressColumns)
    .from(billingAddresses)
    .where(ownedBy(billingAddresses, userId))
    .orderBy(...oldestFirst(billingAddresses));
}

export async function insertBillingAddress(
  db: Database,
  userId: number,
  values: BillingAddressValues,
): Promise<BillingAddress | undefined> {
  const rows = await db
    .insert(billingAddresses)
    .values({ ...values, userId })
    .returning(billingAddressColumns);
  return rows[0];
}

export async function updateBillingAddress(
  db: Database,
  userId: number,
  id: number,
  values: BillingAddressValues,
): Promise<BillingAddress | undefined> {
  const rows = await db
    .update(billingAddresses)
    .set(values)
    .where(ownRow(billingAddresses, userId, id))
    .returning(billingAddressColumns);
  return rows[0];
}
