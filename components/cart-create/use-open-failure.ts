'use client';

import type { DeliveryMode } from '@shop/product-api/contract/catalogue';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { openFailureText } from './open-failure';

/** The words for a refused open or move (open-failure.ts), `failed` being the screen's own. */
export function useOpenFailure(
  failed: string,
): (error: unknown, city: string | null, mode: DeliveryMode) => string {
  const t = useTranslations('cartCreate');
  return useCallback(
    (error: unknown, city: string | null, mode: DeliveryMode) =>
      openFailureText(error, {
        deliveryNotActive: t('deliveryNotActive'),
        noStoreForCity: t('noStoreForCity', { city: city ?? '' }),
        noHomeDelivery: t(mode === 'SHIPPED' ? 'noParcelDelivery' : 'noHomeDelivery'),
        noAvailability: t('noAvailability'),
        failed,
      }),
    [t, failed],
  );
}
