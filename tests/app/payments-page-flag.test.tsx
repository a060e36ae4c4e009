/** @jest-environment node */
import type { ShopFeatures } from '@/lib/shop-config';

const features: ShopFeatures = { smartlists: true, payments: false, cartUpdate: true };

jest.mock('@/lib/config', () => ({ config: { features } }));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
  setRequestLocale: () => undefined,
}));

describe('/payments follows the payments flag (spec §9: off by default)', () => {
  const params = Promise.resolve({ locale: 'en' });

  it('is not found with the flag off', async () => {
    features.payments = false;
    const { default: PaymentsPage } = await import('@/app/[locale]/payments/page');
    await expect(PaymentsPage({ params })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('is the page with the flag on', async () => {
    features.payments = true;
    const { default: PaymentsPage } = await import('@/app/[locale]/payments/page');
    await expect(PaymentsPage({ params })).resolves.toBeTruthy();
  });
});
