import { loadConfig } from '../../src/config';
import {
  activePaymentProvider,
  assertPaymentConfig,
  sandboxNotifyUrlOf,
  sandboxPublicUrlOf,
} from '../../src/payments/payment-settings';

describe('payment settings', () => {
  it('pays with the sandbox by default and with Stripe once its key is set', () => {
    expect(activePaymentProvider(loadConfig({}))).toBe('apcopay');
    expect(activePaymentProvider(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }))).toBe('stripe');
  });

  it('refuses to start with a Stripe key but no webhook secret', () => {
    expect(() => assertPaymentConfig(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }))).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      assertPaymentConfig(
        loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
      ),
    ).not.toThrow();
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
