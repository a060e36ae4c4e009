import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PickListScreen } from '@/components/staff/pick-list-screen';
import { PageMessages } from '@/components/layout/page-messages';
import { toAppLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type PickListPageProps = { params: Promise<{ locale: string; orderId: string }> };

// Never cached anywhere, like the other staff pages (architecture: The staff's screen).
export const dynamic = 'force-dynamic';

const orderIdOf = (segment: string): number | null =>
  /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;

export async function generateMetadata({ params }: PickListPageProps): Promise<Metadata> {
  const { locale: segment, orderId } = await params;
  const locale = toAppLocale(segment);
  const t = await getTranslations({ locale, namespace: 'staff.pick' });
  return pageMetadata({
    locale,
    path: `/ops/orders/${orderIdOf(orderId) ?? ''}`,
    title: t('metaTitle'),
    description: t('metaTitle'),
    noIndex: true,
  });
}

/**
 * /ops/orders/{id}: the pick list of one order. Like the overview the page holds no data: the
 * screen asks the staff's BFF, so without a staff session it shows nothing and goes to the sign-in.
 */
export default async function PickListPage({ params }: PickListPageProps) {
  const { locale: segment, orderId: idSegment } = await params;
  const locale = toAppLocale(segment);
  setRequestLocale(locale);
  const orderId = orderIdOf(idSegment);
  if (orderId === null) notFound();
  return (
    <PageMessages locale={locale} namespaces={['staff']}>
      <PickListScreen orderId={orderId} />
    </PageMessages>
  );
}
