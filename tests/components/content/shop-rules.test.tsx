import type * as ShopRulesModule from '@shop/product-api/contract/shop-rules';
import type * as FeeTableModule from '@/components/content/legal-fee-table';
import { screen } from '@testing-library/react';
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type { ReactNode } from 'react';
import { DeliveryInformation } from '@/components/content/legal-delivery';
import { LoyaltyTerms } from '@/components/content/legal-loyalty';
import { legalMetadata } from '@/components/content/legal-metadata';
import { TermsAndConditions } from '@/components/content/legal-terms';
import { english } from '@/i18n/catalogues';
import { checkWaterPackLimit } from '../../../product-api/src/pricing/cart-line-rules';
import {
  deliveryFeeFor,
  missingForFreeDeliveryCents,
  preAuthorisationCents,
} from '../../../product-api/src/pricing/cart-pricing';
import { renderWithProviders } from '../render-with-providers';

/**
 * The shop's rules as a test build would change them: every figure below differs from the real
 * one, so a page or a price that kept its own copy would show the old figure and fail.
 */
jest.mock('@shop/product-api/contract/shop-rules', () => {
  const actual = jest.requireActual<typeof ShopRulesModule>('@shop/product-api/contract/shop-rules');
  return {
    SHOP_RULES: {
      ...actual.SHOP_RULES,
      deliveryFeeCents: 650,
      freeDeliveryFromCents: 9000,
      maxWaterPacksPerOrder: 12,
      weighedPreAuthorisationPercent: 15,
      loyaltyVoucherPoints: 700,
    },
  };
});

jest.mock('server-only', () => ({}));

// The delivery page names the stores offering pick-up from the API's delivery options.
jest.mock('@/lib/stores/pick-up-stores-fetch', () => ({
  getPickUpStoreNames: async () => ({
    ok: true,
    data: ['Birkirkara Supermarket', 'Victoria Supermarket, Gozo'],
  }),
}));

// The pages are server components: their translations come from next-intl/server, here the
// English catalogue through the same ICU translator.
type Namespace = NamespaceKeys<typeof english, NestedKeyOf<typeof english>>;

jest.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (of: Namespace | { namespace: Namespace }) =>
    createTranslator({
      locale: 'en',
      messages: english,
      namespace: typeof of === 'string' ? of : of.namespace,
    }),
}));

// React in jsdom renders no async component, and the pages hold one (the fee table): it is awaited
// first, as the server would, and the pages get its output.
let mockFeeTable: ReactNode = null;
jest.mock('@/components/content/legal-fee-table', () => ({ DeliveryFeeTable: () => mockFeeTable }));

beforeAll(async () => {
  const actual = jest.requireActual<typeof FeeTableModule>('@/components/content/legal-fee-table');
  mockFeeTable = await actual.DeliveryFeeTable();
});

const textOf = () => document.body.textContent ?? '';

describe('the shop rules', () => {
  it('are what the terms page quotes', async () => {
    renderWithProviders(await TermsAndConditions());
    expect(screen.getByText(/at most 12 packs of water/)).toBeInTheDocument();
    expect(textOf()).toContain('Delivery costs €6.50 for orders under €90.00');
    expect(textOf()).toContain('we pre-authorise 15% more than the estimated amount');
  });

  it('are what the delivery page quotes', async () => {
    renderWithProviders(await DeliveryInformation());
    expect(screen.getByRole('table')).toHaveTextContent('€6.50');
    expect(textOf()).toContain('€6.50');
    expect(textOf()).toContain('€90.00');
    expect(textOf()).not.toContain('€75.00');
    // Issue 30: the stores that offer pick-up, by name, not a count written into the text.
    expect(textOf()).toContain(
      'Pick-up is free at the 2 supermarkets that offer it: Birkirkara Supermarket and Victoria Supermarket, Gozo.',
    );
    expect(textOf()).not.toContain('two supermarkets');
  });

  it('are what the loyalty page quotes', async () => {
    renderWithProviders(await LoyaltyTerms());
    expect(textOf()).toContain('700 points');
    expect(textOf()).not.toContain('680');
    const metadata = await legalMetadata(
      'loyaltyTerms',
      '/loyalty',
    )({ params: Promise.resolve({ locale: 'en' }) });
    expect(metadata.description).toContain('700 points give you a €5 voucher');
  });

  it('are what the pricing charges', () => {
    expect(deliveryFeeFor('AT_HOME', 8999, true)).toMatchObject([
      { valueCents: 650, maxCartNetTotalCents: 9000 },
    ]);
    expect(deliveryFeeFor('AT_HOME', 9000, true)).toEqual([]);
    expect(missingForFreeDeliveryCents('AT_HOME', 8000)).toBe(1000);
    expect(checkWaterPackLimit(12).ok).toBe(true);
    expect(checkWaterPackLimit(13)).toMatchObject({ ok: false, code: 4038 });
    expect(preAuthorisationCents(1000, 1000)).toBe(1150);
  });
});
