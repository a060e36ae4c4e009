import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiRoot, nextBin, repoRoot } from './paths.mjs';
import { SERVERS, compileIfNeeded } from './server-bundles.mjs';

/** Polls a URL until it answers (any HTTP status below 500) or the child exits. */
export async function waitForUrl(url, child, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The product API in production mode from its compiled bundle (compiled first if its sources
 * changed, so a bench that starts only the API never runs an old one), or from TypeScript by tsx,
 * watched for changes, in development.
 */
export function startApi(env, { watch = false, stdio = 'inherit' } = {}) {
  if (!watch) compileIfNeeded(['api']);
  const args = watch
    ? ['--import', 'tsx', '--watch', 'src/server.ts']
    : [path.relative(apiRoot, path.join(repoRoot, SERVERS.api.outfile))];
  const mode = watch ? 'development' : 'production';
  return spawn(process.execPath, args, {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: mode, ...env },
    stdio,
  });
}

/**
 * The storefront: the shop's own server (server/storefront-server.ts: Next.js plus the shopper's
 * address, security headers and compression) compiled, on the production build, or from
 * TypeScript by tsx with `dev` hot reload. Another folder (the benchmarks' minimal Next.js app)
 * runs under plain `next start`.
 */
export function startWeb(env, { dev = false, port = 3000, stdio = 'inherit', cwd = repoRoot } = {}) {
  const shop = cwd === repoRoot;
  if (shop && !dev) compileIfNeeded(['storefront']);
  // Never `-H 127.0.0.1`: with next-intl rewrites it loops (architecture, Traps of the toolchain).
  const args = !shop
    ? [nextBin, dev ? 'dev' : 'start', '-p', String(port)]
    : dev
      ? ['--import', 'tsx', 'server/storefront-server.ts', '--dev']
      : [SERVERS.storefront.outfile];
  return spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: dev ? 'development' : 'production',
      PORT: String(port),
      ...env,
    },
    stdio,
  });
}

/** Sends SIGINT to every child still running and resolves when all have exited. */
export function stopAll(children, { graceMs = 8_000 } = {}) {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGINT');
        }),
    ),
  );
}
