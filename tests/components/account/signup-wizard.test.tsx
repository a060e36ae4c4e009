import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SignupWizard } from '@/components/account/signup/signup-wizard';
import { sessionQueryKey } from '@/lib/session/session';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { LOCATIONS, allowModalDialogs, answerBffWith, next, ok, type } from './signup-fixtures';

beforeAll(allowModalDialogs);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function fillPersonalStep() {
  fireEvent.click(screen.getByRole('button', { name: /No, sign up without a card/ }));
  await heading('Personal data');
  type('First name', 'Ġorġ');
  type('Last name', 'Borg');
  type('Date of birth', '24/05/1990');
  next();
  await heading('Address and phones');
}

async function fillAddressStep({ zip = 'vlt 1117', mobilePhone = '79123456' } = {}) {
  type('Address', 'Triq il-Merkanti');
  type('House number or name (optional)', '12');
  const city = screen.getByLabelText('Locality');
  await within(city).findByRole('option', { name: 'Valletta' });
  fireEvent.change(city, { target: { value: 'Valletta' } });
  type('Postcode', zip);
  type('Mobile phone', mobilePhone);
  next();
  await heading('Your account');
}

function fillAccountStep(email = 'gorg@example.com') {
  type('E-mail (your username)', email);
  type('Confirm e-mail', email);
  type('Password', 'Secret-2026');
  type('Confirm password', 'Secret-2026');
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('SignupWizard', () => {
  it('starts by asking about the loyalty card, then counts the steps and focuses each heading', async () => {
    answerBffWith(LOCATIONS);
    renderWithProviders(<SignupWizard />);
    expect(screen.getByRole('heading', { name: 'Do you have our loyalty card?' })).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of 3/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /No, sign up without a card/ }));
    expect(await heading('Personal data')).toHaveFocus();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    // Next checks the step: nothing moves while a rule fails.
    next();
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    type('First name', 'Ġorġ');
    type('Last name', 'Borg');
    type('Date of birth', '24/05/1990');
    next();
    expect(await heading('Address and phones')).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('keeps every value on Back and Next', async () => {
    answerBffWith(LOCATIONS);
    renderWithProviders(<SignupWizard />);
    await fillPersonalStep();
    type('Address', 'Triq il-Merkanti');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Personal data')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Ġorġ');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('24/05/1990');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Do you have our loyalty card?');
    fireEvent.click(screen.getByRole('button', { name: /No, sign up without a card/ }));
    expect(await heading('Personal data')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Borg');
    next();
    await heading('Address and phones');
    expect(screen.getByLabelText('Address')).toHaveValue('Triq il-Merkanti');
  });

  it('shows the rules on blur, in English', async () => {
    answerBffWith(LOCATIONS);
    renderWithProviders(<SignupWizard />);
    fireEvent.click(screen.getByRole('button', { name: /No, sign up without a card/ }));
    await heading('Personal data');

    type('First name', '');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    type('Last name', 'Borg 2');
    expect(await screen.findByText('Use letters and spaces only')).toBeInTheDocument();
    type('Date of birth', `01/01/${new Date().getFullYear() - 10}`);
    expect(await screen.findByText('You must be over 16 years old')).toBeInTheDocument();
    type('Date of birth', '31/02/1990');
    expect(
      await screen.findByText('This date does not exist: check the day and the month'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    // The format hint stays beside the error, and both are read with the field.
    expect(screen.getByText('dd/mm/yyyy, for example 24/05/1990')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'dd/mm/yyyy, for example 24/05/1990 This date does not exist: check the day and the month',
    );
    type('Date of birth', '1990-02-28');
    expect(await screen.findByText('Enter a date as dd/mm/yyyy')).toBeInTheDocument();

    type('First name', 'Ġorġ');
    type('Last name', 'Borg');
    type('Date of birth', '24/05/1990');
    next();
    await heading('Address and phones');
    type('Postcode', 'VLT 117');
    expect(await screen.findByText('Enter a postcode like VLT 1117')).toBeInTheDocument();
    expect(screen.getByText('Three letters and four digits, for example VLT 1117')).toBeInTheDocument();
    type('Postcode', 'BKR1234');
    await waitFor(() => expect(screen.queryByText('Enter a postcode like VLT 1117')).not.toBeInTheDocument());
    type('Mobile phone', '7912 3456');
    expect(screen.getByLabelText('Mobile phone')).not.toHaveAttribute('aria-invalid');
    type('Mobile phone', '21234567');
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    type('Address', 'x'.repeat(81));
    expect(await screen.findByText('This is too long')).toBeInTheDocument();
  });

  it('shows the account rules: matching e-mails and passwords, both boxes ticked', async () => {
    answerBffWith(LOCATIONS);
    renderWithProviders(<SignupWizard />);
    await fillPersonalStep();
    await fillAddressStep();

    type('E-mail (your username)', 'gorg@example');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    type('E-mail (your username)', 'gorg@example.com');
    type('Confirm e-mail', 'gorg@example.org');
    expect(await screen.findByText('E-mails do not match')).toBeInTheDocument();
    type('Password', 'short');
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    type('Password', 'Secret-2026');
    expect(await screen.findByText(/mixes 4 kinds of characters/)).toBeInTheDocument();
    type('Confirm password', 'Secret-2025');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    // Once said, a rule is re-checked as the shopper types: the message goes without a blur.
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret-2026' } });
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Tick this box to create your account')).toHaveLength(2);
  });

  it('upper-cases the postcode as it is typed, and a new prefix clears its phone', async () => {
    answerBffWith(LOCATIONS);
    renderWithProviders(<SignupWizard />);
    await fillPersonalStep();
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'vlt 1117' } });
    expect(screen.getByLabelText('Postcode')).toHaveValue('VLT 1117');

    const prefix = screen.getByLabelText('Mobile prefix');
    expect(prefix).toHaveValue('356');
    expect(await within(prefix).findByRole('option', { name: '+39 Italy' })).toBeInTheDocument();
    type('Mobile phone', '12');
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    fireEvent.change(prefix, { target: { value: '39' } });
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('');
    expect(screen.queryByText('Enter a valid phone number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Home prefix')).toHaveValue('356');
  });

  it('asks for an e-mail when the card check answers 44, then fills in the holder', async () => {
    const calls = answerBffWith({
      ...LOCATIONS,
      '/profiles/signupcheck': [
        { body: { responseCode: 44, errorMessage: 'Please enter a valid e-mail address' } },
        ok({ firstName: 'Rita', lastName: 'Camilleri', email: 'rita@example.com', birthDate: '02/03/1975' }),
      ],
    });
    renderWithProviders(<SignupWizard />);
    fireEvent.click(screen.getByRole('button', { name: /Yes, I have a loyalty card/ }));
    await heading('Your loyalty card');
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    type('Loyalty card number', '0400123');
    expect(await screen.findByText('Enter a valid loyalty card number')).toBeInTheDocument();
    type('Loyalty card number', '0400000000017');
    type('ID card number', '1234567m');
    expect(screen.getByLabelText('ID card number')).toHaveValue('1234567M');
    next();

    const popup = await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(popup).toHaveTextContent('Please enter a valid e-mail address to complete your profile.');
    fireEvent.click(within(popup).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());

    type('E-mail', 'rita@example.com');
    type('Confirm e-mail', 'rita@example.net');
    expect(await screen.findByText('E-mails do not match')).toBeInTheDocument();
    type('Confirm e-mail', 'rita@example.com');
    next();

    expect(await screen.findByRole('dialog', { name: 'Card recognised' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/signupcheck')).map((call) => call.body)).toEqual([
      { cardNumber: '0400000000017', documentId: '1234567M', email: '' },
      { cardNumber: '0400000000017', documentId: '1234567M', email: 'rita@example.com' },
    ]);
    expect(screen.getByLabelText('First name')).toHaveValue('Rita');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('02/03/1975');
  });

  it("says a card that does not match in the shopper's words, keeping what was typed", async () => {
    answerBffWith({
      ...LOCATIONS,
      '/profiles/signupcheck': [{ body: { responseCode: 2, errorMessage: 'User not found' } }],
    });
    renderWithProviders(<SignupWizard />);
    fireEvent.click(screen.getByRole('button', { name: /Yes, I have a loyalty card/ }));
    await heading('Your loyalty card');
    type('Loyalty card number', '0400000000017');
    type('ID card number', '7654321A');
    next();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a card with this number and ID document.',
    );
    expect(screen.getByLabelText('Loyalty card number')).toHaveValue('0400000000017');
  });

  it.each([
    [
      'en',
      /Yes, I have a loyalty card/,
      'Too many attempts. Please try again in 55 minutes. You can also create your account without the card now and add the card in your profile later.',
    ],
    [
      'it',
      /Sì, ho una carta fedeltà/,
      "Troppi tentativi. Riprova tra 55 minuti. Puoi anche creare subito l'account senza la carta e aggiungerla più tardi nel tuo profilo.",
    ],
  ] as const)(
    "shows the card check's limit in %s with the wait and how to sign up meanwhile, keeping what was typed",
    async (locale, withCard, text) => {
      answerBffWith({
        ...LOCATIONS,
        '/profiles/signupcheck': [
          {
            status: 429,
            headers: { 'retry-after': '3300' },
            body: { responseCode: 4000, errorMessage: 'Too many attempts, try again in 55 minutes' },
          },
        ],
      });
      renderWithProviders(<SignupWizard />, { locale });
      fireEvent.click(screen.getByRole('button', { name: withCard }));
      const card = await screen.findByLabelText(
        locale === 'en' ? 'Loyalty card number' : 'Numero della carta fedeltà',
      );
      fireEvent.change(card, { target: { value: '0400000000017' } });
      fireEvent.blur(card);
      const idCard = screen.getByLabelText(
        locale === 'en' ? 'ID card number' : "Numero della carta d'identità",
      );
      fireEvent.change(idCard, { target: { value: '7654321A' } });
      fireEvent.blur(idCard);
      fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Next' : 'Avanti' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(card).toHaveValue('0400000000017');
      expect(idCard).toHaveValue('7654321A');
    },
  );

  it('says the sign-up itself was refused by the limit, keeping every value', async () => {
    answerBffWith({
      ...LOCATIONS,
      '/profiles/signup': [
        {
          status: 429,
          headers: { 'retry-after': '120' },
          body: { responseCode: 4000, errorMessage: 'Too many attempts, try again in 2 minutes' },
        },
      ],
    });
    renderWithProviders(<SignupWizard />);
    await fillPersonalStep();
    await fillAddressStep();
    fillAccountStep();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 2 minutes.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('Secret-2026');
  });

  it('signs up, signs the new customer in and links home', async () => {
    const profile = aProfile({ firstName: 'Ġorġ', lastName: 'Borg', email: 'gorg@example.com' });
    const calls = answerBffWith({
      ...LOCATIONS,
      '/profiles/signup': [ok(profile)],
      '/session/login': [ok({ profile })],
    });
    const { queryClient } = renderWithProviders(<SignupWizard />);
    await fillPersonalStep();
    await fillAddressStep();
    fillAccountStep();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const popup = await screen.findByRole('dialog', { name: 'Welcome!' });
    expect(within(popup).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(profile);
    const signup = calls.find((call) => call.url === '/app/api/profiles/signup');
    expect(signup?.body).toEqual({
      username: 'gorg@example.com',
      password: 'Secret-2026',
      profile: expect.objectContaining({
        firstName: 'Ġorġ',
        email: 'gorg@example.com',
        gender: null,
        cards: [],
        documentId: '',
        mobilePhonePrefix: '356',
        mobilePhone: '79123456',
        address: { address: 'Triq il-Merkanti', streetNumber: '12', city: 'Valletta', zip: 'VLT 1117' },
        accept1: true,
        accept2: true,
      }),
    });
    expect(calls.find((call) => call.url === '/app/api/session/login')?.body).toEqual({
      username: 'gorg@example.com',
      password: 'Secret-2026',
    });
  });

  it('sends a postcode typed without its space and a phone typed with one as the shop writes them', async () => {
    const profile = aProfile({ firstName: 'Ġorġ', lastName: 'Borg', email: 'gorg@example.com' });
    const calls = answerBffWith({
      ...LOCATIONS,
      '/profiles/signup': [ok(profile)],
      '/session/login': [ok({ profile })],
    });
    renderWithProviders(<SignupWizard />);
    await fillPersonalStep();
    await fillAddressStep({ zip: 'bkr1234', mobilePhone: '7912 3456' });
    fillAccountStep();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('dialog', { name: 'Welcome!' });
    const signup = calls.find((call) => call.url === '/app/api/profiles/signup');
    expect(signup?.body).toMatchObject({
      profile: { mobilePhone: '79123456', address: { zip: 'BKR 1234' } },
    });
  });

  it("puts the API's field errors on their fields and goes back to that step", async () => {
    answerBffWith({
      ...LOCATIONS,
      '/profiles/signup': [
        {
          status: 400,
          body: {
            responseCode: 4000,
            errorMessage: 'Invalid request',
            fields: [{ path: 'body.profile.address.city', message: 'error.invalid' }],
          },
        },
      ],
    });
    renderWithProviders(<SignupWizard />);
    await fillPersonalStep();
    await fillAddressStep();
    fillAccountStep();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await heading('Address and phones')).toBeInTheDocument();
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Locality')).toHaveValue('Valletta');
    expect(screen.getByLabelText('Postcode')).toHaveValue('VLT 1117');
  });

  it('says when the e-mail already has an account', async () => {
    answerBffWith({
      ...LOCATIONS,
      '/profiles/signup': [{ body: { responseCode: 4, errorMessage: 'Invalid username' } }],
    });
    renderWithProviders(<SignupWizard />);
    await fillPersonalStep();
    await fillAddressStep();
    fillAccountStep('demo@shop.example');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this e-mail already exists. Sign in, or use another e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail (your username)')).toHaveValue('demo@shop.example');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret-2026');
  });

  it('tells a signed-in customer they already have an account', () => {
    answerBffWith(LOCATIONS);
    renderWithProviders(<SignupWizard />, { profile: aProfile({ firstName: 'Maria', lastName: 'Borg' }) });
    expect(screen.getByText(/signed in as Maria Borg/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /loyalty card/ })).not.toBeInTheDocument();
  });
});
