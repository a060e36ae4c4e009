// The two Node servers compiled to JavaScript for production (architecture: The two servers).
// esbuild bundles each server's own TypeScript into one CommonJS file; npm packages stay
// external and load from node_modules at run time. `npm run dev` and the tests keep tsx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fingerprintOf } from './fingerprint.mjs';
import { repoRoot } from './paths.mjs';

/**
 * Entry points and outputs. The outputs sit in git-ignored `dist/` folders; everything else the
 * bundles contain is found from the entries' imports.
 */
export const SERVERS = {
  api: {
    entry: 'product-api/src/server.ts',
    outfile: 'product-api/dist/server.js',
    tsconfig: 'product-api/tsconfig.json',
  },
  storefront: {
    entry: 'server/storefront-server.ts',
    outfile: 'dist/storefront-server.js',
    tsconfig: 'tsconfig.json',
  },
};

/** What a bundle depends on besides its source files: esbuild's version and the build options. */
const BUILD_INPUTS = ['package-lock.json', 'scripts/lib/server-bundles.mjs'];
const COMPILE_CLI = path.join(repoRoot, 'scripts', 'compile-servers.mjs');

/** Where a bundle's stamp sits: the fingerprint and the list of files it was made from. */
const stampOf = (outfile) => outfile.replace(/\.js$/, '.stamp.json');

/**
 * True when the bundle was made from the files as they are now. The stamp lists the sources
 * esbuild read (its metafile), so a moved or deleted source file also asks for a new bundle.
 */
export function isBundleCurrent(name) {
  const { outfile, tsconfig } = SERVERS[name];
  const stampFile = path.join(repoRoot, stampOf(outfile));
  if (!fs.existsSync(path.join(repoRoot, outfile)) || !fs.existsSync(stampFile)) return false;
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  const files = [...stamp.inputs, ...BUILD_INPUTS, tsconfig];
  if (!files.every((file) => fs.existsSync(path.join(repoRoot, file)))) return false;
  return fingerprintOf(files) === stamp.fingerprint;
}

/**
 * Compiles the named servers whose sources changed since their last bundle (well under a second
 * each). Synchronous for its callers (`buildIfNeeded`, `startApi`, `startWeb`): esbuild's plugins
 * need its asynchronous API, so the compile itself runs in scripts/compile-servers.mjs.
 */
export function compileIfNeeded(names = Object.keys(SERVERS), { log = console.log } = {}) {
  const stale = names.filter((name) => !isBundleCurrent(name));
  if (stale.length === 0) return;
  const started = Date.now();
  const result = spawnSync(process.execPath, [COMPILE_CLI, ...stale], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`compiling ${stale.join(' and ')} failed`);
  log(`Compiled ${stale.map((name) => SERVERS[name].outfile).join(' and ')} in ${Date.now() - started} ms.`);
}

/**
 * Bare imports that resolve into node_modules stay `require('name')` in the bundle; the
 * workspace package `@shop/product-api` (its exports point at .ts files) and tsconfig path
 * aliases resolve into the repo and are bundled.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (resolved.external || resolved.path.split(path.sep).includes('node_modules')) {
        return { path: args.path, external: true };
      }
      return { path: resolved.path, namespace: resolved.namespace, sideEffects: resolved.sideEffects };
    });
  },
};

/** The bundle's own helper that turns a folder relative to the bundle into an absolute one. */
const SOURCE_DIR = '__sourceDirFromBundle';

/**
 * A module that reads files next to itself (`__dirname`: migrations, the scrypt worker, the
 * seed's word list, the storefront's project folder) keeps doing so from its source folder:
 * its `__dirname` becomes that folder, relative to the bundle, so no file is copied and no path
 * is listed here. The bundle runs inside its clone anyway, since its packages stay external.
 */
function sourceDirname(outdir) {
  return {
    name: 'source-dirname',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        const usesDirname = /\b__dirname\b/.test(source);
        const usesFilename = /\b__filename\b/.test(source);
        if (!usesDirname && !usesFilename) return undefined;
        const fromBundle = JSON.stringify(path.relative(outdir, path.dirname(args.path)));
        const declarations = [
          `const __dirname = ${SOURCE_DIR}(${fromBundle});`,
          usesFilename
            ? `const __filename = __dirname + ${JSON.stringify(path.sep + path.basename(args.path))};`
            : '',
        ];
        return { contents: `${declarations.join('')}${source}`, loader: path.extname(args.path).slice(1) };
      });
    },
  };
}

/**
 * Bundles one server to `outfile` (absolute or relative to the repo) and writes its stamp. A
 * warning fails the build: e.g. `import.meta`, which means nothing in a CommonJS bundle.
 */
export async function compileServer(name, { outfile = SERVERS[name].outfile } = {}) {
  const { build } = await import('esbuild');
  const { entry, tsconfig } = SERVERS[name];
  const out = path.resolve(repoRoot, outfile);
  const outdir = path.dirname(out);
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig,
    metafile: true,
    logLevel: 'silent',
    // The bundle's folder is read once, first: a module's own `__dirname` may shadow it later.
    banner: {
      js: `const ${SOURCE_DIR} = ((bundle) => (folder) => require('node:path').join(bundle, folder))(__dirname);`,
    },
    plugins: [npmPackagesExternal, sourceDirname(outdir)],
  });
  if (result.warnings.length > 0) {
    const { formatMessages } = await import('esbuild');
    const text = await formatMessages(result.warnings, { kind: 'warning' });
    throw new Error(`esbuild warned while compiling ${entry}:\n${text.join('\n')}`);
  }
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':'));
  const stamp = { inputs, fingerprint: fingerprintOf([...inputs, ...BUILD_INPUTS, tsconfig]) };
  fs.writeFileSync(stampOf(out), `${JSON.stringify(stamp, null, 2)}\n`);
  return { outfile: out, inputs };
}
