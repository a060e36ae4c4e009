import type { PickLineSave } from '@shop/product-api/contract/picking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PickLineCard } from '@/components/staff/pick-line-card';
import { searchSubstitutes } from '@/lib/staff/pick-list-requests';
import { allowModalDialogs } from '../account/signup-fixtures';
import { renderWithProviders } from '../render-with-providers';
import { pickLine } from './pick-fixtures';

jest.mock('@/lib/staff/pick-list-requests', () => ({ searchSubstitutes: jest.fn() }));

beforeAll(allowModalDialogs);

const saved = () => jest.fn<Promise<string | null>, [PickLineSave]>(async () => null);

describe('PickLineCard', () => {
  it('shows the ordered amount and records pieces with the stepper, never above the order', async () => {
    const onSave = saved();
    renderWithProviders(<PickLineCard orderId={7} line={pickLine()} editable onSave={onSave} />);
    expect(screen.getByRole('heading', { name: 'Kinnie 1.5 l' })).toBeInTheDocument();
    expect(screen.getByText('Ordered: 3 pieces')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByText('Maximum amount reached')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Picked' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ state: 'picked', barcode: '8000001', amount: 2 }),
    );
  });

  it('takes the real weight of a weighed line with a comma, and refuses what is not a weight', async () => {
    const onSave = saved();
    renderWithProviders(
      <PickLineCard
        orderId={7}
        line={pickLine({ description: 'Tomatoes', weighed: true, orderedAmount: 0.5, umStep: 0.1 })}
        editable
        onSave={onSave}
      />,
    );
    expect(screen.getByText('Ordered: 0.50 kg')).toBeInTheDocument();
    const field = screen.getByLabelText('Weight on the scale (kg), Tomatoes');
    fireEvent.change(field, { target: { value: '0,6x' } });
    expect(field).toHaveValue('0,6');
    fireEvent.change(field, { target: { value: '0,,6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Picked' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the weight in kg, e.g. 0,62 or 0.62.');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '0,624' } });
    fireEvent.click(screen.getByRole('button', { name: 'Picked' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ state: 'picked', barcode: '8000001', amount: 0.624 }),
    );
  });

  it('keeps what was typed when the save is refused, and says why', async () => {
    const onSave = jest.fn(async () => 'The order’s status does not allow this any more.');
    renderWithProviders(
      <PickLineCard
        orderId={7}
        line={pickLine({ weighed: true, orderedAmount: 0.5 })}
        editable
        onSave={onSave}
      />,
    );
    const field = screen.getByLabelText(/Weight on the scale/);
    fireEvent.change(field, { target: { value: '0.55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Picked' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('does not allow this');
    expect(field).toHaveValue('0.55');
  });

  it("marks 'do not replace' and the note, and offers no substitute there", () => {
    renderWithProviders(
      <PickLineCard
        orderId={7}
        line={pickLine({ replace: false, note: 'Ripe ones please' })}
        editable
        onSave={saved()}
      />,
    );
    expect(screen.getByText('Do not replace')).toBeInTheDocument();
    expect(screen.getByText("Customer's note: Ripe ones please")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Substitute' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not available' })).toBeInTheDocument();
  });

  it('searches a substitute where the customer allowed one and records it with its amount', async () => {
    jest.mocked(searchSubstitutes).mockResolvedValue([
      {
        barcode: '8000002',
        description: 'Coca-Cola 1.5 l',
        brand: 'Coca-Cola',
        imageUrl: null,
        price: 1.95,
        weighed: false,
        umStep: 1,
      },
    ]);
    const onSave = saved();
    renderWithProviders(<PickLineCard orderId={7} line={pickLine()} editable onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Substitute' }));
    fireEvent.change(screen.getByLabelText("Search the store's products"), { target: { value: 'cola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Coca-Cola 1.5 l' }));
    expect(searchSubstitutes).toHaveBeenCalledWith(7, 'cola', '8000001');
    const dialog = screen.getByRole('dialog', { name: 'Substitute for Kinnie 1.5 l' });
    expect(dialog).toHaveTextContent('Put in the bag: Coca-Cola 1.5 l');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put in the bag' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        state: 'substituted',
        barcode: '8000001',
        substituteBarcode: '8000002',
        amount: 2,
      }),
    );
  });

  it('shows what was recorded and undoes it', async () => {
    const onSave = saved();
    renderWithProviders(
      <PickLineCard
        orderId={7}
        line={pickLine({
          state: 'substituted',
          substitute: {
            barcode: '8000002',
            description: 'Coca-Cola 1.5 l',
            imageUrl: null,
            amount: 2,
            weighed: false,
            price: 1.95,
          },
        })}
        editable
        onSave={onSave}
      />,
    );
    expect(screen.getByText('Replaced by Coca-Cola 1.5 l: 2 pieces')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo: Kinnie 1.5 l' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ state: 'open', barcode: '8000001' }));
  });

  it('is read-only outside picking, and speaks Italian', () => {
    renderWithProviders(
      <PickLineCard
        orderId={7}
        line={pickLine({ state: 'unavailable' })}
        editable={false}
        onSave={saved()}
      />,
      { locale: 'it' },
    );
    expect(screen.getByText('Non disponibile')).toBeInTheDocument();
    expect(screen.getByText('Ordinato: 3 pezzi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Annulla/ })).not.toBeInTheDocument();
  });
});
