import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffOrdersScreen } from '@/components/staff/staff-orders-screen';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type StaffOrdersPageProps = { params: Promise<{ locale: string }> };

// Never cached anywhere, like the sign-in (architecture: The staff's screen).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: StaffOrdersPageProps): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'staff.orders' });
  return pageMetadata({
    locale,
    path: '/ops/orders',
    title: t('metaTitle'),
    description: t('metaTitle'),
    noIndex: true,
  });
}

/**
 * /ops/orders: the staff's orders overview. The page holds no data: the screen asks the staff's
 * BFF, whose cookie only a staff sign-in sets, so a customer's session sees nothing and is sent
 * to the sign-in.
 */
export default async function StaffOrdersPage({ params }: StaffOrdersPageProps) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <PageMessages locale={locale} namespaces={['staff']}>
      <StaffOrdersScreen />
    </PageMessages>
  );
}
