import {
  Baby,
  CakeSlice,
  Carrot,
  Cigarette,
  Coffee,
  Fish,
  Flower2,
  Gift,
  Ham,
  IdCard,
  Landmark,
  type LucideIcon,
  Newspaper,
  Nfc,
  Pill,
  PlugZap,
  ScanBarcode,
  ScanLine,
  Smartphone,
  Snowflake,
  SquareParking,
  Ticket,
  Toilet,
  Wheat,
  Wifi,
  Wine,
} from 'lucide-react';

/**
 * Icons of the department and service logo codes of spec §3. The spec does not say what the
 * codes mean; they read as Italian abbreviations, and these are the meanings chosen (the labels
 * are in messages under stores.department.* and stores.service.*). An unknown code has no icon
 * and is not shown (spec §3: an unknown code yields no image).
 */
export type DepartmentCode = 'enot' | 'fipi' | 'gast' | 'orto' | 'pane' | 'past' | 'pesc';
export type ServiceCode =
  | 'wifi'
  | 'taba'
  | 'pafa'
  | 'parc'
  | 'rite'
  | 'sesc'
  | 'arbi'
  | 'bain'
  | 'banc'
  | 'bar_'
  | 'bupa'
  | 'caau'
  | 'edic'
  | 'fide'
  | 'gica'
  | 'locl'
  | 'paco'
  | 'pael';

export const DEPARTMENT_ICONS: Readonly<Record<DepartmentCode, LucideIcon>> = {
  enot: Wine, // enoteca: wine shop
  fipi: Flower2, // fiori e piante: flowers and plants
  gast: Ham, // gastronomia: deli counter
  orto: Carrot, // ortofrutta: fruit and vegetables
  pane: Wheat, // panetteria: bakery
  past: CakeSlice, // pasticceria: pastry
  pesc: Fish, // pescheria: fish counter
};

export const SERVICE_ICONS: Readonly<Record<ServiceCode, LucideIcon>> = {
  wifi: Wifi, // free Wi-Fi
  taba: Cigarette, // tabacchi: tobacconist
  pafa: Pill, // parafarmacia: pharmacy corner
  parc: SquareParking, // parcheggio: car park
  rite: Smartphone, // ricariche telefoniche: phone top-ups
  sesc: ScanBarcode, // self-scanning
  arbi: Baby, // area bimbi: children's corner
  bain: Toilet, // bagni: customer toilets
  banc: Landmark, // bancomat: cash machine
  bar_: Coffee, // bar: café
  bupa: Ticket, // buoni pasto: meal vouchers accepted
  caau: ScanLine, // casse automatiche: self-checkout
  edic: Newspaper, // edicola: newsagent
  fide: IdCard, // carta fedeltà: loyalty card
  gica: Gift, // gift card
  locl: Snowflake, // locale climatizzato: air-conditioned
  paco: Nfc, // pagamento contactless
  pael: PlugZap, // punto di ricarica elettrica: car charging
};

export const isDepartmentCode = (code: string): code is DepartmentCode =>
  Object.hasOwn(DEPARTMENT_ICONS, code);
export const isServiceCode = (code: string): code is ServiceCode => Object.hasOwn(SERVICE_ICONS, code);

/** The codes with an icon, in the store's order, each once; unknown codes drop out. */
export function knownCodes<C extends string>(
  codes: readonly string[],
  isKnown: (code: string) => code is C,
): C[] {
  return [...new Set(codes)].filter(isKnown);
}
