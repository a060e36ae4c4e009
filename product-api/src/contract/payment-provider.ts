import type { z } from 'zod';
import type { PaymentProvider } from './payments';

/*
 * Which payment provider a deployment offers: the rules config.ts checks at start-up and the answer
 * carts, orders and payments read. Below all of them, so config and orders never import payments
 * (architecture: Dependency order of the API domains).
 */

type PaymentProviderSettings = {
  NODE_ENV: string;
  PAYMENT_PROVIDER?: 'sandbox' | 'stripe' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
};

/**
 * The payment provider is a choice someone made, never a fallback: the sandbox's page marks orders
 * paid without any money moving, so a production server only has it when PAYMENT_PROVIDER says so,
 * and Stripe keys that PAYMENT_PROVIDER does not name are a mistake worth stopping for.
 */
export function paymentProviderIssues(settings: PaymentProviderSettings): string[] {
  const issues: string[] = [];
  const stripeKeys = Boolean(settings.STRIPE_SECRET_KEY || settings.STRIPE_WEBHOOK_SECRET);
  if (settings.PAYMENT_PROVIDER === 'stripe') {
    if (!settings.STRIPE_SECRET_KEY) issues.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    // Without its webhook secret Stripe would take payments the API could never confirm.
    if (!settings.STRIPE_WEBHOOK_SECRET) issues.push('PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET');
  } else if (stripeKeys) {
    issues.push(
      `Stripe keys are set but PAYMENT_PROVIDER is ${settings.PAYMENT_PROVIDER ?? 'not set'}: ` +
        'set PAYMENT_PROVIDER=stripe to take payments with Stripe, or remove the keys',
    );
  }
  return issues;
}

/** The same rules as a zod refinement of the API's configuration: a broken choice stops start-up. */
export function checkPaymentProvider(settings: PaymentProviderSettings, ctx: z.RefinementCtx): void {
  for (const message of paymentProviderIssues(settings)) {
    ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message });
  }
}

/**
 * Which provider pays (architecture: Configuration and outside services; README: Payments).
 * PAYMENT_PROVIDER names it: 'stripe' is Stripe Checkout, 'sandbox' the built-in sandbox under the
 * name 'apcopay'. Unset, a development or test server uses the sandbox and a production one has no
 * online payment (null): the sandbox's page marks orders paid without any money moving, so
 * production never falls into it.
 */
export function activePaymentProvider(
  config: Pick<PaymentProviderSettings, 'PAYMENT_PROVIDER' | 'NODE_ENV'>,
): PaymentProvider | null {
  if (config.PAYMENT_PROVIDER === 'stripe') return 'stripe';
  if (config.PAYMENT_PROVIDER === 'sandbox') return 'apcopay';
  return config.NODE_ENV === 'production' ? null : 'apcopay';
}

/** Whether the checkout may offer online payment methods at all. */
export const offersOnlinePayment = (
  config: Pick<PaymentProviderSettings, 'PAYMENT_PROVIDER' | 'NODE_ENV'>,
): boolean => activePaymentProvider(config) !== null;
