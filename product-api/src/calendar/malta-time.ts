/**
 * The shop's wall clock (pure, no database, no date library: Intl knows the zone's rules).
 * Business times (delivery windows, the end of the business day) are written as 'HH:MM' in Malta
 * and stored as instants; the two differ by one hour in winter (CET) and two in summer (CEST), and
 * the change happens on the last Sundays of March and October. Days are 'yyyy-MM-dd' strings
 * counted on the calendar (never by adding 24 hours, which is wrong twice a year).
 */
export const SHOP_TIME_ZONE = 'Europe/Malta';

const DAY_MS = 86_400_000;

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What a clock in Malta shows at `instant`. */
function wallClockOf(instant: Date): WallClock {
  const parts = Object.fromEntries(
    wallClockFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Malta's offset from UTC at `instantMs`, in ms (+1 h in winter, +2 h in summer). */
function offsetMsAt(instantMs: number): number {
  const wall = wallClockOf(new Date(instantMs));
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The Malta calendar day of an instant, 'yyyy-MM-dd'. */
export function maltaDayOf(instant: Date): string {
  const wall = wallClockOf(instant);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** 'HH:MM' of an instant on Malta's clocks. */
export function maltaTimeOf(instant: Date): string {
  const wall = wallClockOf(instant);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

function partsOfDay(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a yyyy-MM-dd day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The day `count` calendar days after `day` (before it when negative), across month and year ends. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = partsOfDay(day);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** `count` consecutive days from `first`. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** ISO week day of a day: 1 Monday … 7 Sunday (spec §3 availability weekDay). */
export function isoWeekDayOf(day: string): number {
  const [year, month, date] = partsOfDay(day);
  const sundayZero = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

/**
 * The instant when Malta's clocks show `minuteOfDay` (0..1439) on `day`. A time the clocks skip
 * (spring forward, 02:00-02:59 on the last Sunday of March) is read with the winter offset, so it
 * lands as far after 02:00 as asked (02:30 → 03:30 CEST); a time they show twice (autumn, 02:00-
 * 02:59 on the last Sunday of October) is the first of the two. That is what Temporal calls
 * 'compatible', and it means a daily job neither skips the changeover day nor runs twice on it.
 */
export function maltaInstant(day: string, minuteOfDay: number): Date {
  const [year, month, date] = partsOfDay(day);
  const wallAsUtc = Date.UTC(year, month - 1, date, 0, minuteOfDay);
  // Offsets change at most twice a year, so the offsets a day either side are the only candidates.
  const offsetBefore = offsetMsAt(wallAsUtc - DAY_MS);
  const offsetAfter = offsetMsAt(wallAsUtc + DAY_MS);
  const readable = [wallAsUtc - offsetBefore, wallAsUtc - offsetAfter].filter(
    (candidate) => offsetMsAt(candidate) === wallAsUtc - candidate,
  );
  return new Date(readable.length > 0 ? Math.min(...readable) : wallAsUtc - offsetBefore);
}

/** The instant Malta's clocks show `time` ('HH:MM') on `day`; see maltaInstant for DST days. */
export function maltaInstantOf(day: string, time: string): Date {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`not an HH:MM time: ${time}`);
  return maltaInstant(day, Number(match[1]) * 60 + Number(match[2]));
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
});

/** A slot worded for the shopper in English, e.g. 'Thursday 26/11, 10:00–12:00' (Malta time). */
export function slotDescription(validFrom: Date, validTo: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(validFrom).map((p) => [p.type, p.value]));
  return `${parts.weekday ?? ''} ${parts.day ?? ''}/${parts.month ?? ''}, ${maltaTimeOf(validFrom)}–${maltaTimeOf(validTo)}`;
}
