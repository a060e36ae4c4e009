/**
 * The product API's import rules (architecture: Dependency order of the API domains), checked by
 * `npm run deps:check` and by the root `npm run verify`. Only src/ is cruised: tests may import
 * anything they need.
 */

/**
 * The order of the folders under src/, bottom first: a folder (or top-level file) imports only
 * those in the layers before its own, never one of its own layer or a later one. Keep it the same
 * as the numbered list in docs/architecture.md.
 */
const ORDER = [
  ['contract'],
  ['calendar', 'config.ts'],
  ['db'],
  ['auth'],
  ['http', 'mail'],
  ['pricing'],
  ['products'],
  ['search'],
  ['catalogue'],
  ['content', 'media', 'stores', 'locations', 'contact'],
  ['addresses'],
  ['profiles'],
  ['coupons'],
  ['slots'],
  ['carts'],
  ['invoices'],
  ['orders'],
  ['payments'],
  ['lists'],
  ['staff'],
  ['picking'],
  ['jobs'],
  ['seed'],
  ['app.ts'],
  ['server.ts'],
];

/** `auth` is the folder src/auth/, `config.ts` the file src/config.ts. */
const pathOf = (name) => (name.endsWith('.ts') ? `^src/${name.replace('.', '\\.')}$` : `^src/${name}/`);
const anyOf = (names) => `(${names.map(pathOf).join('|')})`;

const orderRules = ORDER.flatMap((layer, index) =>
  layer.flatMap((name) => {
    const sameOrLater = ORDER.slice(index)
      .flat()
      .filter((other) => other !== name);
    if (sameOrLater.length === 0) return [];
    return {
      name: `order-${name.replace('.ts', '')}`,
      comment: `${name} imports only what comes before it in the order (architecture: Dependency order of the API domains)`,
      severity: 'error',
      from: { path: pathOf(name) },
      to: { path: anyOf(sameOrLater) },
    };
  }),
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import loops, between folders or between two files of one folder',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'db-imports-no-domain',
      comment:
        'db/ holds schema, client, migrations and database adapters: it imports no domain, only what ' +
        'is below it (contract, calendar, config)',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/', pathNot: ['^src/(db|contract|calendar)/', '^src/config\\.ts$'] },
    },
    {
      name: 'contract-imports-only-contract',
      comment: 'contract/ is the wire format both servers import: it depends on nothing of the shop',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/', pathNot: '^src/contract/' },
    },
    ...orderRules,
  ],
  options: {
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a loop through types still ties the folders together.
    tsPreCompilationDeps: true,
  },
};
