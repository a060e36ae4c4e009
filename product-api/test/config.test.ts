import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('applies the defaults to an empty environment and freezes the result', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      API_HOST: '127.0.0.1',
      API_PORT: 4000,
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: true,
      JWT_TTL_SECONDS: 12 * 3600,
      LOGIN_RATE_LIMIT_PER_MINUTE: 10,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toMatch(/data[/\\]pglite$/);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads values from the environment and treats empty strings as unset', () => {
    const config = loadConfig({
      API_PORT: '4100',
      DATABASE_URL: 'postgresql://shop@db:5432/shop',
      SEED_DEMO_DATA: '0',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      API_PORT: 4100,
      DATABASE_URL: 'postgresql://shop@db:5432/shop',
      SEED_DEMO_DATA: false,
      LOG_LEVEL: 'info',
    });
  });

  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['DATABASE_URL', 'mysql://shop@db/shop'],
    ['JWT_SECRET', 'too-short'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects a bad %s with a ConfigError that names it', (name, value) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('lists every bad variable in one message', () => {
    try {
      loadConfig({ API_PORT: '0', DATABASE_URL: 'localhost:5432' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toMatch(/API_PORT/);
      expect(String(error)).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    }
  });
});

describe('loadConfig: e-mail, password reset and captcha settings', () => {
  it('defaults to no SMTP server, the demo addresses and hCaptcha with its public test secret', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      MAIL_FROM: 'Shop <no-reply@shop.example>',
      SUPPORT_EMAIL: 'support@shop.example',
      SHOP_PUBLIC_URL: 'http://localhost:3000/app',
      MAIL_POLL_MS: 2000,
      PASSWORD_RESET_TTL_MINUTES: 30,
      HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000',
      HCAPTCHA_VERIFY_URL: 'https://api.hcaptcha.com/siteverify',
    });
  });

  it('takes an smtp:// or smtps:// URL with its login', () => {
    for (const url of ['smtp://127.0.0.1:2525', 'smtps://shop:s3cret@mail.example.mt:465']) {
      expect(loadConfig({ SMTP_URL: url }).SMTP_URL).toBe(url);
    }
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.mt'],
    ['SMTP_URL', 'smtp://'],
    ['SUPPORT_EMAIL', 'support'],
    ['SHOP_PUBLIC_URL', 'shop.example.mt/app'],
    ['MAIL_POLL_MS', '0'],
    ['PASSWORD_RESET_TTL_MINUTES', '1'],
    ['HCAPTCHA_VERIFY_URL', 'ftp://api.hcaptcha.com/siteverify'],
  ])('rejects a bad %s (%s) with a ConfigError that names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });
});
