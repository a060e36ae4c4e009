// `node scripts/make-icons.mjs`: the installable shop's PNG icons (public/icons/), drawn from
// app/icon.svg (the browser tab's icon, in the brand colour) with sharp, which Next brings for its
// image optimiser. Run it again after changing app/icon.svg and commit the PNGs (README:
// Installable shop and lists offline).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from './lib/paths.mjs';

const svg = await readFile(path.join(repoRoot, 'app', 'icon.svg'), 'utf8');
const out = path.join(repoRoot, 'public', 'icons');

/**
 * A maskable icon is cropped to a circle or squircle by the launcher: the background fills the
 * whole square (no rounded corners) and the basket keeps to the central safe zone (80 %).
 */
function maskableOf(source) {
  const background = /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(source)?.[1];
  if (!background) throw new Error('app/icon.svg has no <rect fill="#rrggbb"> background');
  const glyph = source
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
    `<g transform="translate(8.96 8.96) scale(0.72)">${glyph}</g></svg>`
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskableOf(svg) },
];

for (const { file, size, source } of icons) {
  const png = await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(out, file), png);
  console.log(`public/icons/${file}: ${size}x${size}, ${png.length} bytes`);
}
