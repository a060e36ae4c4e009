// `npm run lockfile:complete`: run after changing dependencies.
// The registry mirror this project installs from serves only Linux builds of native packages, so
// `npm install` leaves the other platforms' optional binaries (@next/swc-darwin-*, …) out of
// package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds each missing
// optional binary with its platform (read from its name), so npm ci skips it everywhere but on
// that platform, where npm fetches it as usual.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name) {
  const parts = path.basename(name).split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : os === 'linux' ? 'glibc' : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

const file = path.join(repoRoot, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const added = [];
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[key] || !platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[key] = { version, optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Added ${added.length} platform entries:\n  ${added.join('\n  ')}`
    : 'The lock file is complete.',
);
