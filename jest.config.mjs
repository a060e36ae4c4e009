import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Storefront unit and component tests (jsdom); the product API has its own jest config.
 * @type {import('jest').Config}
 */
const config = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/tests/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

/**
 * next-intl and its ICU helpers ship only ES modules. next/jest skips node_modules except
 * `transpilePackages`, and appended patterns cannot undo that, so its first pattern is replaced
 * with one that lets these packages through SWC.
 */
const esmOnlyPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  '@schummar',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const [, ...rest] = resolved.transformIgnorePatterns ?? [];
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`, ...rest],
  };
}
