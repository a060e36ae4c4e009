import type { Language } from '../contract/catalogue';
import type { OrderDocumentKind } from '../contract/documents';
import type { OrderMailKind } from './order-lifecycle';

/**
 * The words of the order e-mails in each language the shop speaks (docs/order-lifecycle.md,
 * E-mails): an order's e-mails are written in the language it was placed in. `{code}`, `{store}`
 * and `{from}` are filled by order-mail.ts.
 */
export type OrderMailWords = {
  confirmationSubject: string;
  thanks: string;
  when: string;
  total: string;
  /** The delivery fee's name (the frozen cart keeps the English one). */
  deliveryFee: string;
  /** The BCRS deposit's line (README: Deposit on drink containers). */
  deposit: string;
  /** A water coupon's line; other coupons carry their own description in the order's language. */
  freeWaterPack: string;
  payOnDelivery: string;
  paidOnline: string;
  yourOrders: string;
  yourOrder: string;
  finalTotal: string;
  documents: Record<OrderDocumentKind, string>;
  status: Record<OrderMailKind, { subject: string; body: string }>;
};

const ENGLISH: OrderMailWords = {
  confirmationSubject: 'Your order {code}',
  thanks: 'Thank you for your order {code}.',
  when: 'When',
  total: 'Total',
  deliveryFee: 'Delivery fee',
  deposit: 'Deposit (BCRS)',
  freeWaterPack: 'Coupon: free pack of water',
  payOnDelivery: 'You pay on delivery or at pick-up.',
  paidOnline:
    'Your online payment is authorised: your card is charged for what the store picks, once your order is prepared.',
  yourOrders: 'Your orders',
  yourOrder: 'Your order',
  finalTotal: 'Final total',
  documents: { receipt: 'Receipt', invoice: 'VAT invoice' },
  status: {
    'order-aborted': {
      subject: 'Your order {code} was aborted',
      body: 'As you asked, your order {code} was aborted; anything you paid online is given back.',
    },
    'order-cancelled': {
      subject: 'Your order {code} was cancelled',
      body: 'We are sorry: the store cancelled your order {code}. Anything you paid online is given back.',
    },
    'ready-for-collection': {
      subject: 'Your order {code} is ready for collection',
      body: 'Your order {code} is ready: collect it at {store} from {from}.',
    },
    'out-for-delivery': {
      subject: 'Your order {code} is on its way',
      body: 'Your order {code} is out for delivery, due {from}.',
    },
    'order-completed': {
      subject: 'Your order {code} is complete',
      body: 'Thank you: your order {code} is complete.',
    },
    'order-not-collected': {
      subject: 'Your order {code} was not collected',
      body: 'Your order {code} was not collected at {store}. Please contact us.',
    },
    'order-refused': {
      subject: 'Your order {code} was refused at delivery',
      body: 'Your order {code} was refused at delivery. Please contact us.',
    },
  },
};

const ITALIAN: OrderMailWords = {
  confirmationSubject: 'Il tuo ordine {code}',
  thanks: 'Grazie per il tuo ordine {code}.',
  when: 'Quando',
  total: 'Totale',
  deliveryFee: 'Costo di consegna',
  deposit: 'Cauzione (BCRS)',
  freeWaterPack: 'Coupon: confezione d’acqua gratuita',
  payOnDelivery: 'Paghi alla consegna o al ritiro.',
  paidOnline:
    "Il pagamento online è autorizzato: sulla carta viene addebitato quanto il negozio prepara, quando l'ordine è pronto.",
  yourOrders: 'I tuoi ordini',
  yourOrder: 'Il tuo ordine',
  finalTotal: 'Totale finale',
  documents: { receipt: 'Scontrino', invoice: 'Fattura IVA' },
  status: {
    'order-aborted': {
      subject: 'Il tuo ordine {code} è stato annullato',
      body: 'Come richiesto, il tuo ordine {code} è stato annullato; quanto pagato online ti viene restituito.',
    },
    'order-cancelled': {
      subject: 'Il tuo ordine {code} è stato cancellato',
      body: 'Ci dispiace: il negozio ha cancellato il tuo ordine {code}. Quanto pagato online ti viene restituito.',
    },
    'ready-for-collection': {
      subject: 'Il tuo ordine {code} è pronto per il ritiro',
      body: 'Il tuo ordine {code} è pronto: ritiralo presso {store} da {from}.',
    },
    'out-for-delivery': {
      subject: 'Il tuo ordine {code} è in consegna',
      body: 'Il tuo ordine {code} è in consegna, previsto per {from}.',
    },
    'order-completed': {
      subject: 'Il tuo ordine {code} è completato',
      body: 'Grazie: il tuo ordine {code} è completato.',
    },
    'order-not-collected': {
      subject: 'Il tuo ordine {code} non è stato ritirato',
      body: 'Il tuo ordine {code} non è stato ritirato presso {store}. Contattaci, per favore.',
    },
    'order-refused': {
      subject: 'Il tuo ordine {code} è stato rifiutato alla consegna',
      body: 'Il tuo ordine {code} è stato rifiutato alla consegna. Contattaci, per favore.',
    },
  },
};

export const ORDER_MAIL_WORDS: Record<Language, OrderMailWords> = { en: ENGLISH, it: ITALIAN };
