/**
 * Weekly delivery and pick-up windows of the demo stores (delivery_windows), in Malta time. Each
 * store delivers home and ships parcels to its own island (Birkirkara: Malta, Victoria: Gozo).
 * Capacities are places per slot; a few windows hold only one or two places, so some slots are
 * nearly full. Parcel windows open `opensAfterDays` after seeding: the mode with no slot within a
 * week (spec §4: pick-up is then suggested).
 */
export type WindowTimes = { from: string; to: string; capacity: number };
export type StoreWindowsSeed = {
  storeName: string;
  deliveryMode: 'AT_HOME' | 'SHIPPED' | 'IN_STORE' | 'DRIVE';
  /** ISO week days, 1 Monday … 7 Sunday. */
  weekDays: number[];
  windows: WindowTimes[];
  opensAfterDays?: number;
};

const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6];
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const SUNDAY = [7];

const BIRKIRKARA = 'Birkirkara Supermarket';
const VICTORIA = 'Victoria Supermarket, Gozo';

export const PARCEL_WINDOWS_OPEN_AFTER_DAYS = 8;

export const DELIVERY_WINDOWS: StoreWindowsSeed[] = [
  {
    storeName: BIRKIRKARA,
    deliveryMode: 'AT_HOME',
    weekDays: MONDAY_TO_SATURDAY,
    windows: [
      { from: '08:00', to: '10:00', capacity: 12 },
      { from: '10:00', to: '12:00', capacity: 15 },
      { from: '12:00', to: '14:00', capacity: 2 },
      { from: '14:00', to: '16:00', capacity: 10 },
      { from: '16:00', to: '18:00', capacity: 15 },
      { from: '18:00', to: '20:00', capacity: 20 },
    ],
  },
  {
    storeName: BIRKIRKARA,
    deliveryMode: 'AT_HOME',
    weekDays: SUNDAY,
    windows: [
      { from: '09:00', to: '11:00', capacity: 8 },
      { from: '11:00', to: '13:00', capacity: 1 },
    ],
  },
  {
    storeName: VICTORIA,
    deliveryMode: 'AT_HOME',
    weekDays: MONDAY_TO_SATURDAY,
    windows: [
      { from: '08:00', to: '10:00', capacity: 10 },
      { from: '10:00', to: '12:00', capacity: 10 },
      { from: '16:00', to: '18:00', capacity: 2 },
      { from: '18:00', to: '20:00', capacity: 10 },
    ],
  },
  {
    storeName: VICTORIA,
    deliveryMode: 'AT_HOME',
    weekDays: SUNDAY,
    windows: [{ from: '09:00', to: '11:00', capacity: 1 }],
  },
  {
    storeName: BIRKIRKARA,
    deliveryMode: 'IN_STORE',
    weekDays: MONDAY_TO_SATURDAY,
    windows: [
      { from: '08:00', to: '10:00', capacity: 20 },
      { from: '10:00', to: '12:00', capacity: 20 },
      { from: '12:00', to: '14:00', capacity: 15 },
      { from: '14:00', to: '16:00', capacity: 1 },
      { from: '16:00', to: '18:00', capacity: 20 },
      { from: '18:00', to: '20:00', capacity: 20 },
    ],
  },
  {
    storeName: BIRKIRKARA,
    deliveryMode: 'IN_STORE',
    weekDays: SUNDAY,
    windows: [
      { from: '08:00', to: '10:00', capacity: 10 },
      { from: '10:00', to: '12:00', capacity: 2 },
    ],
  },
  {
    storeName: VICTORIA,
    deliveryMode: 'IN_STORE',
    weekDays: MONDAY_TO_SATURDAY,
    windows: [
      { from: '08:00', to: '10:00', capacity: 15 },
      { from: '10:00', to: '12:00', capacity: 15 },
      { from: '14:00', to: '16:00', capacity: 10 },
      { from: '16:00', to: '18:00', capacity: 2 },
      { from: '18:00', to: '20:00', capacity: 15 },
    ],
  },
  {
    storeName: VICTORIA,
    deliveryMode: 'IN_STORE',
    weekDays: SUNDAY,
    windows: [
      { from: '08:30', to: '10:30', capacity: 10 },
      { from: '10:30', to: '12:30', capacity: 1 },
    ],
  },
  {
    storeName: BIRKIRKARA,
    deliveryMode: 'DRIVE',
    weekDays: MONDAY_TO_SATURDAY,
    windows: [
      { from: '10:00', to: '12:00', capacity: 10 },
      { from: '16:00', to: '18:00', capacity: 10 },
      { from: '18:00', to: '20:00', capacity: 2 },
    ],
  },
  {
    storeName: BIRKIRKARA,
    deliveryMode: 'DRIVE',
    weekDays: SUNDAY,
    windows: [{ from: '09:00', to: '11:00', capacity: 5 }],
  },
  ...[BIRKIRKARA, VICTORIA].map((storeName): StoreWindowsSeed => ({
    storeName,
    deliveryMode: 'SHIPPED',
    weekDays: MONDAY_TO_FRIDAY,
    windows: [
      { from: '09:00', to: '13:00', capacity: 20 },
      { from: '14:00', to: '18:00', capacity: 20 },
    ],
    opensAfterDays: PARCEL_WINDOWS_OPEN_AFTER_DAYS,
  })),
];
