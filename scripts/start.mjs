// `npm start`: build the storefront and compile both servers if their sources changed, start the
// product API (which creates, migrates and on first run seeds the database) and the storefront,
// and stop both on Ctrl-C.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './lib/build.mjs';
import { repoRoot } from './lib/paths.mjs';
import { bffSecretFor, sessionSecretFor } from './lib/secrets.mjs';
import { startApi, startWeb, stopAll, waitForUrl } from './lib/servers.mjs';

const started = Date.now();
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.PORT ?? 3000);
const dataDir = path.join(repoRoot, 'data');
const demo = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'product-api/src/seed/demo-customer.json'), 'utf8'),
);
// The demo's staff, seeded on purpose (SEED_DEMO_STAFF=true below) unless switched off; a
// production API leaves them out by default (product-api/src/seed/seed-staff.ts).
const seedDemoStaff = !['false', '0'].includes(process.env.SEED_DEMO_STAFF ?? '');
const demoStaff =
  !seedDemoStaff || ['false', '0'].includes(process.env.SEED_DEMO_DATA ?? '')
    ? []
    : JSON.parse(fs.readFileSync(path.join(repoRoot, 'product-api/src/seed/demo-staff.json'), 'utf8'));
const staffLines = demoStaff
  .map(
    (member) =>
      `\n  ${`Demo ${member.role}:`.padEnd(21)}${member.email} / ${member.password}${member.store ? ` (${member.store})` : ''}`,
  )
  .join('');

buildIfNeeded();
// Where the shop's e-mails (password reset links) go; the host only, never the URL's password.
const emails = (() => {
  if (!process.env.SMTP_URL) return 'not sent (no SMTP_URL); read them with npm run mail:outbox';
  try {
    return `sent through ${new URL(process.env.SMTP_URL).host}`;
  } catch {
    return 'sent through the SMTP server of SMTP_URL';
  }
})();
const bffSecret = bffSecretFor(dataDir);
// The demo takes its online payments with the sandbox, on purpose and said so: a production server
// left without PAYMENT_PROVIDER offers no online payment at all (README: Payments).
const paymentProvider = process.env.PAYMENT_PROVIDER || 'sandbox';
const payments =
  paymentProvider === 'sandbox'
    ? 'sandbox (PAYMENT_PROVIDER=sandbox): test payments, no money moves'
    : `${paymentProvider} (PAYMENT_PROVIDER)`;

const children = [];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the shop...');
  await stopAll(children);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const api = startApi({
    API_PORT: String(apiPort),
    BFF_SECRET: bffSecret,
    PAYMENT_PROVIDER: paymentProvider,
    SEED_DEMO_STAFF: String(seedDemoStaff),
  });
  children.push(api);
  api.on('exit', (code) => void stop(code ?? 1));
  await waitForUrl(`http://127.0.0.1:${apiPort}/health`, api, { timeoutMs: 180_000 });

  const web = startWeb(
    {
      PRODUCT_API_URL: `http://127.0.0.1:${apiPort}`,
      SESSION_SECRET: sessionSecretFor(dataDir),
      BFF_SECRET: bffSecret,
    },
    { port: webPort },
  );
  children.push(web);
  web.on('exit', (code) => void stop(code ?? 1));
  await waitForUrl(`http://localhost:${webPort}/app`, web);

  console.log(`
  The shop is running: http://localhost:${webPort}/app
  Product API:         http://127.0.0.1:${apiPort}  (OpenAPI at /docs when started with API_DOCS=true)
  Demo customer:       ${demo.email} / ${demo.password}${staffLines}${demoStaff.length > 0 ? `\n  Staff sign-in:       http://localhost:${webPort}/app/ops` : ''}
  E-mails:             ${emails}
  Payments:            ${payments}
  Ready in ${Math.round((Date.now() - started) / 1000)} s. Press Ctrl-C to stop both servers.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
