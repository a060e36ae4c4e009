import { SHOP_TIME_ZONE, maltaTimeOf } from '../calendar/malta-time';
import type { Cart } from '../contract/cart';
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

const euro = (value: number) => `€${value.toFixed(2)}`;

/** The confirmation e-mail of a placed order: code, slot, lines and totals (plain text). */
export function orderConfirmationText(
  order: OrderRow,
  cart: Cart,
  shopUrl: string,
): { subject: string; text: string } {
  const lines = cart.items
    .filter((item) => item.status === 'ok')
    .map((item) => `- ${item.amount} × ${item.description}: ${euro(item.rowNetPriceWithCartItemRelated)}`);
  const fees = cart.fees.map((fee) => `${fee.description}: ${euro(fee.value)}`);
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
    `Total: ${euro(cart.total)}`,
    '',
    paid,
    `Your orders: ${shopUrl}/orders`,
  ].join('\n');
  return { subject: `Your order ${order.code}`, text };
}
