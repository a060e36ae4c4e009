import { spawn } from 'node:child_process';
import { apiRoot, nextBin, repoRoot } from './paths.mjs';

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
 * The product API, run from TypeScript by tsx (no separate compile step to keep in sync), in
 * production mode unless it is watched for changes.
 */
export function startApi(env, { watch = false, stdio = 'inherit' } = {}) {
  const args = watch ? ['--import', 'tsx', '--watch', 'src/server.ts'] : ['--import', 'tsx', 'src/server.ts'];
  const mode = watch ? 'development' : 'production';
  return spawn(process.execPath, args, {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: mode, ...env },
    stdio,
  });
}

/**
 * The storefront: the shop's own server (server/storefront-server.ts: Next.js plus the shopper's
 * address, security headers and compression) on the production build, or with `dev` hot reload.
 * Another folder (the benchmarks' minimal Next.js app) runs under plain `next start`.
 */
export function startWeb(env, { dev = false, port = 3000, stdio = 'inherit', cwd = repoRoot } = {}) {
  const shop = cwd === repoRoot;
  // Never `-H 127.0.0.1`: with next-intl rewrites it loops (architecture, Traps of the toolchain).
  const args = shop
    ? ['--import', 'tsx', 'server/storefront-server.ts', ...(dev ? ['--dev'] : [])]
    : [nextBin, dev ? 'dev' : 'start', '-p', String(port)];
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
