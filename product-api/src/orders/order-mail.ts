import { SHOP_TIME_ZONE, maltaTimeOf } from '../calendar/malta-time';
import type { Cart, CartItem } from '../contract/cart';
import { type Language, languageSchema } from '../contract/catalogue';
import { isOnlinePaymentMethod } from '../contract/checkout';
import { type OrderDocumentLink, orderDocumentPath } from '../contract/documents';
import { centsOf, formatEuro } from '../contract/money';
import { isPieces } from '../contract/quantity';
import { shopLinkOf } from '../mail/shop-link';
import { DELIVERY_FEE_ID } from '../pricing/cart-pricing';
import type { OrderMailKind } from './order-lifecycle';
import { ORDER_MAIL_WORDS } from './order-mail-words';
import type { OrderRow } from './orders.repository';

/** 'Saturday, 28/11/2026, 14:00' or 'sabato 28/11/2026, 14:00': spec §9 dates, in Malta's time. */
const maltaTime: Record<Language, Intl.DateTimeFormat> = {
  en: maltaTimeFormat('en-GB'),
  it: maltaTimeFormat('it-IT'),
};

function maltaTimeFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The language an order's e-mails are written in: the one it was placed in (orders.language). */
export const orderLanguageOf = (order: Pick<OrderRow, 'language'>): Language =>
  languageSchema.catch('en').parse(order.language);

/**
 * One line of an order e-mail: pieces as '2 × Ftira', weighed goods by their weight in kg with 2
 * decimals ('1.50 kg Bananas', spec §9), never as a number of pieces (issue 30 item 7).
 */
export function orderLineText(
  item: Pick<CartItem, 'amount' | 'purchaseUm' | 'description'>,
  rowCents: number,
  language: Language = 'en',
) {
  const kg = item.amount.toFixed(2);
  const quantity = isPieces(item)
    ? `${item.amount} ×`
    : `${language === 'it' ? kg.replace('.', ',') : kg} kg`;
  return `- ${quantity} ${item.description}: ${formatEuro(rowCents, language)}`;
}

/**
 * The confirmation e-mail of an order (plain text): code, slot, lines and totals. A cash order
 * gets it when placed (freeze.service.ts), an online one when its payment is authorised
 * (order-transitions.ts), never while it waits for the payment (issue 30 item 9).
 */
export function orderConfirmationText(
  order: OrderRow,
  cart: Cart,
  shopUrl: string | undefined,
): { subject: string; text: string } {
  const language = orderLanguageOf(order);
  const words = ORDER_MAIL_WORDS[language];
  const euro = (value: number) => formatEuro(centsOf(value), language);
  const lines = cart.items
    .filter((item) => item.status === 'ok')
    .map((item) => orderLineText(item, centsOf(item.rowNetPriceWithCartItemRelated), language));
  const fees = cart.fees.map(
    (fee) => `${fee.id === DELIVERY_FEE_ID ? words.deliveryFee : fee.description}: ${euro(fee.value)}`,
  );
  // What each claimed coupon took off, as the order detail lists it; the total already counts it.
  const coupons = cart.coupons.map(
    (coupon) =>
      `${coupon.kind === 'WATER' ? words.freeWaterPack : coupon.description}: −${euro(coupon.discount)}`,
  );
  const text = [
    words.thanks.replaceAll('{code}', order.code),
    '',
    `${cart.title}`,
    `${words.when}: ${maltaTime[language].format(order.validFrom)}–${maltaTimeOf(order.validTo)}`,
    '',
    ...lines,
    ...fees,
    ...coupons,
    ...(cart.depositTotal > 0 ? [`${words.deposit}: ${euro(cart.depositTotal)}`] : []),
    `${words.total}: ${euro(cart.total)}`,
    '',
    isOnlinePaymentMethod(order.paymentMode) ? words.paidOnline : words.payOnDelivery,
    ...(shopUrl ? [`${words.yourOrders}: ${shopLinkOf(shopUrl, language, '/orders')}`] : []),
  ].join('\n');
  return { subject: words.confirmationSubject.replaceAll('{code}', order.code), text };
}

/**
 * What a completion adds (docs/order-lifecycle.md, Receipts and VAT invoices): the final total and
 * each document issued, whose PDF the e-mail carries (order-transitions.ts), with a link to it on
 * the shop (it opens for the signed-in customer, like the order page).
 */
function completionLines(
  order: OrderRow,
  documents: readonly OrderDocumentLink[],
  shopUrl: string | undefined,
  language: Language,
) {
  const words = ORDER_MAIL_WORDS[language];
  const total = formatEuro(order.finalTotalCents ?? order.totalCents, language);
  return [
    '',
    `${words.finalTotal}: ${total}`,
    ...documents.map(
      (document) =>
        `${words.documents[document.kind]} ${document.number}` +
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
  const language = orderLanguageOf(order);
  const words = ORDER_MAIL_WORDS[language];
  const fill = (text: string) =>
    text
      .replaceAll('{code}', order.code)
      .replaceAll('{store}', storeDescription)
      .replaceAll('{from}', maltaTime[language].format(order.validFrom));
  const page = shopUrl ? shopLinkOf(shopUrl, language, `/orders?orderId=${order.id}`) : null;
  return {
    subject: fill(words.status[kind].subject),
    text: [
      fill(words.status[kind].body),
      ...(kind === 'order-completed' ? completionLines(order, documents, shopUrl, language) : []),
      ...(page ? ['', `${words.yourOrder}: ${page}`] : []),
    ].join('\n'),
  };
}
