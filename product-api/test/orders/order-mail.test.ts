import { orderLineText } from '../../src/orders/order-mail';

describe('order e-mail lines (spec §9 weights; issue 30 item 7)', () => {
  it('writes pieces as a count', () => {
    expect(orderLineText({ amount: 2, purchaseUm: 'PZ', description: 'Ftira' }, 140)).toBe(
      '- 2 × Ftira: €1.40',
    );
  });

  it('writes weighed goods by their weight in kg, not as pieces', () => {
    expect(orderLineText({ amount: 1.5, purchaseUm: 'KG', description: 'Bananas' }, 270)).toBe(
      '- 1.50 kg Bananas: €2.70',
    );
  });
});

describe('order e-mail lines in Italian (issue 30 item 8)', () => {
  it('writes decimals with a comma', () => {
    expect(orderLineText({ amount: 1.5, purchaseUm: 'KG', description: 'Banane' }, 270, 'it')).toBe(
      '- 1,50 kg Banane: €2,70',
    );
  });
});
