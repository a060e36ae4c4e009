import type { StepperProduct } from '@shop/product-api/contract/quantity';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { renderWithProviders } from '../render-with-providers';

const apples: StepperProduct = { purchaseUm: 'KG', umStep: 0.25, minWeight: 0.5, maxAmount: 5 };
const milk: StepperProduct = { purchaseUm: 'PZ', umStep: 1, minWeight: null, maxAmount: 10 };

/** The stepper as a card holds it: the amount lives in the parent and comes back as a prop. */
function Harness({ product }: { product: StepperProduct }) {
  const [amount, setAmount] = useState(product.minWeight ?? 1);
  return (
    <QuantityStepper
      product={product}
      amount={amount}
      onChange={setAmount}
      unitLabel="kg"
      productName="Apples"
    />
  );
}

const amountInput = () => screen.getByRole('textbox', { name: 'Quantity, Apples' });

function type(value: string, commit: 'blur' | 'Enter') {
  fireEvent.change(amountInput(), { target: { value } });
  if (commit === 'blur') fireEvent.blur(amountInput());
  else fireEvent.keyDown(amountInput(), { key: 'Enter' });
}

describe('QuantityStepper for weighed goods (kg)', () => {
  it('takes a weight on the step with its decimals', () => {
    renderWithProviders(<Harness product={apples} />);
    expect(amountInput()).toHaveAttribute('maxLength', '6');
    type('0.75', 'Enter');
    expect(amountInput()).toHaveValue('0.75');
    expect(amountInput()).not.toHaveAccessibleDescription();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(amountInput()).toHaveValue('1');
  });

  it('snaps a weight off the step to the nearest step, says so, then steps from there', () => {
    renderWithProviders(<Harness product={apples} />);
    type('1.2', 'blur');
    expect(amountInput()).toHaveValue('1.25');
    expect(amountInput()).toHaveAccessibleDescription('Rounded to the nearest step of 0.25 kg');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(amountInput()).toHaveValue('1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(amountInput()).toHaveValue('1');
  });

  it('keeps a typed weight between the minimum and the maximum, with a comma as decimal mark', () => {
    renderWithProviders(<Harness product={apples} />);
    type('0,3', 'Enter');
    expect(amountInput()).toHaveValue('0.5');
    type('7', 'Enter');
    expect(amountInput()).toHaveValue('5');
    expect(amountInput()).toHaveAccessibleDescription('Maximum amount reached');
  });

  it('keeps piece goods to three characters and whole pieces', () => {
    renderWithProviders(<Harness product={milk} />);
    expect(amountInput()).toHaveAttribute('maxLength', '3');
    type('2.6', 'Enter');
    expect(amountInput()).toHaveValue('3');
  });
});
