// Compiles the servers to JavaScript (scripts/lib/server-bundles.mjs). Usage:
//   node scripts/compile-servers.mjs [api] [storefront] [--outfile FILE]
// Without names it compiles both; --outfile (one name only) writes the bundle elsewhere, as the
// test of the bundles does.
import { parseArgs } from 'node:util';
import { SERVERS, compileServer } from './lib/server-bundles.mjs';

const { values, positionals } = parseArgs({
  options: { outfile: { type: 'string' } },
  allowPositionals: true,
});
const names = positionals.length > 0 ? positionals : Object.keys(SERVERS);
const unknown = names.filter((name) => !(name in SERVERS));
if (unknown.length > 0) {
  console.error(`Unknown server ${unknown.join(', ')}; known: ${Object.keys(SERVERS).join(', ')}.`);
  process.exit(2);
}
if (values.outfile && names.length !== 1) {
  console.error('--outfile needs exactly one server name.');
  process.exit(2);
}
try {
  for (const name of names) await compileServer(name, values.outfile ? { outfile: values.outfile } : {});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
