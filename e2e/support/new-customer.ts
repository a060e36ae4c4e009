import type { APIRequestContext } from '@playwright/test';

export type NewCustomer = { email: string; password: string; firstName: string; lastName: string };

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
  const cities = (await (await request.get('/app/api/addresses/cities')).json()) as {
    data: { name: string }[];
  };
  const city = cities.data[0]?.name;
  if (!city) throw new Error('the demo data has no cities');
  const customer = {
    email: `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase(),
    password: 'Old-Passw0rd',
    firstName: 'Rita',
    lastName: 'Camilleri',
  };
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
      },
    },
  });
  const body = (await answer.json()) as { responseCode: number; errorMessage?: string };
  if (body.responseCode !== 0) throw new Error(`sign-up refused: ${JSON.stringify(body)}`);
  return customer;
}
