import type { Config } from 'jest';

/** API tests run through Fastify's inject against in-memory PGlite (or DATABASE_URL when set). */
const config: Config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/tsconfig.json' }] },
  testTimeout: 30_000,
};

export default config;
