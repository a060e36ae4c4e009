import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PickListScreen } from '@/components/staff/pick-list-screen';
import { BffError } from '@/lib/queries/bff-error';
import { changeOrderStatus, fetchPickList, savePickLine } from '@/lib/staff/pick-list-requests';
import { renderWithProviders } from '../render-with-providers';
import { pickLine, pickList } from './pick-fixtures';

const mockReplace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ replace: mockReplace }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={`/app${href}`} className={className}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/staff/pick-list-requests', () => ({
  fetchPickList: jest.fn(),
  savePickLine: jest.fn(),
  changeOrderStatus: jest.fn(),
}));

beforeEach(() => {
  mockReplace.mockReset();
  jest.mocked(fetchPickList).mockReset();
  jest.mocked(savePickLine).mockReset();
  jest.mocked(changeOrderStatus).mockReset();
});

describe('PickListScreen', () => {
  it('shows the order, its progress and its aisles, and puts the answer of a save on screen', async () => {
    jest
      .mocked(fetchPickList)
      .mockResolvedValue(pickList({ order: { ...pickList().order, notes: 'Ring twice' } }));
    jest.mocked(savePickLine).mockResolvedValue(
      pickList({
        aisles: [{ categoryId: 1, categoryName: 'Drinks', lines: [pickLine({ state: 'unavailable' })] }],
        progress: { done: 1, total: 2 },
      }),
    );
    renderWithProviders(<PickListScreen orderId={7} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A7' })).toBeInTheDocument();
    expect(screen.getByText('Order note: Ring twice')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 picked')).toBeInTheDocument();
    expect(screen.getByText(/Birkirkara Supermarket · Saturday 28\/11, 09:00–10:00/)).toBeInTheDocument();
    const drinks = screen.getByRole('region', { name: 'Drinks' });
    fireEvent.click(within(drinks).getByRole('button', { name: 'Not available' }));
    expect(await screen.findByText('1 of 2 picked')).toBeInTheDocument();
    expect(savePickLine).toHaveBeenCalledWith(7, { state: 'unavailable', barcode: '8000001' });
    expect(within(drinks).getByRole('button', { name: 'Undo: Kinnie 1.5 l' })).toBeInTheDocument();
  });

  it('moves the order with the version it showed', async () => {
    jest.mocked(fetchPickList).mockResolvedValue(pickList({ progress: { done: 2, total: 2 } }));
    jest.mocked(changeOrderStatus).mockResolvedValue(
      pickList({
        order: {
          ...pickList().order,
          status: 'ISSUING_RECEIPT',
          version: 3,
          finalTotal: 22.1,
          orderedDeposit: 0.6,
          finalDeposit: 0.4,
        },
      }),
    );
    renderWithProviders(<PickListScreen orderId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Picking done' }));
    expect(await screen.findByText('€22.10')).toBeInTheDocument();
    // Each total says the BCRS deposit it holds, on a line of its own.
    const deposits = screen
      .getAllByText('of which deposit (BCRS)')
      .map((term) => term.nextSibling?.textContent);
    expect(deposits).toEqual(['€0.60', '€0.40']);
    expect(changeOrderStatus).toHaveBeenCalledWith(7, {
      to: 'ISSUING_RECEIPT',
      version: 2,
      reason: undefined,
    });
    expect(screen.getByText('Order A7: Issuing receipt')).toBeInTheDocument();
  });

  it('says the order changed meanwhile (4206) and reads the list again', async () => {
    jest.mocked(fetchPickList).mockResolvedValue(pickList({ progress: { done: 2, total: 2 } }));
    jest
      .mocked(changeOrderStatus)
      .mockRejectedValue(new BffError(4206, 'The order was changed meanwhile', true, 200));
    renderWithProviders(<PickListScreen orderId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Picking done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order was changed meanwhile.');
    await waitFor(() => expect(fetchPickList).toHaveBeenCalledTimes(2));
  });

  it('goes back to the sign-in without a staff session', async () => {
    jest.mocked(fetchPickList).mockRejectedValue(new BffError(401, 'no session', false, 401));
    renderWithProviders(<PickListScreen orderId={7} />);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/ops?ended=1'));
  });

  it("says so for another store's order", async () => {
    jest.mocked(fetchPickList).mockRejectedValue(new BffError(4000, 'Order not found', true, 404));
    renderWithProviders(<PickListScreen orderId={7} />);
    expect(
      await screen.findByText("This order is not one of your stores' orders, or it does not exist."),
    ).toBeInTheDocument();
  });
});
