/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Comments cite docs/architecture.md as `architecture: <section>` or `architecture, <section>:` and
 * a decision record as `decision NNNN` (docs/architecture.md says so). A clone must explain itself,
 * so every citation names a section or record that exists, and none names a document outside
 * the repository.
 */
const root = path.resolve(__dirname, '..', '..');
const SOURCE_FOLDERS = ['app', 'components', 'lib', 'server', 'i18n', 'scripts', 'product-api/src'];
const SOURCE_FILE = /\.(ts|tsx|mjs|css)$/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

/** A file's text with comment line breaks joined, so a citation wrapped over two lines reads whole. */
function joinedText(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8').replace(/\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
}

const files = [...SOURCE_FOLDERS.flatMap(sourceFiles), 'proxy.ts'];
const headings = new Set(
  fs
    .readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8')
    .split('\n')
    .filter((line) => /^#{2,3} /.test(line))
    .map((line) => line.replace(/^#+ /, '')),
);
const decisions = fs.readdirSync(path.join(root, 'docs', 'decisions'));

describe('references from code comments to the docs', () => {
  it('finds the code to check', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('cites only sections of docs/architecture.md that exist', () => {
    const missing: string[] = [];
    let cited = 0;
    for (const file of files) {
      for (const match of joinedText(file).matchAll(/\barchitecture[,:] ([A-Z][^:,;)]*)/g)) {
        cited += 1;
        const section = match[1]!.trim();
        if (!headings.has(section)) missing.push(`${file}: ${section}`);
      }
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThan(50);
  });

  it('cites only decision records that exist', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const match of joinedText(file).matchAll(/\bdecision (\d{4})\b/g)) {
        if (!decisions.some((name) => name.startsWith(`${match[1]}-`))) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('points to no document outside the repository', () => {
    const outside = files.filter((file) =>
      /\((?:DESIGN|STYLE|TOOLCHAIN)\b|\b(?:DESIGN|STYLE|TOOLCHAIN)(?: pitfall \d+)?:|\.\.\/shared\//.test(
        joinedText(file),
      ),
    );
    expect(outside).toEqual([]);
  });
});
