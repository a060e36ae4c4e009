// `bench:startup --servers RUNS`: each server's start-up on its own (bench/startup.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { startApi, startWeb, stopAll, waitForUrl } from '../../scripts/lib/servers.mjs';
import { treeCpuSeconds, treeRssMb } from './process-usage.mjs';

const API_PORT = 4500;
const WEB_PORT = 3500;
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Starts a server and resolves when `url` answers: milliseconds since the spawn, and the CPU time
 * and RSS of its processes then (CPU time varies less than the clock on a shared machine).
 */
async function timeToAnswer(start, url) {
  const started = Date.now();
  const child = start();
  await waitForUrl(url, child, { timeoutMs: 180_000 });
  return {
    child,
    ms: Date.now() - started,
    cpuSeconds: treeCpuSeconds(child.pid),
    rssMb: treeRssMb(child.pid),
  };
}

export async function serverStartups(runs) {
  buildIfNeeded();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-startup-'));
  const apiEnv = { API_PORT: String(API_PORT), PGLITE_DIR: path.join(dir, 'pglite'), LOG_LEVEL: 'warn' };
  const api = () => startApi(apiEnv, { stdio: 'ignore' });
  const web = () =>
    startWeb(
      {
        PRODUCT_API_URL: `http://127.0.0.1:${API_PORT}`,
        SESSION_SECRET: 'bench-session-secret'.padEnd(40, 'x'),
      },
      { port: WEB_PORT, stdio: 'ignore' },
    );
  const rows = [];
  const running = [];
  try {
    const seeding = await timeToAnswer(api, `http://127.0.0.1:${API_PORT}/health`);
    running.push(seeding.child);
    await stopAll(running.splice(0));
    for (let run = 1; run <= runs; run += 1) {
      const apiStart = await timeToAnswer(api, `http://127.0.0.1:${API_PORT}/health`);
      running.push(apiStart.child);
      const webStart = await timeToAnswer(web, `http://localhost:${WEB_PORT}/app`);
      running.push(webStart.child);
      // A moment later, once the first answers' garbage has had a chance to go.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      rows.push({
        run,
        'API ready s': apiStart.ms / 1000,
        'API CPU s': apiStart.cpuSeconds,
        'API RSS at ready MB': apiStart.rssMb,
        'API RSS +2 s MB': treeRssMb(apiStart.child.pid),
        'storefront ready s': webStart.ms / 1000,
        'storefront CPU s': webStart.cpuSeconds,
        'storefront RSS at ready MB': webStart.rssMb,
        'storefront RSS +2 s MB': treeRssMb(webStart.child.pid),
      });
      await stopAll(running.splice(0));
    }
    const medians = Object.fromEntries(
      Object.keys(rows[0])
        .filter((key) => key !== 'run')
        .map((key) => [key, median(rows.map((row) => row[key]))]),
    );
    console.log(`API first start on a new database (migrate and seed): ${seeding.ms / 1000} s`);
    console.table([...rows, { run: 'median', ...medians }]);
    const summary = {
      firstApiStartSeconds: seeding.ms / 1000,
      runs: rows,
      medians,
      date: new Date().toISOString(),
    };
    fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(repoRoot, 'bench', 'results', 'server-startup.json'),
      JSON.stringify(summary, null, 2),
    );
  } finally {
    await stopAll(running);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
