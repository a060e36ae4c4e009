import type { Language } from '@shop/product-api/contract/catalogue';
import {
  type LinkedMethodType,
  type LinkedPaymentMethod,
  type LinkedPaymentResult,
  linkedPaymentMethodsSchema,
  linkedPaymentResultSchema,
} from '@shop/product-api/contract/payment-methods';
import { z } from 'zod';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/**
 * The linked-card calls (spec §7 Payment, under /cli/pay/paymentmethod) through the BFF
 * (lib/bff/allow-list.ts), each answer parsed with the contract's schema. Loaded on demand (it
 * brings zod), from query and mutation functions only (lib/payments/payment-methods.ts).
 */

async function methodsCall<T extends z.ZodType>(
  path: string,
  schema: T,
  body?: unknown,
): Promise<z.infer<T>> {
  const init = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
  const data = await bffFetch(path, schema, init);
  if (data === undefined) throw new BffError(500, `${path} answered without data`);
  return data;
}

export const fetchLinkedMethods = (): Promise<LinkedPaymentMethod[]> =>
  methodsCall('/pay/paymentmethod', linkedPaymentMethodsSchema);

/** Removes the card of that type; answers the cards left. */
export const removeLinkedMethod = (paymentMethodType: LinkedMethodType): Promise<LinkedPaymentMethod[]> =>
  methodsCall('/pay/paymentmethod/delete', linkedPaymentMethodsSchema, { paymentMethodType });

/** The provider's card-linking page, to open in a new tab; it sends the shopper back to /payments in `language`. */
export const startCardBoarding = (language: Language): Promise<string> =>
  methodsCall(`/pay/paymentmethod/boarding${language === 'en' ? '' : `?lang=${language}`}`, z.url());

/** Pays a placed order with the linked card, the shopper staying in the shop. */
export const payWithLinkedCard = (orderId: number): Promise<LinkedPaymentResult> =>
  methodsCall('/pay/paymentmethod/pay', linkedPaymentResultSchema, { orderId });
