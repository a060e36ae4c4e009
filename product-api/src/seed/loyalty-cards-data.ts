import { DEMO_CUSTOMER } from './demo-customer';

/**
 * Loyalty cards issued in store, as the tills recorded them (spec §2 sign-up with card): the
 * holder's Maltese ID document, names, and an e-mail and birth date when the form had them. The
 * README and the e2e specs name these cards, so each one shows one path of the sign-up wizard.
 */
export type DemoLoyaltyCard = {
  code: string;
  documentId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  /** yyyy-MM-dd, like loyalty_cards.birth_date. */
  birthDate: string | null;
  points: number;
  /** Linked to the demo customer at seed time; every other card is free for a sign-up. */
  heldByDemoCustomer: boolean;
};

/** When the tills last counted the demo points: fixed, so the balance date reads the same on every seed. */
export const DEMO_BALANCE_AT = new Date('2026-11-15T18:30:00Z');

export const DEMO_LOYALTY_CARDS: DemoLoyaltyCard[] = [
  {
    code: '0400123456789',
    documentId: '0412385M',
    firstName: DEMO_CUSTOMER.firstName,
    lastName: DEMO_CUSTOMER.lastName,
    email: DEMO_CUSTOMER.email,
    birthDate: '1985-04-12',
    // Two 5-euro vouchers (680 points each) and 5 points towards the next.
    points: 1365,
    heldByDemoCustomer: true,
  },
  // The happy path: the check fills in names, e-mail and birth date.
  {
    code: '0400200000013',
    documentId: '1234567M',
    firstName: 'Joseph',
    lastName: 'Camilleri',
    email: 'joseph.camilleri@example.mt',
    birthDate: '1978-09-23',
    points: 2140,
    heldByDemoCustomer: false,
  },
  // No e-mail on the in-store form: the check answers code 44 and the wizard asks for one.
  {
    code: '0400200000020',
    documentId: '2345678G',
    firstName: 'Carmen',
    lastName: 'Vella',
    email: null,
    birthDate: '1990-02-14',
    points: 410,
    heldByDemoCustomer: false,
  },
  // An e-mail but no birth date: the wizard's personal step asks for it.
  {
    code: '0400200000037',
    documentId: '3456789A',
    firstName: 'Rita',
    lastName: 'Zammit',
    email: 'rita.zammit@example.mt',
    birthDate: null,
    points: 95,
    heldByDemoCustomer: false,
  },
  // A mistyped e-mail at the till is no usable e-mail: code 44 as well.
  {
    code: '0400200000044',
    documentId: '4567890M',
    firstName: 'Ġorġ',
    lastName: 'Grech',
    email: 'gorg.grech@',
    birthDate: '1969-12-01',
    points: 0,
    heldByDemoCustomer: false,
  },
  // A complete record kept for e2e/picking.spec.ts: its customer signs up with it, so the points an
  // order earns when collected show in the profile's side menu (issue 29 item 8).
  {
    code: '0400200000051',
    documentId: '5678901M',
    firstName: 'Mario',
    lastName: 'Borg',
    email: 'mario.borg@example.mt',
    birthDate: '1982-06-30',
    points: 250,
    heldByDemoCustomer: false,
  },
];
