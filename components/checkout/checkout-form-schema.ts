import type { BillingAddress } from '@shop/product-api/contract/addresses';
import { paymentMethodTypeSchema } from '@shop/product-api/contract/cart';
import type { Cart } from '@shop/product-api/contract/cart';
import { type FreezeRequest, isCompleteForInvoice } from '@shop/product-api/contract/checkout';
import { notesSchema } from '@shop/product-api/contract/notes';
import type { Profile } from '@shop/product-api/contract/profiles';
import {
  MALTA_PREFIX,
  RULE,
  checkPhone,
  emailSchema,
  personNameSchema,
  phonePrefixSchema,
} from '@shop/product-api/contract/profile-rules';
import { z } from 'zod';

/** Spec §5: an invoice asked for with a billing address that lacks a required field. */
export const INCOMPLETE_BILLING_ADDRESS = 'checkout.incompleteBillingAddress';

/**
 * The data step's form (spec §3 checkout state, §5 checkout rules) from the contract's field
 * rules: contact data as the profile's (names, e-mail, the mobile fitting its prefix), notes
 * stripped of emoji and symbols and at most 50, the replacement box required, a payment method,
 * and with an invoice a billing address holding every field an invoice needs; otherwise
 * 'incompleteBillingAddress' and nothing is submitted.
 */
export function checkoutFormSchema(billingAddresses: readonly BillingAddress[]) {
  return z
    .object({
      profileEmail: emailSchema,
      firstName: personNameSchema,
      lastName: personNameSchema,
      profileMobilePhonePrefix: phonePrefixSchema,
      profileMobilePhone: z.string().trim(),
      notes: notesSchema,
      invoice: z.boolean(),
      billingAddressId: z.string(),
      enableProductsReplacement: z.boolean().pipe(z.literal(true, RULE.required)),
      gift: z.boolean(),
      // A string until chosen: '' is 'required'.
      paymentMode: z.string().pipe(z.enum(paymentMethodTypeSchema.options, RULE.required)),
    })
    .superRefine((values, context) => {
      checkPhone(context, {
        phone: values.profileMobilePhone,
        prefix: values.profileMobilePhonePrefix,
        path: 'profileMobilePhone',
        kind: 'mobile',
        form: 'profile',
      });
      if (!values.invoice) return;
      const address = billingAddresses.find((candidate) => String(candidate.id) === values.billingAddressId);
      if (!address) {
        context.addIssue({ code: 'custom', message: RULE.required, path: ['billingAddressId'] });
      } else if (!isCompleteForInvoice(address)) {
        context.addIssue({ code: 'custom', message: INCOMPLETE_BILLING_ADDRESS, path: ['billingAddressId'] });
      }
    });
}

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutForm = z.output<ReturnType<typeof checkoutFormSchema>>;

/** The form as it opens: contact data from the profile, every choice still to make. */
export function checkoutDefaultsOf(profile: Profile): CheckoutFormInput {
  return {
    profileEmail: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileMobilePhonePrefix: profile.mobilePhonePrefix ?? MALTA_PREFIX,
    profileMobilePhone: profile.mobilePhone ?? '',
    notes: '',
    invoice: false,
    billingAddressId: '',
    enableProductsReplacement: false,
    gift: false,
    paymentMode: '',
  };
}

/** POST /cart/freeze's body (spec §7) from the checked form, the cart and its held slot. */
export function freezeRequestOf(values: CheckoutForm, cart: Cart, timeSlotId: number): FreezeRequest {
  return {
    cartId: cart.id,
    profileEmail: values.profileEmail,
    profileMobilePhone: values.profileMobilePhone,
    profileMobilePhonePrefix: values.profileMobilePhonePrefix,
    firstName: values.firstName,
    lastName: values.lastName,
    timeSlotId,
    paymentMode: values.paymentMode,
    notes: values.notes,
    invoice: values.invoice,
    ...(values.invoice ? { billingAddressId: Number(values.billingAddressId) } : {}),
    enableProductsReplacement: true,
    clientWeb: true,
    gift: values.gift && cart.giftAvailable,
  };
}
