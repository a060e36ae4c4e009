import { setRequestLocale } from 'next-intl/server';
import { DeliveryInformation } from '@/components/content/legal-delivery';
import { legalMetadata } from '@/components/content/legal-metadata';
import { toAppLocale } from '@/i18n/routing';

export const generateMetadata = legalMetadata('deliveryInfo', '/delivery');

/** Delivery information (spec §1, linked from the footer), rendered on the server. */
export default async function DeliveryPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(toAppLocale((await params).locale));
  return <DeliveryInformation />;
}
