import type { AccountData, AccountDeletionInput } from '../contract/account';
import { ResponseCode, fail, ok, type Result } from '../contract/envelope';
import type { Database } from '../db/client';
import {
  deleteCustomerAccount,
  findBillingAddressesOf,
  findContactMessagesFrom,
  findSessionsOf,
  findShippingAddressesOf,
} from './account-data.repository';
import { cartsOf, ordersOf, shoppingListsOf } from './account-activity.service';
import { findCardsLinkedTo } from './loyalty-cards.repository';
import { verifyPassword } from './password';
import { toProfile } from './profile-mapping';
import { findUserById, type UserRow } from './profiles.repository';

/**
 * The customer's data rights promised by the privacy page (issue 12, item 7): a copy of
 * everything the shop holds about them, and erasure.
 */

type Part<K extends keyof AccountData> = Promise<AccountData[K]>;

/** An address as the export lists it: as the address book answers it, with when it was added. */
const withAddedTime = <T extends { createdAt: Date }>({ createdAt, ...address }: T) => ({
  ...address,
  createdAt: createdAt.toISOString(),
});

async function shippingAddressesOf(db: Database, user: UserRow): Part<'shippingAddresses'> {
  return (await findShippingAddressesOf(db, user.id)).map(withAddedTime);
}

async function billingAddressesOf(db: Database, user: UserRow): Part<'billingAddresses'> {
  return (await findBillingAddressesOf(db, user.id)).map(withAddedTime);
}

async function loyaltyCardsOf(db: Database, user: UserRow): Part<'loyaltyCards'> {
  const rows = await findCardsLinkedTo(db, user.id);
  return rows.map((card) => ({
    code: card.code,
    points: card.points,
    balanceDate: card.balanceAt.toISOString(),
    documentId: card.documentId,
    firstName: card.firstName,
    lastName: card.lastName,
    email: card.email,
    birthDate: card.birthDate,
  }));
}

async function contactMessagesOf(db: Database, user: UserRow): Part<'contactMessages'> {
  const rows = await findContactMessagesFrom(db, user.email);
  return rows.map((row) => ({
    name: row.name,
    surname: row.surname,
    phoneNumberPrefix: row.phoneNumberPrefix,
    phoneNumber: row.phoneNumber,
    email: row.email,
    subject: row.subject,
    message: row.message,
    sentAt: row.createdAt.toISOString(),
  }));
}

/** Times only: a token id is a handle on a session and has no place in a downloadable file. */
async function sessionsOf(db: Database, user: UserRow, now: Date): Part<'sessions'> {
  const rows = await findSessionsOf(db, user.id);
  return rows.map(({ expiresAt, revokedAt }) => ({
    expiresAt: expiresAt.toISOString(),
    revokedAt: revokedAt ? revokedAt.toISOString() : null,
    active: revokedAt === null && expiresAt.getTime() > now.getTime(),
  }));
}

/**
 * GET /cli/profiles/export: the profile (never the password hash) and every record kept about the
 * caller, their orders, carts and lists included. A new area adds its key to accountDataSchema and
 * one line here; the type makes a forgotten line a compile error.
 */
export async function exportAccountData(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<Result<AccountData>> {
  const user = await findUserById(db, userId);
  if (!user) return fail(ResponseCode.USER_NOT_FOUND);
  return ok({
    exportedAt: now.toISOString(),
    createdAt: user.createdAt.toISOString(),
    profile: toProfile(user),
    shippingAddresses: await shippingAddressesOf(db, user),
    billingAddresses: await billingAddressesOf(db, user),
    loyaltyCards: await loyaltyCardsOf(db, user),
    contactMessages: await contactMessagesOf(db, user),
    sessions: await sessionsOf(db, user, now),
    orders: await ordersOf(db, user.id),
    carts: await cartsOf(db, user.id),
    shoppingLists: await shoppingListsOf(db, user.id),
  });
}

/**
 * POST /cli/profiles/delete: closing the account asks for the password again (code 13 when wrong).
 * The data is erased, not kept aside; the sessions go with the account, so the caller's token
 * stops working at once.
 */
export async function deleteAccount(
  db: Database,
  userId: number,
  input: AccountDeletionInput,
): Promise<Result<undefined>> {
  const user = await findUserById(db, userId);
  if (!user) return fail(ResponseCode.USER_NOT_FOUND);
  if (!(await verifyPassword(input.password, user.passwordHash)))
    return fail(ResponseCode.PASSWORD_NOT_VALID);
  await deleteCustomerAccount(db, { id: user.id, email: user.email });
  return ok(undefined);
}
