/**
 * The storefront's import rules (architecture: The storefront), run by `npm run deps:check` in
 * `npm run verify`. The product API has its own rules in product-api/.
 *
 * lib/ is grouped by domain. A domain may import the shared pieces at the top of lib/ and the
 * domains before it in DOMAIN_ORDER, never one after it, so no two domains can loop. The shared
 * pieces import no domain.
 */

/** Bottom to top: each domain may import only those before it. */
const DOMAIN_ORDER = [
  'offline',
  'session',
  'catalogue',
  'stores',
  'content',
  'account',
  'cart',
  'checkout',
  'orders',
  'lists',
  'coupons',
  'payments',
  'staff',
  'chrome',
  'seo',
];

/** What every domain shares: the server's API fetch, the BFF's helpers, the browser's BFF fetch, loose files. */
const SHARED_LIB = '^lib/(?:api|bff|queries)/|^lib/[^/]+$';

const domainRules = DOMAIN_ORDER.map((domain, index) => {
  const above = DOMAIN_ORDER.slice(index + 1);
  return above.length === 0
    ? null
    : {
        name: `lib-${domain}-imports-only-lower-domains`,
        comment: `lib/${domain}/ may import only the shared lib pieces and the domains below it (${DOMAIN_ORDER.slice(0, index).join(', ') || 'none'}).`,
        severity: 'error',
        from: { path: `^lib/${domain}/` },
        to: { path: `^lib/(?:${above.join('|')})/` },
      };
}).filter((rule) => rule !== null);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No two files import each other, directly or through others: move what both need into a module both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-lib-folders',
      comment: 'No loop between the folders of lib/.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/' },
      to: { path: '^lib/', circular: true },
    },
    {
      name: 'lib-imports-no-component-or-page',
      comment: 'lib/ holds data, requests and rules; components and pages import it, never the other way.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(?:components|app)/' },
    },
    {
      name: 'components-import-no-page',
      comment: 'Pages (app/) compose components; a component never imports a page or a route.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'server-imports-no-component-or-page',
      comment: 'The storefront server wraps Next: it may read lib/, never components or pages.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(?:components|app)/' },
    },
    {
      name: 'shared-lib-imports-no-domain',
      comment: 'The shared pieces at the top of lib/ sit under every domain.',
      severity: 'error',
      from: { path: SHARED_LIB },
      to: { path: `^lib/(?:${DOMAIN_ORDER.join('|')})/` },
    },
    ...domainRules,
    {
      name: 'lib-folder-is-a-known-domain',
      comment: 'A new folder of lib/ takes its place in DOMAIN_ORDER (and in docs/architecture.md).',
      severity: 'error',
      from: {},
      to: { path: '^lib/[^/]+/', pathNot: `^lib/(?:api|bff|queries|${DOMAIN_ORDER.join('|')})/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(?:node_modules|\\.next|product-api|tests|e2e|bench|scripts)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a loop of types is still a loop a reader has to untie.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
