import type { Database } from '../db/client';
import { shippingAddresses, users } from '../db/schema';
import { DEMO_CUSTOMER } from './demo-customer';

const HOME = {
  address: 'Triq il-Kbira',
  streetNumber: '12',
  city: 'Birkirkara',
  county: 'Birkirkara',
  state: 'Malta',
  zip: 'BKR 1010',
  nation: 'Malta',
};

/**
 * The demo customer (a Birkirkara address, a loyalty card), with an already hashed password;
 * returns its id. Their address is also their first shipping address, as sign-up makes it for a
 * new customer, so the demo customer can check out at once.
 */
export async function seedDemoCustomer(db: Database, passwordHash: string): Promise<number> {
  const [customer] = await db
    .insert(users)
    .values({
      email: DEMO_CUSTOMER.email,
      passwordHash,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      birthDate: '1985-04-12',
      gender: 'FEMALE',
      mobilePhonePrefix: '356',
      mobilePhone: '79123456',
      address: HOME,
      cards: [{ code: '0400123456789', principal: true, enabled: true }],
      accept1: true,
      accept2: true,
    })
    .returning({ id: users.id });
  if (!customer) throw new Error('demo customer not inserted');
  await db.insert(shippingAddresses).values({ userId: customer.id, ...HOME });
  return customer.id;
}
