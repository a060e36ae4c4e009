/**
 * Slot times as shoppers read them: the shop's own clock (Europe/Malta), whatever the device's
 * time zone, and spec §9's day-first dates: 'Thursday 26/11, 10:00–12:00'. Intl does this in the
 * browser and on the server without shipping a date library.
 */
export const SHOP_TIME_ZONE = 'Europe/Malta';

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(instant: string, locale: string, options: Intl.DateTimeFormatOptions): Parts {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });
  return Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
}

/** 'Thursday 26/11' in the locale's words for the week day. */
export function formatSlotDay(instant: string, locale: string): string {
  const { weekday, day, month } = partsOf(instant, locale, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
  });
  return `${weekday ?? ''} ${day ?? ''}/${month ?? ''}`.trim();
}

/** '10:00' on a 24-hour clock. */
export function formatSlotTime(instant: string, locale: string): string {
  const { hour, minute } = partsOf(instant, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${hour ?? ''}:${minute ?? ''}`;
}

/** 'Thursday 26/11, 10:00–12:00': the day of the slot's start and its window. */
export function formatSlotWindow(validFrom: string, validTo: string, locale: string): string {
  return `${formatSlotDay(validFrom, locale)}, ${formatSlotTime(validFrom, locale)}–${formatSlotTime(validTo, locale)}`;
}

/** '26/11/2026 10:05': a moment (an order placed, a status reached) in spec §9's DD/MM/YYYY HH:mm. */
export function formatShopDateTime(instant: string, locale: string): string {
  const { day, month, year, hour, minute } = partsOf(instant, locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day ?? ''}/${month ?? ''}/${year ?? ''} ${hour ?? ''}:${minute ?? ''}`;
}

/** '26/11/2026': a day (a coupon's expiry) in spec §9's DD/MM/YYYY, on the shop's clock. */
export function formatShopDate(instant: string, locale: string): string {
  const { day, month, year } = partsOf(instant, locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}
