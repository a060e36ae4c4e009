import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PersonalDataSection } from '@/components/account/profile/personal-data-section';
import { sessionQueryKey } from '@/lib/session/session';
import { aProfile } from '../../fixtures';
import { renderWithProviders } from '../../render-with-providers';
import { NATIONS, fakeBff, ok } from './fake-bff';

const profile = aProfile({
  mobilePhonePrefix: '356',
  mobilePhone: '79123456',
  homePhonePrefix: null,
  homePhone: null,
});

function renderForm(routes: Parameters<typeof fakeBff>[0] = {}, who = profile) {
  const calls = fakeBff({ 'GET /addresses/nations': ok(NATIONS), ...routes });
  const view = renderWithProviders(<PersonalDataSection profile={who} />, { profile: who });
  return { ...view, calls };
}

const blurWith = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Both prefix dropdowns fill in once the nations arrive. */
const nationsLoaded = () => screen.findAllByRole('option', { name: '+39 Italy' });

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('PersonalDataSection (spec §5 profile rules)', () => {
  it('checks names and the Maltese mobile on blur', async () => {
    renderForm();
    await nationsLoaded();
    blurWith('First name', '');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    blurWith('Last name', 'B0rg');
    expect(await screen.findByText('Use letters and spaces only')).toBeInTheDocument();
    blurWith('Mobile phone', '1234567');
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    blurWith('Mobile phone', '99123456');
    await waitFor(() => expect(screen.queryByText('Enter a valid phone number')).not.toBeInTheDocument());
  });

  it('allows up to 11 digits with another prefix, and 8 with 356, with room for grouping spaces', async () => {
    renderForm();
    await nationsLoaded();
    expect(screen.getByLabelText('Mobile phone')).toHaveAttribute('maxLength', '11');
    blurWith('Mobile phone', '9912 3456');
    await waitFor(() => expect(screen.getByLabelText('Mobile phone')).not.toHaveAttribute('aria-invalid'));
    fireEvent.change(screen.getByLabelText('Mobile prefix'), { target: { value: '39' } });
    expect(screen.getByLabelText('Mobile phone')).toHaveAttribute('maxLength', '14');
    blurWith('Mobile phone', '31234567890');
    await waitFor(() => expect(screen.getByLabelText('Mobile phone')).not.toHaveAttribute('aria-invalid'));
  });

  it('shows prefixes with a plus, keeps the phone disabled until one is chosen, and clears it on a change', async () => {
    renderForm();
    await nationsLoaded();
    const homePhone = screen.getByLabelText('Home phone (optional)');
    expect(homePhone).toBeDisabled();
    expect(screen.getByText('Choose a prefix first')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Home phone prefix'), { target: { value: '356' } });
    expect(homePhone).toBeEnabled();
    fireEvent.change(homePhone, { target: { value: '21234567' } });
    expect(homePhone).toHaveValue('21234567');

    fireEvent.change(screen.getByLabelText('Home phone prefix'), { target: { value: '39' } });
    expect(homePhone).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Mobile prefix'), { target: { value: '39' } });
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('');
  });

  it('locks accept1 and accept2 once accepted; the marketing ones stay free', async () => {
    renderForm();
    await nationsLoaded();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    const privacy = screen.getByRole('checkbox', { name: 'I have read the privacy policy' });
    expect(terms).toBeChecked();
    expect(terms).toBeDisabled();
    expect(privacy).toBeChecked();
    expect(privacy).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Send me offers and news by e-mail' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Use my purchases to personalise my offers' })).toBeEnabled();
  });

  it('asks terms and privacy of a customer who has not accepted them yet', async () => {
    const calls = renderForm({}, { ...profile, accept2: false }).calls;
    await nationsLoaded();
    const privacy = screen.getByRole('checkbox', { name: 'I have read the privacy policy' });
    expect(privacy).toBeEnabled();
    save();
    await waitFor(() => expect(privacy).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('checks the card pattern and asks for the ID document of a new card', async () => {
    const { calls } = renderForm();
    await nationsLoaded();
    blurWith('Loyalty card number (optional)', '12345');
    expect(await screen.findByText('Enter a valid loyalty card number')).toBeInTheDocument();
    expect(screen.queryByLabelText('ID card number of the card holder')).not.toBeInTheDocument();

    blurWith('Loyalty card number (optional)', '0400000000017');
    const documentId = await screen.findByLabelText('ID card number of the card holder');
    save();
    await waitFor(() => expect(documentId).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves the profile, says so and makes the answer the session', async () => {
    const updated = {
      ...profile,
      firstName: 'Marija',
      cards: [{ code: '0400000000017', principal: true, enabled: true }],
    };
    const { calls, queryClient } = renderForm({
      'PUT /profiles': ok(updated),
      'GET /session': ok({ profile: updated }),
    });
    await nationsLoaded();
    blurWith('First name', 'Marija');
    blurWith('Loyalty card number (optional)', '0400000000017');
    await screen.findByLabelText('ID card number of the card holder');
    blurWith('ID card number of the card holder', '1234567m');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me offers and news by e-mail' }));
    save();

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/profiles',
      body: {
        firstName: 'Marija',
        lastName: 'Borg',
        mobilePhonePrefix: '356',
        mobilePhone: '79123456',
        homePhonePrefix: '',
        homePhone: '',
        ssnCode: '',
        cards: [{ code: '0400000000017', principal: true, enabled: true }],
        documentId: '1234567M',
        accept1: true,
        accept2: true,
        accept3: true,
        accept4: false,
      },
    });
    await waitFor(() =>
      expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ firstName: 'Marija' }),
    );
  });

  it("shows the API's field errors on their fields, with the failure toast", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm({
      'PUT /profiles': {
        status: 400,
        body: {
          responseCode: 4000,
          errorMessage: 'Invalid request',
          fields: [
            { path: 'cards.0.code', message: 'error.invalidCard' },
            { path: 'body.lastName', message: 'error.invalidName' },
          ],
        },
      },
    });
    await nationsLoaded();
    blurWith('Loyalty card number (optional)', '0400000000017');
    blurWith('ID card number of the card holder', '1234567M');
    save();
    expect(await screen.findByText('Error while updating the profile')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid loyalty card number')).toBeInTheDocument();
    expect(screen.getByText('Use letters and spaces only')).toBeInTheDocument();
  });
});
