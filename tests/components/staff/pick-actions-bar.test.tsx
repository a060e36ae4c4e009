import type { OrderStatus } from '@shop/product-api/contract/checkout';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PickActionsBar } from '@/components/staff/pick-actions-bar';
import { allowModalDialogs } from '../account/signup-fixtures';
import { renderWithProviders } from '../render-with-providers';
import { pickList } from './pick-fixtures';

beforeAll(allowModalDialogs);

const moved = () => jest.fn<Promise<string | null>, [OrderStatus, string?]>(async () => null);

describe('PickActionsBar', () => {
  it('offers exactly the next statuses, with their words', () => {
    renderWithProviders(
      <PickActionsBar
        pickList={pickList({ nextStatuses: ['TO_BE_COLLECTED', 'CANCELLED'] })}
        onMove={moved()}
        failure={null}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Order actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ready for collection', 'Cancel order']);
  });

  it("holds 'picking done' until every line is recorded, and says why", async () => {
    const onMove = moved();
    const { rerender } = renderWithProviders(
      <PickActionsBar
        pickList={pickList({ progress: { done: 1, total: 3 } })}
        onMove={onMove}
        failure={null}
      />,
    );
    const done = screen.getByRole('button', { name: 'Picking done' });
    expect(done).toBeDisabled();
    expect(done).toHaveAccessibleDescription('2 lines still to pick');
    rerender(
      <PickActionsBar
        pickList={pickList({ progress: { done: 3, total: 3 } })}
        onMove={onMove}
        failure={null}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Picking done' }));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('ISSUING_RECEIPT', undefined));
  });

  it('cancels only with a reason, and keeps the reason when the change is refused', async () => {
    const onMove = jest.fn(async () => 'This order was changed meanwhile.');
    renderWithProviders(<PickActionsBar pickList={pickList()} onMove={onMove} failure={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order A7?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByText('Please say why the order is cancelled.')).toBeInTheDocument();
    expect(onMove).not.toHaveBeenCalled();
    const reason = within(dialog).getByLabelText('Reason (the customer reads it)');
    fireEvent.change(reason, { target: { value: 'Freezer broke down' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('changed meanwhile');
    expect(onMove).toHaveBeenCalledWith('CANCELLED', 'Freezer broke down');
    expect(reason).toHaveValue('Freezer broke down');
  });

  it('shows the failure of the last change', () => {
    renderWithProviders(
      <PickActionsBar
        pickList={pickList({ nextStatuses: [] })}
        onMove={moved()}
        failure="This order was changed meanwhile."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This order was changed meanwhile.');
    expect(screen.getByText('Nothing more to do for this order.')).toBeInTheDocument();
  });
});
