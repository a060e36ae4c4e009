import { SHOP_TIME_ZONE, maltaTimeOf } from '../calendar/malta-time';
import type { Cart, CartItem } from '../contract/cart';
import { centsOf, formatEuro } from '../contract/money';
import { type OrderDocumentLink, orderDocumentPath } from '../contract/documents';
import { isPieces } from '../contract/quantity';
import type { OrderMailKind } from './order-lifecycle';
import type { OrderRow } from './orders.repository';

const maltaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * One line of an order e-mail: pieces as '2 × Ftira', weighed goods by their weight in kg with 2
 * decimals ('1.50 kg Bananas', spec §9), never as a number of pieces (issue 30 item 7).
 */
export function orderLineText(
  item: Pick<CartItem, 'amount' | 'purchaseUm' | 'description'>,
  rowCents: number,
) {
  const quantity = isPieces(item) ? `${item.amount} ×` : `${item.amount.toFixed(2)} kg`;
  return `- ${quantity} ${item.description}: ${formatEuro(rowCents)}`;
}

/** The confirmation e-mail of a placed order: code, slot, lines and totals (plain text). */
export function orderConfirmationText(
  order: OrderRow,
  cart: Cart,
  shopUrl: string,
): { subject: string; text: string } {
  const lines = cart.items
    .filter((item) => item.status === 'ok')
    .map((item) => orderLineText(item, centsOf(item.rowNetPriceWithCartItemRelated)));
  const fees = cart.fees.map((fee) => `${fee.description}: ${formatEuro(centsOf(fee.value))}`);
  const paid =
    order.status === 'PAYMENT_PENDING'
      ? 'Your order is waiting for the online payment; it is kept for you until it is paid.'
      : 'You pay on delivery or at pick-up.';
  const text = [
    `Thank you for your order ${order.code}.`,
    '',
    `${cart.title}`,
    `When: ${maltaTime.format(order.validFrom)}–${maltaTimeOf(order.validTo)}`,
    '',
    ...lines,
    ...fees,
    `Total: ${formatEuro(centsOf(cart.total))}`,
    '',
    paid,
    `Your orders: ${shopUrl}/orders`,
  ].join('\n');
  return { subject: `Your order ${order.code}`, text };
}

/** What each status e-mail of the state machine (order-lifecycle.ts) tells the customer. */
const statusMailWords: Record<OrderMailKind, { subject: string; body: string }> = {
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
};

const DOCUMENT_NAMES = { receipt: 'Receipt', invoice: 'VAT invoice' } as const;

/**
 * What a completion adds (docs/order-lifecycle.md, Receipts and VAT invoices): the final total and
 * each document issued, whose PDF the e-mail carries (order-transitions.ts), with a link to it on
 * the shop (it opens for the signed-in customer, like the order page).
 */
function completionLines(
  order: OrderRow,
  documents: readonly OrderDocumentLink[],
  shopUrl: string | undefined,
) {
  const total = formatEuro(order.finalTotalCents ?? order.totalCents);
  return [
    '',
    `Final total: ${total}`,
    ...documents.map(
      (document) =>
        `${DOCUMENT_NAMES[document.kind]} ${document.number}` +
        (shopUrl ? `: ${shopUrl}${orderDocumentPath(order.id, document.kind)}` : ''),
    ),
  ];
}

/** The e-mail a status change sends (plain text); the order page has the whole story. */
export function orderStatusMailText(
  kind: OrderMailKind,
  order: OrderRow,
  storeDescription: string,
  shopUrl: string | undefined,
  documents: readonly OrderDocumentLink[] = [],
): { subject: string; text: string } {
  const words = statusMailWords[kind];
  const fill = (text: string) =>
    text
      .replaceAll('{code}', order.code)
      .replaceAll('{store}', storeDescription)
      .replaceAll('{from}', maltaTime.format(order.validFrom));
  return {
    subject: fill(words.subject),
    text: [
      fill(words.body),
      ...(kind === 'order-completed' ? completionLines(order, documents, shopUrl) : []),
      ...(shopUrl ? ['', `Your order: ${shopUrl}/orders?orderId=${order.id}`] : []),
    ].join('\n'),
  };
}
