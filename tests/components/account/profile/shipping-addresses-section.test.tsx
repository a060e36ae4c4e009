import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShippingAddress } from '@shop/product-api/contract/addresses';
import { ShippingAddressesSection } from '@/components/account/profile/shipping-addresses-section';
import { aProfile } from '../../fixtures';
import { renderWithProviders } from '../../render-with-providers';
import { CITIES, fakeBff, ok } from './fake-bff';

// jsdom has no modal dialogs: showModal and close only toggle `open`.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const address = (overrides: Partial<ShippingAddress>): ShippingAddress => ({
  id: 11,
  address: 'Triq ir-Repubblika',
  streetNumber: '12',
  city: 'Valletta',
  county: '',
  state: '',
  zip: 'VLT 1117',
  nation: 'Malta',
  readOnly: false,
  ...overrides,
});

const HOME = address({});
const OFFICE = address({
  id: 12,
  address: 'Triq it-Torri',
  streetNumber: '',
  city: 'Sliema',
  zip: 'SLM 1550',
  readOnly: true,
});

function renderSection(routes: Parameters<typeof fakeBff>[0] = {}) {
  const calls = fakeBff({
    'GET /profiles/addresses': ok([HOME, OFFICE]),
    'GET /addresses/cities': ok(CITIES),
    ...routes,
  });
  const profile = aProfile();
  renderWithProviders(<ShippingAddressesSection customerId={profile.id} />, { profile });
  return calls;
}

const dialog = () => screen.getByRole('dialog');
const blurWith = (label: string, value: string) => {
  const input = within(dialog()).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('ShippingAddressesSection (spec §2, §5 address popup)', () => {
  it('lists the addresses: edit on each, a lock on a read-only one', async () => {
    renderSection();
    expect(await screen.findByText('Triq ir-Repubblika 12, VLT 1117 Valletta')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Edit the address Triq ir-Repubblika 12, VLT 1117 Valletta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This address cannot be changed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit the address/ })).toHaveLength(1);
  });

  it('creates: no id, no delete, Malta fixed, the rules on blur', async () => {
    const calls = renderSection({ 'POST /profiles/addresses': ok(address({ id: 13 })) });
    await screen.findByText('Triq ir-Repubblika 12, VLT 1117 Valletta');
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(within(dialog()).getByRole('heading', { name: 'New shipping address' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Delete address' })).not.toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Country')).toBeDisabled();
    expect(within(dialog()).getByLabelText('Country')).toHaveValue('Malta');
    expect(within(dialog()).getByLabelText('Postcode')).toHaveAttribute('maxLength', '8');

    blurWith('Address', '');
    expect(await within(dialog()).findByText('This field is required')).toBeInTheDocument();
    blurWith('Postcode', 'VLT 117');
    expect(await within(dialog()).findByText('Enter a postcode like VLT 1117')).toBeInTheDocument();
    expect(within(dialog()).getByText('Three letters and four digits, e.g. VLT 1117')).toBeInTheDocument();

    blurWith('Address', 'Triq San Pawl');
    blurWith('Postcode', 'slm1550');
    await within(dialog()).findByRole('option', { name: 'Sliema' });
    fireEvent.change(within(dialog()).getByLabelText('Town'), { target: { value: 'Sliema' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Shipping address added successfully!')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')?.body;
    expect(sent).toEqual({
      address: 'Triq San Pawl',
      streetNumber: '',
      city: 'Sliema',
      zip: 'SLM 1550',
      county: '',
      state: '',
      nation: 'Malta',
    });
  });

  it('updates with the id, and deletes from the same popup', async () => {
    const calls = renderSection({
      'POST /profiles/addresses': ok(HOME),
      'POST /profiles/addresses/delete': ok([OFFICE]),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit the address Triq ir-Repubblika/ }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit shipping address' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Address')).toHaveValue('Triq ir-Repubblika');
    blurWith('House number or name (optional)', '14');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Shipping address updated successfully!')).toBeInTheDocument();
    expect(
      calls.find((call) => call.path === '/profiles/addresses' && call.method === 'POST')?.body,
    ).toMatchObject({
      id: 11,
      streetNumber: '14',
    });

    fireEvent.click(await screen.findByRole('button', { name: /^Edit the address Triq ir-Repubblika/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete address' }));
    // Issue 30: delete asks first; keeping it calls nothing, and the safe answer has the focus.
    const confirm = screen.getByRole('dialog', { name: 'Delete this shipping address?' });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog', { name: 'Delete this shipping address?' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/profiles/addresses/delete')).toBeUndefined();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete address' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this shipping address?' })).getByRole('button', {
        name: 'Yes, delete the address',
      }),
    );
    expect(await screen.findByText('Shipping address deleted successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/profiles/addresses/delete')?.body).toEqual({ id: 11 });
    await waitFor(() =>
      expect(screen.queryByText('Triq ir-Repubblika 12, VLT 1117 Valletta')).not.toBeInTheDocument(),
    );
  });

  it('keeps the popup open with an error line when the shop refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection({
      'POST /profiles/addresses': {
        status: 400,
        body: {
          responseCode: 4000,
          errorMessage: 'Invalid request',
          fields: [{ path: 'body.city', message: 'error.invalid' }],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit the address Triq ir-Repubblika/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Please check the fields marked in red.',
    );
    expect(within(dialog()).getByText('This value is not valid')).toBeInTheDocument();
  });
});
