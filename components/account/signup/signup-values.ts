import { MALTA_PREFIX, maltesePostcode, normalisePhone } from '@shop/product-api/contract/profile-rules';
import type { SignupRequest } from '@/lib/account/signup-requests';

/**
 * Everything the wizard's steps collect (spec §3 sign-up data), in one react-hook-form so that Back
 * and Next never lose a value. Kept as typed text (no transforms): what goes on the wire is built
 * by `signupRequestOf`, and the API parses it with the same contract rules.
 */
export type SignupFormValues = {
  firstName: string;
  lastName: string;
  gender: '' | 'MALE' | 'FEMALE';
  birthDate: string;
  cardNumber: string;
  documentId: string;
  /** Card path only, once the check asked for it (code 44). */
  email: string;
  /** Confirms `email` (card path, code 44) or `username` (no-card path). */
  emailConfirm: string;
  address: string;
  streetNumber: string;
  city: string;
  zip: string;
  mobilePhonePrefix: string;
  mobilePhone: string;
  homePhonePrefix: string;
  homePhone: string;
  username: string;
  password: string;
  passwordConfirm: string;
  accept1: boolean;
  accept2: boolean;
};

export type SignupField = keyof SignupFormValues;

/** Spec §4: 'fetch' signs up with a loyalty card, 'check' without one. */
export type SignupPath = 'card' | 'plain';

/** 0 chooses the path; 1 personal data (or the card), 2 address and phones, 3 the account. */
export type SignupStep = 0 | 1 | 2 | 3;
export const LAST_STEP = 3;

export const emptySignup: SignupFormValues = {
  firstName: '',
  lastName: '',
  gender: '',
  birthDate: '',
  cardNumber: '',
  documentId: '',
  email: '',
  emailConfirm: '',
  address: '',
  streetNumber: '',
  city: '',
  zip: '',
  // Spec §5: both prefixes default to Malta's.
  mobilePhonePrefix: MALTA_PREFIX,
  mobilePhone: '',
  homePhonePrefix: MALTA_PREFIX,
  homePhone: '',
  username: '',
  password: '',
  passwordConfirm: '',
  accept1: false,
  accept2: false,
};

export const PERSONAL_FIELDS = ['firstName', 'lastName', 'gender', 'birthDate'] as const;
export const CARD_FIELDS = ['cardNumber', 'documentId'] as const;
export const CARD_EMAIL_FIELDS = ['email', 'emailConfirm'] as const;
export const ADDRESS_FIELDS = [
  'address',
  'streetNumber',
  'city',
  'zip',
  'mobilePhonePrefix',
  'mobilePhone',
  'homePhonePrefix',
  'homePhone',
] as const;
export const ACCOUNT_FIELDS = ['username', 'password', 'passwordConfirm', 'accept1', 'accept2'] as const;

/** The step that shows a field, to jump to the first one the API refused. */
export function stepOfField(field: SignupField, path: SignupPath): SignupStep {
  if ((ADDRESS_FIELDS as readonly SignupField[]).includes(field)) return 2;
  if ((ACCOUNT_FIELDS as readonly SignupField[]).includes(field)) return 3;
  // Without a card, the e-mail confirmation sits beside the username.
  if (field === 'emailConfirm' && path === 'plain') return 3;
  return 1;
}

const FORM_FIELDS = new Set<string>(Object.keys(emptySignup));
export const isSignupField = (name: string): name is SignupField => FORM_FIELDS.has(name);

/**
 * The form field behind a path of the API's 4000 envelope ('body.profile.address.zip',
 * 'body.profile.cards.0.code', 'body.cardNumber'), or null when no field shows it.
 */
export function fieldOfServerPath(serverPath: string): SignupField | null {
  const parts = serverPath.split('.').filter((part) => part !== 'body');
  const [first, second] = parts;
  if (first === 'profile') {
    if (second === 'address') return fieldOrNull(parts[2] ?? '');
    if (second === 'cards') return 'cardNumber';
    // The profile's e-mail is the username (spec §3); the form asks for it once.
    if (second === 'email') return 'username';
    return fieldOrNull(second ?? '');
  }
  return fieldOrNull(first ?? '');
}

const fieldOrNull = (name: string): SignupField | null => (isSignupField(name) ? name : null);

/**
 * The sign-up call's body (spec §7): phones and postcode normalised, the username is the e-mail, accept1 and accept2 are always
 * true on sign-up (spec §3), and a card goes as the principal, enabled one with its ID document.
 */
export function signupRequestOf(values: SignupFormValues, path: SignupPath): SignupRequest {
  const withCard = path === 'card';
  const username = values.username.trim();
  return {
    username,
    password: values.password,
    profile: {
      firstName: values.firstName,
      lastName: values.lastName,
      birthDate: values.birthDate,
      gender: values.gender === '' ? null : values.gender,
      email: username,
      mobilePhonePrefix: values.mobilePhonePrefix,
      // Written as the shop keeps them ('7912 3456' → '79123456', 'bkr1234' → 'BKR 1234'); the API
      // does the same with the contract's rules.
      mobilePhone: normalisePhone(values.mobilePhone),
      homePhonePrefix: values.homePhonePrefix,
      homePhone: normalisePhone(values.homePhone),
      cards: withCard ? [{ code: values.cardNumber, principal: true, enabled: true }] : [],
      documentId: withCard ? values.documentId : '',
      address: {
        address: values.address,
        streetNumber: values.streetNumber,
        city: values.city,
        zip: maltesePostcode(values.zip),
      },
      accept1: true,
      accept2: true,
    },
  };
}
