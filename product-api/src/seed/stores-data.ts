import { LOCATOR_ONLY_STORES } from './store-locator-data';
import type { StoreSeed } from './store-seed';

const ALL_DEPARTMENTS = ['enot', 'fipi', 'gast', 'orto', 'pane', 'past', 'pesc'];

/**
 * The two pick-up supermarkets (spec §1: pick-up is possible at one of two supermarkets); each
 * also delivers to the localities of its island (Birkirkara: Malta, Victoria: Gozo).
 */
export const PICK_UP_STORES: StoreSeed[] = [
  {
    name: 'Birkirkara Supermarket',
    address: 'Triq Fleur-de-Lys 45, Birkirkara BKR 1100',
    cityName: 'Birkirkara',
    latitude: 35.8972,
    longitude: 14.4618,
    phone: '+356 2144 1234',
    email: 'birkirkara@shop.example',
    webUrl: 'https://shop.example/stores/birkirkara',
    timetables: ['Mon–Sat 07:30–21:00', 'Sun 08:00–13:00'],
    timetablesIt: ['Lun–Sab 07:30–21:00', 'Dom 08:00–13:00'],
    openings: ['Public holidays 08:00–13:00', 'Closed on 25 December and 1 January'],
    openingsIt: ['Festivi 08:00–13:00', 'Chiuso il 25 dicembre e il 1° gennaio'],
    services: ['wifi', 'parc', 'bar_', 'banc', 'fide', 'pafa', 'rite', 'taba', 'locl'],
    departments: ALL_DEPARTMENTS,
    deliveryModes: ['IN_STORE', 'DRIVE', 'AT_HOME', 'SHIPPED'],
  },
  {
    name: 'Victoria Supermarket, Gozo',
    address: 'Triq ir-Repubblika 120, Victoria VCT 1030',
    cityName: 'Victoria',
    latitude: 36.0443,
    longitude: 14.2397,
    phone: '+356 2155 6789',
    email: 'victoria@shop.example',
    webUrl: 'https://shop.example/stores/victoria',
    timetables: ['Mon–Sat 08:00–20:00', 'Sun 08:30–12:30'],
    timetablesIt: ['Lun–Sab 08:00–20:00', 'Dom 08:30–12:30'],
    openings: ['Public holidays 08:30–12:30', 'Closed on 25 December, 1 January and Good Friday'],
    openingsIt: ['Festivi 08:30–12:30', 'Chiuso il 25 dicembre, il 1° gennaio e il Venerdì Santo'],
    services: ['parc', 'banc', 'fide', 'gica', 'sesc', 'wifi'],
    departments: ['fipi', 'gast', 'orto', 'pane', 'pesc'],
    deliveryModes: ['IN_STORE', 'AT_HOME', 'SHIPPED'],
  },
];

/**
 * Every seeded store: the two pick-up supermarkets and the shops that only the store locator
 * lists (no delivery mode, so carts and pick-up choices still offer the two).
 */
export const STORES: StoreSeed[] = [...PICK_UP_STORES, ...LOCATOR_ONLY_STORES];
