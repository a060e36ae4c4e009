/**
 * The chain's stores. Service and department values are the logo codes of spec §3; deliveryModes
 * says which pick-up modes a store offers, and whether it delivers home (AT_HOME) and ships parcels
 * (SHIPPED) to its island. Coordinates, e-mail and web address are optional (the locator shows
 * them when present).
 */
export type StoreSeed = {
  name: string;
  address: string;
  cityName: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string | null;
  webUrl: string | null;
  timetables: string[];
  openings: string[];
  /** The same lines in Italian (spec: the shop speaks Italian and English). */
  timetablesIt: string[];
  openingsIt: string[];
  services: string[];
  departments: string[];
  deliveryModes: string[];
};
