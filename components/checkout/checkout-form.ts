import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutForm, CheckoutFormInput } from './checkout-form-schema';

/** The data step's form, as its parts receive it. */
export type CheckoutFormApi = UseFormReturn<CheckoutFormInput, unknown, CheckoutForm>;
