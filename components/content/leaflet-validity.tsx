import { useFormatter, useTranslations } from 'next-intl';

type Validity = { validFrom: string | null; validTo: string | null };

/** ISO days are calendar days: read and printed in UTC so no time zone moves them by one. */
export const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const DAY_FORMAT = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** 'Valid 23–29 Nov 2026' in the shopper's language; nothing when the leaflet has no dates. */
export function useValidityText({ validFrom, validTo }: Validity): string | null {
  const t = useTranslations('leaflets');
  const format = useFormatter();
  if (validFrom && validTo)
    return t('validRange', { range: format.dateTimeRange(dayOf(validFrom), dayOf(validTo), DAY_FORMAT) });
  if (validFrom) return t('validFrom', { date: format.dateTime(dayOf(validFrom), DAY_FORMAT) });
  if (validTo) return t('validUntil', { date: format.dateTime(dayOf(validTo), DAY_FORMAT) });
  return null;
}

export function LeafletValidity({ leaflet, className }: { leaflet: Validity; className?: string }) {
  const text = useValidityText(leaflet);
  return text ? <p className={className}>{text}</p> : null;
}
