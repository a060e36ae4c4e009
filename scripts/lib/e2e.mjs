// One production build, both servers on test ports with a throw-away database, then Playwright.
// E2E_API_PORT and E2E_WEB_PORT move the servers (default 4100 and 3100), so two checkouts can
// run their end-to-end tests side by side.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build.mjs';
import { repoRoot } from './paths.mjs';
import { startApi, startWeb, stopAll, waitForUrl } from './servers.mjs';

const E2E_BFF_SECRET = 'e2e-bff-secret-'.padEnd(48, 'x');

/** Runs Playwright with `playwrightArgs` (spec files, --project, --grep …); resolves to its exit code. */
export async function runEndToEnd(playwrightArgs = []) {
  buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
  // Stand-ins for the outside world, started by Playwright's globalSetup (e2e/support/
  // global-setup.ts, same variables and defaults): an SMTP server and hCaptcha's verify endpoint.
  const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
  const captchaPort = Number(process.env.E2E_CAPTCHA_PORT ?? 4191);
  const api = startApi({
    API_PORT: String(apiPort),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    LOG_LEVEL: 'warn',
    BFF_SECRET: E2E_BFF_SECRET,
    // Every browser of the suite signs in from one address (loopback); the per-address limit
    // would otherwise refuse the suite's own sign-ins. The limits have their own API tests.
    LOGIN_RATE_LIMIT_PER_MINUTE: '600',
    // The same for failures per account at one address: the suite's wrong passwords all come from
    // loopback. The human check past LOGIN_ACCOUNT_CAPTCHA_AFTER keeps its default (e2e/login.spec.ts).
    LOGIN_ACCOUNT_MAX_FAILURES: '100',
    // The same for sign-up, card checks, password reset and contact (README: Limits on sign-up…).
    SIGNUP_LIMIT_PER_HOUR: '10000',
    CARD_CHECK_LIMIT_PER_HOUR: '10000',
    PASSWORD_RESET_LIMIT_PER_HOUR: '10000',
    CONTACT_LIMIT_PER_HOUR: '10000',
    // The API runs in production mode, which has no online payment unless it is named.
    PAYMENT_PROVIDER: 'sandbox',
    // The demo pickers and manager (e2e/ops.spec.ts), which production mode leaves out by default.
    SEED_DEMO_STAFF: 'true',
    // E-mails go out through the SMTP stand-in, polled often so specs wait little; the reset
    // link points at this storefront. The API retries until the stand-in listens.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: '300',
    SHOP_PUBLIC_URL: `http://localhost:${webPort}/app`,
    HCAPTCHA_VERIFY_URL: `http://127.0.0.1:${captchaPort}/siteverify`,
  });
  const webEnv = {
    PRODUCT_API_URL: `http://127.0.0.1:${apiPort}`,
    SESSION_SECRET: 'e2e-session-secret-'.padEnd(48, 'x'),
    BFF_SECRET: E2E_BFF_SECRET,
    // Specs check that a page they just asked for comes from the server's memory: an entry
    // another spec stored a minute earlier must not expire between their two requests.
    PAGE_MEMORY_TTL_SECONDS: '3600',
  };
  const web = startWeb(webEnv, { port: webPort });
  // The payments flag is off by default (spec §9) and every other spec sees the shop that way; the
  // linked-card journey (e2e/payments.spec.ts) gets a second server of the same build with it on.
  // The flag is read when the server starts, so no second build is needed.
  const paymentsWebPort = Number(process.env.E2E_PAYMENTS_WEB_PORT ?? webPort + 50);
  const paymentsWeb = needsPaymentsServer(playwrightArgs)
    ? startWeb({ ...webEnv, FEATURE_PAYMENTS: 'true' }, { port: paymentsWebPort })
    : null;
  try {
    await waitForUrl(`http://127.0.0.1:${apiPort}/health`, api, { timeoutMs: 180_000 });
    await waitForUrl(`http://localhost:${webPort}/app`, web);
    if (paymentsWeb) await waitForUrl(`http://localhost:${paymentsWebPort}/app`, paymentsWeb);
    const result = spawnSync(
      path.join(repoRoot, 'node_modules', '.bin', 'playwright'),
      ['test', ...playwrightArgs],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          PLAYWRIGHT_BASE_URL: `http://localhost:${webPort}`,
          PLAYWRIGHT_PAYMENTS_BASE_URL: `http://localhost:${paymentsWebPort}`,
          E2E_SMTP_PORT: String(smtpPort),
          E2E_CAPTCHA_PORT: String(captchaPort),
        },
      },
    );
    return result.status ?? 1;
  } finally {
    await stopAll(paymentsWeb ? [paymentsWeb, web, api] : [web, api]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The whole suite, or a run naming e2e/payments.spec.ts: the specs given otherwise never need it. */
function needsPaymentsServer(playwrightArgs) {
  const specs = playwrightArgs.filter((arg) => arg.endsWith('.spec.ts'));
  return specs.length === 0 || specs.some((spec) => spec.endsWith('payments.spec.ts'));
}
