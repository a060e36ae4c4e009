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

/** The product API, run from TypeScript by tsx (no separate compile step to keep in sync). */
export function startApi(env, { watch = false, stdio = 'inherit' } = {}) {
  const args = watch ? ['--import', 'tsx', '--watch', 'src/server.ts'] : ['--import', 'tsx', 'src/server.ts'];
  return spawn(process.execPath, args, { cwd: apiRoot, env: { ...process.env, ...env }, stdio });
}

/** The storefront: `next start` on the production build, or `next dev` with hot reload. */
export function startWeb(env, { dev = false, port = 3000, stdio = 'inherit', cwd = repoRoot } = {}) {
  // Never `-H 127.0.0.1`: with next-intl rewrites it loops (TOOLCHAIN pitfall 3).
  const args = [nextBin, dev ? 'dev' : 'start', '-p', String(port)];
  return spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
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
