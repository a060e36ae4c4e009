import { fireEvent, screen, within } from '@testing-library/react';
import type { BillingAddress } from '@shop/product-api/contract/addresses';
import { BillingAddressesSection } from '@/components/account/profile/billing-addresses-section';
import { aProfile } from '../../fixtures';
import { renderWithProviders } from '../../render-with-providers';
import { fakeBff, ok } from './fake-bff';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const COMPANY: BillingAddress = {
  id: 5,
  vatCode: 'IT01234567890',
  companyName: 'Borg Trading',
  phone: '0612345678',
  address: 'Via Roma',
  streetNumber: '10A',
  zip: '00184',
  city: 'Roma',
  county: 'RM',
  nation: 'IT',
  ssnCode: '',
  recipientCode: '',
  fax: '',
  pec: '',
};

function renderSection(routes: Parameters<typeof fakeBff>[0] = {}) {
  const calls = fakeBff({ 'GET /profiles/billing/addresses': ok([]), ...routes });
  const profile = aProfile();
  renderWithProviders(<BillingAddressesSection customerId={profile.id} />, { profile });
  return calls;
}

const dialog = () => screen.getByRole('dialog');
const blurWith = (label: string, value: string) => {
  const input = within(dialog()).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const errorOf = (label: string) =>
  document.getElementById(within(dialog()).getByLabelText(label).getAttribute('aria-describedby') ?? '')
    ?.textContent;

describe('BillingAddressesSection (spec §5 billing rules)', () => {
  it('checks every billing rule on blur', async () => {
    renderSection();
    expect(await screen.findByText('You have no billing address yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a billing address' }));
    fireEvent.change(within(dialog()).getByLabelText('Country'), { target: { value: 'IT' } });

    blurWith('VAT number', '');
    expect(await within(dialog()).findByText('This field is required')).toBeInTheDocument();
    blurWith('Postcode (5 digits)', '1234');
    blurWith('Province (2 letters)', 'R1');
    blurWith('Tax code (optional, 16 characters)', 'ABC');
    blurWith('Phone', '06-123');
    blurWith('Recipient code, SDI (optional)', 'ABCDEFGH');
    await within(dialog()).findByText('Use digits only');
    expect(errorOf('Postcode (5 digits)')).toBe('Enter a postcode as it is written in that country');
    expect(errorOf('Province (2 letters)')).toBe('This value does not have the right length');
    expect(errorOf('Tax code (optional, 16 characters)')).toBe('This value does not have the right length');
    expect(within(dialog()).getByLabelText('Recipient code, SDI (optional)')).toHaveAttribute(
      'maxLength',
      '7',
    );
    expect(within(dialog()).getByLabelText('Fax (optional)')).toHaveAttribute('maxLength', '5');
    expect(within(dialog()).getByLabelText('Country')).toHaveValue('IT');
  });

  it('saves a new one with its codes upper-cased, and says so', async () => {
    const calls = renderSection({ 'POST /profiles/billing/addresses': ok(COMPANY) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a billing address' }));
    fireEvent.change(within(dialog()).getByLabelText('Country'), { target: { value: 'IT' } });
    blurWith('Company name', 'Borg Trading');
    blurWith('VAT number', 'it01234567890');
    blurWith('Phone', '0612345678');
    blurWith('Address', 'Via Roma');
    blurWith('Street number', '10a');
    blurWith('Postcode (5 digits)', '00184');
    blurWith('Town', 'Roma');
    blurWith('Province (2 letters)', 'rm');
    blurWith('Recipient code, SDI (optional)', 'abc1234');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save billing address' }));
    expect(await screen.findByText('Billing address added successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nation: 'IT',
      companyName: 'Borg Trading',
      vatCode: 'IT01234567890',
      ssnCode: '',
      phone: '0612345678',
      fax: '',
      pec: '',
      recipientCode: 'ABC1234',
      address: 'Via Roma',
      streetNumber: '10A',
      zip: '00184',
      city: 'Roma',
      county: 'RM',
    });
  });

  it('takes a Maltese business by default, with no Italian fields, and keeps what was typed', async () => {
    const calls = renderSection({ 'POST /profiles/billing/addresses': ok({ ...COMPANY, nation: 'MT' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a billing address' }));
    expect(within(dialog()).getByLabelText('Country')).toHaveValue('MT');
    expect(within(dialog()).getAllByRole('option')[0]).toHaveTextContent('Malta');
    expect(within(dialog()).queryByLabelText('Province (2 letters)')).toBeNull();
    expect(within(dialog()).queryByLabelText('Certified e-mail, PEC (optional)')).toBeNull();
    blurWith('Company name', 'Borg Ltd');
    blurWith('VAT number', 'mt1234567');
    blurWith('Phone', '21234567');
    blurWith('Address', 'Triq il-Kbira');
    blurWith('Street number', '12');
    blurWith('Postcode', 'bkr1234');
    blurWith('Town', 'Birkirkara');
    // The country's rules are checked once every field is there; nothing typed is lost.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save billing address' }));
    expect(
      await within(dialog()).findByText("Enter the company's VAT number, e.g. MT12345678"),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Postcode')).toHaveValue('BKR1234');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    blurWith('VAT number', 'mt 1234 5678');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save billing address' }));
    expect(await screen.findByText('Billing address added successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      nation: 'MT',
      vatCode: 'MT12345678',
      zip: 'BKR 1234',
      county: '',
      pec: '',
    });
  });

  it('edits one with its id and deletes it from the popup', async () => {
    const calls = renderSection({
      'GET /profiles/billing/addresses': ok([COMPANY]),
      'POST /profiles/billing/addresses/delete': ok([]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the billing address of Borg Trading' }));
    expect(within(dialog()).getByLabelText('VAT number')).toHaveValue('IT01234567890');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete billing address' }));
    // Issue 30: delete asks first.
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this billing address?' })).getByRole('button', {
        name: 'Yes, delete the billing address',
      }),
    );
    expect(await screen.findByText('Billing address deleted successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ id: 5 });
    expect(await screen.findByText('You have no billing address yet.')).toBeInTheDocument();
  });
});
