'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { openFailureText } from './open-failure';

/** The words for a refused open or move (open-failure.ts), `failed` being the screen's own. */
export function useOpenFailure(failed: string): (error: unknown, city: string | null) => string {
  const t = useTranslations('cartCreate');
  return useCallback(
    (error: unknown, city: string | null) =>
      openFailureText(error, {
        deliveryNotActive: t('deliveryNotActive'),
        noStoreForCity: t('noStoreForCity', { city: city ?? '' }),
        noHomeDelivery: t('noHomeDelivery'),
        noAvailability: t('noAvailability'),
        failed,
      }),
    [t, failed],
  );
}
