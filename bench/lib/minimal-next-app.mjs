// A throwaway Next.js app with one page, built with the shop's own `next`, React and basePath:
// what the framework alone costs, for the benches to compare the shop's pages with.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nextBin, repoRoot } from '../../scripts/lib/paths.mjs';

/**
 * Builds the app in `bench/results/<name>` and returns its folder. It lives inside the repo
 * (git-ignored) so it resolves the repo's node_modules: Turbopack does not follow a symlinked
 * node_modules out of its root. `page` is the JSX the page returns; `routes` more files under
 * `app/`, by their path there (e.g. `'probe/[id]/page.jsx'`).
 */
export function buildMinimalNextApp(name, page, { routes = {} } = {}) {
  const dir = path.join(repoRoot, 'bench', 'results', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { basePath: '/app' };\n");
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    "export const metadata = { title: 'Minimal page', description: 'The framework alone' };\n" +
      'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), `export default function Page() { return ${page}; }\n`);
  for (const [file, source] of Object.entries(routes)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'app', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'app', file), source);
  }
  const built = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error(`the minimal Next.js app in ${dir} did not build`);
  return dir;
}
