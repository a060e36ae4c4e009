import type { AddressInfo } from 'node:net';
import type { Config } from '../config';
import { activePaymentProvider } from '../contract/payment-provider';
import type { Database } from '../db/client';
import type { PaymentGateway } from './payment-gateway';
import { resolveSandboxSecret, sandboxNotifyUrlOf, sandboxPublicUrlOf } from './payment-settings';
import { sendSandboxCallback } from './sandbox-notifier';
import { sandboxGateway } from './sandbox.service';
import {
  stripeCardCalls,
  stripeClientOf,
  stripeGateway,
  stripeIntentCalls,
  stripeSessionCreator,
} from './stripe-gateway';

/**
 * The provider this server pays with (PAYMENT_PROVIDER), one for the authorize route, the
 * notifications and the order state machine's payment side alike; null when it takes no online
 * payment. The sandbox's callbacks go to this API's own notify route once it listens.
 */
export function paymentGatewayOf(
  config: Config,
  db: Database,
  server: { listening: () => AddressInfo | string | null; now: () => Date },
): PaymentGateway | null {
  const provider = activePaymentProvider(config);
  if (provider === 'stripe' && config.STRIPE_SECRET_KEY) {
    const client = stripeClientOf(config.STRIPE_SECRET_KEY);
    return stripeGateway(
      stripeSessionCreator(client),
      config.SHOP_PUBLIC_URL,
      stripeIntentCalls(client),
      stripeCardCalls(client),
    );
  }
  if (provider !== 'apcopay') return null;
  let secret: Promise<string> | undefined;
  return sandboxGateway(sandboxPublicUrlOf(config), async (callback) => {
    const url = sandboxNotifyUrlOf(config, server.listening());
    if (url === null) return false;
    secret ??= resolveSandboxSecret(config, db);
    return sendSandboxCallback(url, await secret, callback, server.now());
  });
}
