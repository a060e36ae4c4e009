// The sign-up of a throw-away account, for the benches that open many of them.

/** The password of every bench account: long enough for the sign-up's rule (spec §5). */
export const BENCH_PASSWORD = 'Sunny-Day-2026';

/**
 * The body of POST /cli/profiles/signup for a new account at `email`, without a loyalty card, that
 * passes every rule of the sign-up (spec §3, §5). `city` must be a name of GET
 * /cli/addresses/cities; the default is in the demo's list.
 */
export function signupBody(email, { city = 'Birkirkara', password = BENCH_PASSWORD } = {}) {
  return {
    username: email,
    password,
    profile: {
      firstName: 'Anna',
      lastName: 'Mifsud',
      birthDate: '12/04/1985',
      gender: 'FEMALE',
      email,
      mobilePhonePrefix: '356',
      mobilePhone: '79123456',
      homePhonePrefix: '356',
      homePhone: '',
      address: { address: 'Triq San Pawl', streetNumber: '4', city, zip: 'BKR 1010' },
      accept1: true,
      accept2: true,
      accept3: false,
      accept4: false,
    },
  };
}
