import { fireEvent, screen } from '@testing-library/react';
import { ListItemRow, stepperOf } from '@/components/lists/list-item-row';
import type { Profile } from '@shop/product-api/contract/profiles';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { aListItem } from './list-fixtures';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={`/app${href}`} className={className}>
      {children}
    </a>
  ),
}));

function renderRow(item = aListItem(), online = true, profile: Profile | null = null) {
  const onChecked = jest.fn();
  const onAmount = jest.fn();
  const onDelete = jest.fn();
  renderWithProviders(
    <ul>
      <ListItemRow
        listId={7}
        item={item}
        online={online}
        onChecked={onChecked}
        onAmount={onAmount}
        onDelete={onDelete}
      />
    </ul>,
    { profile },
  );
  return { onChecked, onAmount, onDelete, item };
}

describe('an item of a shopping list (spec §2 smartlists, §5 stepper)', () => {
  it('never goes below 1 piece', () => {
    const { onAmount, item } = renderRow(aListItem({ amount: 1 }));
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Whole milk/ }), { target: { value: '0' } });
    fireEvent.blur(screen.getByRole('textbox', { name: /Whole milk/ }));
    expect(onAmount).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onAmount).toHaveBeenCalledWith({ id: 7, itemId: item.id, amount: 2 });
  });

  it('counts a custom item in whole pieces and says it stays out of the cart', () => {
    const custom = aListItem({
      type: 'CUSTOM',
      barcode: null,
      description: 'birthday candles',
      availability: null,
      purchaseUm: null,
      umStep: null,
      maxAmount: null,
      amount: 3,
    });
    expect(stepperOf(custom)).toEqual({ purchaseUm: 'PZ', umStep: 1, minWeight: null, maxAmount: null });
    const { onAmount, onDelete, item } = renderRow(custom);
    expect(screen.getByText('birthday candles').tagName).not.toBe('A');
    expect(screen.getByText('Your own item: not added to the cart')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onAmount).toHaveBeenCalledWith({ id: 7, itemId: item.id, amount: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove birthday candles from the list' }));
    expect(onDelete).toHaveBeenCalledWith({ id: 7, itemId: item.id });
  });

  it("keeps a weighed product's minimum and step, as the API does", () => {
    const cheese = aListItem({
      description: 'Gbejna',
      purchaseUm: 'KG',
      umStep: 0.1,
      minWeight: 0.2,
      maxAmount: 2,
      amount: 0.2,
    });
    const { onAmount, item } = renderRow(cheese);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onAmount).toHaveBeenCalledWith({ id: 7, itemId: item.id, amount: 0.3 });
  });

  it('links a product to its page and says when it is no longer sold', () => {
    renderRow(aListItem({ availability: 'UNAVAILABLE' }));
    expect(screen.getByRole('link', { name: 'Whole milk 1 l' })).toHaveAttribute(
      'href',
      '/app/product/5000000000011',
    );
    expect(screen.getByText('Out of stock at the moment')).toBeInTheDocument();
  });

  it('ticks an item off with a labelled box and shows it done; a ticked one can be unticked', () => {
    const { onChecked, item } = renderRow();
    const box = screen.getByRole('checkbox', { name: 'Whole milk 1 l is in the trolley' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(onChecked).toHaveBeenCalledWith({ id: 7, itemId: item.id, checked: true });
    // At once, before the list's answer: the box does not flick back.
    expect(box).toBeChecked();
  });

  it('shows a ticked item ticked and sends the untick', () => {
    const { onChecked, item } = renderRow(aListItem({ checked: true }));
    const box = screen.getByRole('checkbox', { name: 'Whole milk 1 l is in the trolley' });
    expect(box).toBeChecked();
    expect(box.closest('li')?.className).toMatch(/done/);
    fireEvent.click(box);
    expect(onChecked).toHaveBeenCalledWith({ id: 7, itemId: item.id, checked: false });
  });

  it('offline, keeps the tick and holds the stepper and delete until the connection returns', () => {
    const { onChecked, item } = renderRow(aListItem({ amount: 2 }), false);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Whole milk 1 l from the list' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Whole milk 1 l is in the trolley' }));
    expect(onChecked).toHaveBeenCalledWith({ id: 7, itemId: item.id, checked: true });
  });

  it('warns of an allergen the customer avoids (issue 33)', () => {
    const avoidsMilk = aProfile({ preferences: { storeId: null, avoidAllergens: ['MILK'] } });
    renderRow(aListItem(), true, avoidsMilk);
    expect(screen.getByRole('listitem')).toHaveTextContent('Contains milk, which you avoid');
  });

  it('shows no warning when the customer avoids nothing the product contains', () => {
    const avoidsEggs = aProfile({ preferences: { storeId: null, avoidAllergens: ['EGGS'] } });
    renderRow(aListItem(), true, avoidsEggs);
    expect(screen.getByRole('listitem')).not.toHaveTextContent('which you avoid');
  });
});
