/**
 * API tests run through Fastify's inject against in-memory PGlite, or against the PostgreSQL
 * server named by DATABASE_URL (scripts/test.mjs runs the suite on both). Run with
 * NODE_OPTIONS=--experimental-vm-modules: PGlite loads its WebAssembly with a dynamic import.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { isolatedModules: true, tsconfig: '<rootDir>/tsconfig.json' }],
    // cookie 2 and content-disposition 3 (fastify's inject, Swagger UI) ship ESM only.
    '^.+\\.js$': [
      'ts-jest',
      { isolatedModules: true, tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(.+/node_modules/)?(cookie|content-disposition)/)'],
  testTimeout: 30_000,
  // Jest leaks every test file's module registry (its vm context stays reachable from Node's
  // dynamic-import bookkeeping, jest issue 14605), so a worker's heap grows with each file and its
  // garbage collection slows every later one. A worker past this much heap after a file is
  // replaced by a fresh one.
  workerIdleMemoryLimit: '300MB',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/support/worker-database.ts'],
};
