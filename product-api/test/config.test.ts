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
