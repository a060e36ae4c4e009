// Start-up time (issue: `npm ci && npm start` to a served home page under 4 minutes on 2 cores,
// a second `npm start` under 30 s). Usage: node bench/startup.mjs [--servers RUNS]
// Clones the committed HEAD into a temporary folder, runs `npm ci`, then `npm start` until the
// home page answers with products; stops it with SIGINT (as Ctrl-C does), checks both servers
// left, starts it again and checks the data was reused rather than seeded again.
// --servers RUNS: instead, each server of this checkout on its own, as `npm start` runs it (build
// first if needed): the API seeds a throw-away database once, then RUNS times the API and the
// storefront start on it; prints each server's time to its first answer and its RSS then.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { serverStartups } from './lib/server-startup.mjs';

const { values: opts } = parseArgs({ options: { servers: { type: 'string' } } });
if (opts.servers !== undefined) {
  await serverStartups(Number(opts.servers));
  process.exit(0);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
const env = { ...process.env, PORT: '3500', API_PORT: '4500', CI: '' };
const seconds = (ms) => Math.round(ms / 100) / 10;

async function homeServed() {
  try {
    const res = await fetch('http://localhost:3500/app');
    return res.ok && (await res.text()).includes('Featured products');
  } catch {
    return false;
  }
}

async function startUntilServed() {
  const started = Date.now();
  let output = '';
  const child = spawn('npm', ['start'], { cwd: dir, env, detached: true });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  while (!(await homeServed())) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    if (Date.now() - started > 600_000)
      throw new Error('npm start did not serve the home page in 10 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, ms: Date.now() - started, output: () => output };
}

/** SIGINT to npm's whole process group, as a terminal's Ctrl-C; resolves when all have left. */
async function stop(child) {
  const started = Date.now();
  process.kill(-child.pid, 'SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
  while (Date.now() - started < 15_000) {
    const api = await fetch('http://127.0.0.1:4500/health').then(
      () => true,
      () => false,
    );
    if (!api && !(await homeServed())) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('a server was still answering 15 s after Ctrl-C');
}

try {
  execFileSync('git', ['clone', '-q', repoRoot, dir]);
  let t = Date.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: 'ignore' });
  const npmCi = Date.now() - t;

  const first = await startUntilServed();
  const firstStop = await stop(first.child);
  const lockLeft = fs.existsSync(path.join(dir, 'data', 'pglite.lock'));

  const second = await startUntilServed();
  const reseeded = second.output().includes('Seeded the demo catalogue');
  const secondStop = await stop(second.child);

  const summary = {
    npmCiSeconds: seconds(npmCi),
    firstStartSeconds: seconds(first.ms),
    npmCiPlusFirstStartSeconds: seconds(npmCi + first.ms),
    secondStartSeconds: seconds(second.ms),
    stopSeconds: seconds(Math.max(firstStop, secondStop)),
    lockFileLeftAfterStop: lockLeft,
    seededAgainOnSecondStart: reseeded,
    date: new Date().toISOString(),
  };
  console.table(summary);
  fs.mkdirSync(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench', 'results', 'startup.json'), JSON.stringify(summary, null, 2));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
