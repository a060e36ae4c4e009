import type { APIRequestContext } from '@playwright/test';

export type NewCustomer = { email: string; password: string; firstName: string; lastName: string };

/** The in-store card a customer signs up with (spec §2 sign-up with card): its number and the holder's ID document. */
export type HeldCard = { code: string; documentId: string };

type Envelope = { responseCode: number; errorMessage?: string };

/**
 * A customer of its own for a spec, signed up through the storefront's BFF as the sign-up wizard
 * does (POST /app/api/profiles/signup, signupSchema of the contract). `tag` makes the e-mail
 * unique per spec, project and run.
 */
export async function signUpCustomer(
  request: APIRequestContext,
  baseURL: string,
  tag: string,
): Promise<NewCustomer> {
  const customer = {
    email: `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase(),
    password: 'Old-Passw0rd',
    firstName: 'Rita',
    lastName: 'Camilleri',
  };
  const body = await signUp(request, baseURL, customer);
  if (body.responseCode !== 0) throw new Error(`sign-up refused: ${JSON.stringify(body)}`);
  return customer;
}

/**
 * The holder of a free demo card (product-api/src/seed/loyalty-cards-data.ts) as a customer with
 * that card, so their orders earn points. A card joins one account for good, so the e-mail is
 * made from the card's number: a retry in the same run finds the account its first attempt made
 * (sign-up answers 'e-mail taken') and answers that customer as it is.
 */
export async function signUpCardHolder(
  request: APIRequestContext,
  baseURL: string,
  card: HeldCard & { firstName: string; lastName: string },
): Promise<NewCustomer> {
  const customer = {
    email: `card-${card.code}@example.com`,
    password: 'Old-Passw0rd',
    firstName: card.firstName,
    lastName: card.lastName,
  };
  const body = await signUp(request, baseURL, customer, card);
  if (body.responseCode !== 0 && !/already exists/.test(body.errorMessage ?? '')) {
    throw new Error(`sign-up with card ${card.code} refused: ${JSON.stringify(body)}`);
  }
  return customer;
}

async function signUp(
  request: APIRequestContext,
  baseURL: string,
  customer: NewCustomer,
  card?: HeldCard,
): Promise<Envelope> {
  const cities = (await (await request.get('/app/api/addresses/cities')).json()) as {
    data: { name: string }[];
  };
  const city = cities.data[0]?.name;
  if (!city) throw new Error('the demo data has no cities');
  const answer = await request.post('/app/api/profiles/signup', {
    headers: { origin: new URL(baseURL).origin },
    data: {
      username: customer.email,
      password: customer.password,
      profile: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        birthDate: '14/03/1990',
        gender: 'FEMALE',
        email: customer.email,
        mobilePhonePrefix: '356',
        mobilePhone: '79123456',
        homePhonePrefix: '356',
        homePhone: '',
        address: { address: 'Triq il-Kbira 12', city, zip: 'VLT 1117' },
        accept1: true,
        accept2: true,
        ...(card ? { cards: [{ code: card.code }], documentId: card.documentId } : {}),
      },
    },
  });
  return (await answer.json()) as Envelope;
}
