/**
 * Spec §9: the points balance time reads DD/MM/YYYY HH:mm, in Malta's time (the tills' clock),
 * whatever the browser's zone. An unreadable time gives null and is simply not shown.
 */
export function formatBalanceDate(iso: string, timeZone = 'Europe/Malta'): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
