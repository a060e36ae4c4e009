import type { Product } from '@shop/product-api/contract/catalogue';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { OfferBadge } from '@/components/catalogue/offer-badge';
import { english, italian } from '@/i18n/catalogues';

type Promotion = Product['promotions'][number];

const multiBuy: Promotion = { valueType: 'MULTI_BUY', value: 1.5, quantity: 2, description: '2 for €1.50' };

function renderBadge(promotions: Promotion[], locale: 'en' | 'it' = 'en', purchaseUm = 'PZ') {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'it' ? italian : english}
      timeZone="Europe/Malta"
    >
      <OfferBadge promotions={promotions} purchaseUm={purchaseUm} />
    </NextIntlClientProvider>,
  );
}

describe('OfferBadge', () => {
  it("words a multi-buy offer from its item count and price ('2 for €1.50')", () => {
    renderBadge([multiBuy]);
    expect(screen.getByText('2 for €1.50')).toBeInTheDocument();
    expect(screen.queryByText('Offer')).not.toBeInTheDocument();
  });

  it('words it in Italian, with the Italian decimal mark (lib/format.ts)', () => {
    renderBadge([{ ...multiBuy, value: 3, quantity: 3, description: '3 for €3' }], 'it');
    expect(screen.getByText('3 per €3,00')).toBeInTheDocument();
  });

  it("falls back to the description, then to 'Offer', when a multi-buy lacks its numbers", () => {
    const { unmount } = renderBadge([{ ...multiBuy, quantity: null }]);
    expect(screen.getByText('2 for €1.50')).toBeInTheDocument();
    unmount();
    renderBadge([{ ...multiBuy, value: null, description: '' }]);
    expect(screen.getByText('Offer')).toBeInTheDocument();
  });

  it("shows a price cut's description, 'Offer' for UNKNOWN, and nothing without a promotion", () => {
    const { unmount, container } = renderBadge([
      { valueType: 'PERCENTAGE', value: 20, quantity: null, description: '-20%' },
    ]);
    expect(screen.getByText('-20%')).toBeInTheDocument();
    unmount();
    renderBadge([{ valueType: 'UNKNOWN', value: null, quantity: null, description: '3 for 2' }]);
    expect(screen.getByText('Offer')).toBeInTheDocument();
    expect(screen.queryByText('3 for 2')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    const empty = renderBadge([]);
    expect(empty.container).toBeEmptyDOMElement();
  });

  it("words a new price and a percentage in the shopper's language, per kg for weighed goods", () => {
    const now: Promotion = {
      valueType: 'FIXED_PRICE',
      value: 1.59,
      quantity: null,
      description: 'Now €1.59',
    };
    const percent: Promotion = { valueType: 'PERCENTAGE', value: 30, quantity: null, description: '-30%' };
    const { unmount } = renderBadge([now], 'it');
    expect(screen.getByText(/^Ora €1,59$/)).toBeInTheDocument();
    expect(screen.queryByText(/Now/)).not.toBeInTheDocument();
    unmount();
    const weighed = renderBadge([{ ...now, description: 'Now €1.59/kg' }], 'it', 'KG');
    expect(screen.getByText(/^Ora €1,59\/kg$/)).toBeInTheDocument();
    weighed.unmount();
    const english = renderBadge([now, percent], 'en', 'KG');
    expect(screen.getByText('Now €1.59/kg')).toBeInTheDocument();
    english.unmount();
    renderBadge([percent], 'it');
    expect(screen.getByText('-30%')).toBeInTheDocument();
  });
});
