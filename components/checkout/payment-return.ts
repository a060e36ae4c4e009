/**
 * The confirm step's address: /checkout/confirm?orderId=…, and after the provider's page
 * &payment=paid|declined|cancelled (issue 13 item 7). Read in the browser (the page is cached).
 */
export type PaymentReturn = 'paid' | 'declined' | 'cancelled';

export function orderIdOf(query: string): number | null {
  const value = new URLSearchParams(query).get('orderId') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export function paymentReturnOf(query: string): PaymentReturn | null {
  const value = new URLSearchParams(query).get('payment');
  return value === 'paid' || value === 'declined' || value === 'cancelled' ? value : null;
}
