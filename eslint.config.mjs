import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '**/dist/**',
    'node_modules/**',
    'data/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench/results/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // App Router only: there is no pages/ directory for this rule to check links against.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The product API is a plain Node service: no React or Next rules apply there.
    files: ['product-api/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.{ts,mjs}'],
    rules: { '@next/next/no-assign-module-variable': 'off', 'import/no-anonymous-default-export': 'off' },
  },
]);
