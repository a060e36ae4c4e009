// `npm run verify`: typecheck, lint, the import order and Prettier, two checks at a time. Each of
// them is a single-threaded Node process, so one after another they left a core of the 2-core CI
// machine idle for minutes (docs/testing.md). A check's output is printed whole when it ends, so
// two checks never interleave their lines; the run fails when any check fails, after all of them.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const npmRun = (...args) => ({ command: 'npm', args: ['run', '--silent', ...args] });

/**
 * The package.json scripts verify stands for, the longest first (CPU seconds of each in
 * docs/testing.md), so that the short ones fill in beside the long ones.
 */
const CHECKS = [
  { title: 'lint', ...npmRun('lint') },
  { title: 'format', command: bin('prettier'), args: ['--check', '.'] },
  // `npm run typecheck` is both of these one after the other.
  { title: 'typecheck (storefront)', command: bin('tsc'), args: ['--noEmit'] },
  { title: 'typecheck (product API)', ...npmRun('typecheck', '--workspace', 'product-api') },
  { title: 'deps:check (storefront)', ...npmRun('deps:check') },
  { title: 'deps:check (product API)', ...npmRun('deps:check', '--workspace', 'product-api') },
];

const parallel = Math.max(1, Number(process.env.VERIFY_JOBS ?? os.availableParallelism()));

/** Runs one check with its output kept aside; resolves to whether it passed. */
function runCheck({ title, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
    });
    child.once('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const passed = code === 0;
      console.log(`\n=== ${title}: ${passed ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds} s ===`);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      if (text) console.log(text);
      resolve(passed);
    });
  });
}

const queue = [...CHECKS];
const failed = [];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    if (!(await runCheck(check))) failed.push(check.title);
  }
}
const started = Date.now();
await Promise.all(Array.from({ length: Math.min(parallel, CHECKS.length) }, worker));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  console.error(`\nverify failed in ${seconds} s: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nverify passed in ${seconds} s (${CHECKS.length} checks, ${parallel} at a time)`);
