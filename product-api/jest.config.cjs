/**
 * API tests run through Fastify's inject against in-memory PGlite, or against the PostgreSQL
 * server named by DATABASE_URL (scripts/test.mjs runs the suite on both).
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/tsconfig.json' }] },
  testTimeout: 30_000,
};
