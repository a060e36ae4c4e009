/**
 * Delivery modes of spec §3 with the minimum order (spec §5, cents) and the payment methods each
 * accepts (GET /configuration/deliveryMode/{mode}). Parcel delivery (SHIPPED) is the slow one:
 * its slots open only a week ahead (delivery-windows-data.ts), so cart creation suggests pick-up.
 */
export const DELIVERY_MODES = [
  {
    code: 'AT_HOME',
    description: 'Home delivery',
    active: true,
    order: 1,
    minNetTotalCents: 2500,
    paymentMethods: ['CASH', 'BANCOMAT', 'APCOPAY'],
  },
  {
    code: 'IN_STORE',
    description: 'Pick-up in store',
    active: true,
    order: 2,
    minNetTotalCents: 1000,
    paymentMethods: ['CASH', 'APCOPAY'],
  },
  {
    code: 'DRIVE',
    description: 'Drive-through pick-up',
    active: true,
    order: 3,
    minNetTotalCents: 1000,
    paymentMethods: ['CASH', 'APCOPAY'],
  },
  {
    code: 'SHIPPED',
    description: 'Parcel delivery',
    active: true,
    order: 4,
    minNetTotalCents: 2500,
    paymentMethods: ['APCOPAY'],
  },
];
