import { loadConfig } from '../../src/config';
import { activePaymentProvider, offersOnlinePayment } from '../../src/contract/payment-provider';
import {
  paymentStartupNotice,
  sandboxNotifyUrlOf,
  sandboxPublicUrlOf,
} from '../../src/payments/payment-settings';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('payment settings', () => {
  it('pays with the provider PAYMENT_PROVIDER names, in production too', () => {
    expect(activePaymentProvider(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }))).toBe('apcopay');
    expect(activePaymentProvider(loadConfig({ PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'production' }))).toBe(
      'apcopay',
    );
    expect(
      activePaymentProvider(loadConfig({ PAYMENT_PROVIDER: 'stripe', NODE_ENV: 'production', ...STRIPE })),
    ).toBe('stripe');
  });

  it('unset: the sandbox while developing or testing, no online payment in production', () => {
    expect(activePaymentProvider(loadConfig({}))).toBe('apcopay');
    expect(activePaymentProvider(loadConfig({ NODE_ENV: 'test' }))).toBe('apcopay');
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(activePaymentProvider(production)).toBeNull();
    expect(offersOnlinePayment(production)).toBe(false);
  });

  it('says at start-up why a production server has no online payment, or that it takes test payments', () => {
    expect(paymentStartupNotice(loadConfig({ NODE_ENV: 'production' }))).toMatch(
      /^No online payment: PAYMENT_PROVIDER is not set .* payment on delivery only/,
    );
    expect(paymentStartupNotice(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }))).toMatch(
      /no money moves/,
    );
    expect(
      paymentStartupNotice(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', ...STRIPE })),
    ).toBeNull();
  });

  it('stops start-up on a provider it does not know, with a clear sentence', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER: must be 'sandbox' or 'stripe'/,
    );
  });

  it('stripe needs both its keys', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY[\s\S]*needs STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', ...STRIPE })).not.toThrow();
  });

  it('refuses Stripe keys that PAYMENT_PROVIDER does not name rather than guessing', () => {
    expect(() => loadConfig(STRIPE)).toThrow(/Stripe keys are set but PAYMENT_PROVIDER is not set/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /PAYMENT_PROVIDER is sandbox/,
    );
  });

  it('refuses a Stripe key or webhook secret of the wrong shape, and a short sandbox secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
  });

  it('serves the sandbox page at localhost on the API port unless told otherwise', () => {
    expect(sandboxPublicUrlOf(loadConfig({ API_PORT: '4100' }))).toBe('http://localhost:4100');
    expect(sandboxPublicUrlOf(loadConfig({ PAYMENT_SANDBOX_PUBLIC_URL: 'https://pay.example.mt/' }))).toBe(
      'https://pay.example.mt',
    );
  });

  it('notifies the configured URL, else the API where it listens (a wildcard address via loopback)', () => {
    const unset = loadConfig({});
    const path = '/cli/pay/apcopay/notify';
    expect(sandboxNotifyUrlOf(unset, { address: '127.0.0.1', family: 'IPv4', port: 4000 })).toBe(
      `http://127.0.0.1:4000${path}`,
    );
    expect(sandboxNotifyUrlOf(unset, { address: '0.0.0.0', family: 'IPv4', port: 4001 })).toBe(
      `http://127.0.0.1:4001${path}`,
    );
    expect(sandboxNotifyUrlOf(unset, { address: '::1', family: 'IPv6', port: 4002 })).toBe(
      `http://[::1]:4002${path}`,
    );
    expect(sandboxNotifyUrlOf(unset, null)).toBeNull();
    const configured = loadConfig({
      PAYMENT_SANDBOX_NOTIFY_URL: 'http://api.internal:4000/cli/pay/apcopay/notify',
    });
    expect(sandboxNotifyUrlOf(configured, null)).toBe('http://api.internal:4000/cli/pay/apcopay/notify');
  });
});
