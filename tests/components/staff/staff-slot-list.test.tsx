import { screen, within } from '@testing-library/react';
import type { StaffSlotGroup } from '@shop/product-api/contract/staff';
import { StaffSlotList } from '@/components/staff/staff-slot-list';
import { renderWithProviders } from '../render-with-providers';

const order = (id: number, code: string, extra: object = {}) => ({
  id,
  code,
  status: 'TO_BE_PREPARED' as const,
  deliveryMode: 'IN_STORE' as const,
  lineCount: 3,
  customerFirstName: 'Maria',
  storeId: 1,
  validFrom: '2026-11-28T08:00:00.000Z',
  validTo: '2026-11-28T09:00:00.000Z',
  ...extra,
});

const slots: StaffSlotGroup[] = [
  {
    storeId: 1,
    storeName: 'Birkirkara Supermarket',
    validFrom: '2026-11-28T08:00:00.000Z',
    validTo: '2026-11-28T09:00:00.000Z',
    orders: [
      order(1, 'A1'),
      order(2, 'A2', { status: 'IN_PREPARATION', deliveryMode: 'AT_HOME', lineCount: 1 }),
    ],
  },
];

describe('StaffSlotList', () => {
  it('shows each slot as a section with its Malta times and its orders', () => {
    renderWithProviders(<StaffSlotList slots={slots} />);
    const section = screen.getByRole('region', { name: /Birkirkara Supermarket, 09:00–10:00/ });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Order A1');
    expect(items[0]).toHaveTextContent('To be prepared');
    expect(items[0]).toHaveTextContent('Pick-up in store · 3 lines · Customer: Maria');
    expect(items[1]).toHaveTextContent('In preparation');
    expect(items[1]).toHaveTextContent('Home delivery · 1 line');
    expect(section).toHaveTextContent('2 orders');
  });

  it('speaks Italian on the Italian pages', () => {
    renderWithProviders(<StaffSlotList slots={slots} />, { locale: 'it' });
    expect(screen.getAllByText('Da preparare')).toHaveLength(1);
    expect(screen.getByText(/Ritiro in negozio · 3 righe · Cliente: Maria/)).toBeInTheDocument();
  });
});
