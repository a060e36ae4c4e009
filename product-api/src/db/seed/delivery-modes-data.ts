/** Delivery modes of spec §3. Shipping stays inactive: Malta is delivered by the shop's own vans. */
export const DELIVERY_MODES = [
  { code: 'AT_HOME', description: 'Home delivery', active: true, order: 1 },
  { code: 'IN_STORE', description: 'Pick-up in store', active: true, order: 2 },
  { code: 'DRIVE', description: 'Drive-through pick-up', active: true, order: 3 },
  { code: 'SHIPPED', description: 'Shipping', active: false, order: 4 },
];
