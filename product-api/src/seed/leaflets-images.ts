import { escapeXml, wrapWords } from './images';
import type { LeafletPage, LeafletProduct } from './leaflets-content';
import { priceText } from './leaflets-content';
import type { LeafletSeed } from './leaflets-data';
import { shapeSvg } from './svg-shapes';

/**
 * Leaflet art as SVG: the cover of every leaflet and the pages of the picture leaflets. All are
 * 600 x 800 (3:4), the shape the storefront reserves for them, so nothing shifts as they load.
 */
export const LEAFLET_PAGE_WIDTH = 600;
export const LEAFLET_PAGE_HEIGHT = 800;

const FONT = 'font-family="Inter,Arial,sans-serif"';
const INK = '#1f2937';
const OFFER = '#c2410c';

function open(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LEAFLET_PAGE_WIDTH}" height="${LEAFLET_PAGE_HEIGHT}" viewBox="0 0 ${LEAFLET_PAGE_WIDTH} ${LEAFLET_PAGE_HEIGHT}" role="img" aria-label="${escapeXml(label)}">`;
}

function gradient(leaflet: LeafletSeed): string {
  return `<defs><linearGradient id="lg" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${leaflet.colours.from}"/><stop offset="1" stop-color="${leaflet.colours.to}"/></linearGradient></defs>`;
}

function lines(texts: string[], x: number, y: number, lineHeight: number): string {
  return texts
    .map((t, i) => `<tspan x="${x}"${i === 0 ? '' : ` dy="${lineHeight}"`}>${escapeXml(t)}</tspan>`)
    .join('');
}

/** The cover: title, subtitle and validity over the leaflet's colours, with its drawn shape. */
export function leafletCoverSvg(leaflet: LeafletSeed, validity: string): string {
  const title = wrapWords(leaflet.title, 14, 2);
  const subtitle = wrapWords(leaflet.subtitle, 30, 2);
  const subtitleY = 440 + title.length * 66;
  return (
    `${open(leaflet.title)}${gradient(leaflet)}<rect width="600" height="800" fill="url(#lg)"/>` +
    `<circle cx="300" cy="200" r="170" fill="#fff" opacity=".16"/>` +
    `<g transform="translate(140 30) scale(.8)">${shapeSvg(leaflet.shape, '#fff')}</g>` +
    `<text x="300" y="440" text-anchor="middle" ${FONT} font-size="62" font-weight="800" fill="#fff">${lines(title, 300, 440, 66)}</text>` +
    `<text x="300" y="${subtitleY}" text-anchor="middle" ${FONT} font-size="28" fill="#fff">${lines(subtitle, 300, subtitleY, 36)}</text>` +
    `<rect x="110" y="690" width="380" height="60" rx="30" fill="#fff"/>` +
    `<text x="300" y="729" text-anchor="middle" ${FONT} font-size="25" font-weight="700" fill="${INK}">${escapeXml(validity)}</text></svg>`
  );
}

/** A product's own 400 x 400 picture drawn inside the tile, without its outer <svg> element. */
function productPicture(svg: string | null, x: number, y: number, size: number): string {
  const inner = svg?.match(/^<svg[^>]*>([\s\S]*)<\/svg>$/)?.[1];
  if (!inner) return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="12" fill="#f3f4f6"/>`;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 400 400">${inner}</svg>`;
}

const TILE_W = 270;
const TILE_H = 206;
/** At most six products a page, in two columns. */
export const TILES_PER_PAGE = 6;

/** Where the i-th product's tile sits on a page, in pixels of the 600 x 800 drawing. */
function tileOrigin(i: number): { x: number; y: number } {
  return { x: 20 + (i % 2) * (TILE_W + 20), y: 120 + Math.floor(i / 2) * (TILE_H + 14) };
}

/** The i-th product's tile in fractions of the page: the hotspot the seed stores over it. */
export function tileRect(i: number): { x: number; y: number; w: number; h: number } {
  const { x, y } = tileOrigin(i);
  return {
    x: x / LEAFLET_PAGE_WIDTH,
    y: y / LEAFLET_PAGE_HEIGHT,
    w: TILE_W / LEAFLET_PAGE_WIDTH,
    h: TILE_H / LEAFLET_PAGE_HEIGHT,
  };
}

function productTile(product: LeafletProduct, x: number, y: number): string {
  const name = wrapWords(product.name, 24, 2);
  const priceY = y + 192;
  // About 9 px a character at 16 px bold: enough to size the badge without measuring text.
  const badgeWidth = product.promotion ? Math.min(130, product.promotion.length * 9 + 20) : 0;
  const badge = product.promotion
    ? `<rect x="${x + TILE_W - 12 - badgeWidth}" y="${y + 14}" width="${badgeWidth}" height="30" rx="15" fill="${OFFER}"/>` +
      `<text x="${x + TILE_W - 12 - badgeWidth / 2}" y="${y + 35}" text-anchor="middle" ${FONT} font-size="16" font-weight="700" fill="#fff">${escapeXml(product.promotion)}</text>`
    : '';
  const listPrice = product.listPriceCents
    ? `<text x="${x + 256}" y="${priceY}" text-anchor="end" ${FONT} font-size="17" fill="#6b7280" text-decoration="line-through">${escapeXml(priceText(product.listPriceCents, product.perKg))}</text>`
    : '';
  return (
    `<rect x="${x}" y="${y}" width="${TILE_W}" height="${TILE_H}" rx="16" fill="#fff"/>` +
    productPicture(product.imageSvg, x + 14, y + 12, 100) +
    badge +
    `<text x="${x + 14}" y="${y + 134}" ${FONT} font-size="17" font-weight="600" fill="${INK}">${lines(name, x + 14, y + 134, 20)}</text>` +
    `<text x="${x + 14}" y="${priceY}" ${FONT} font-size="26" font-weight="800" fill="${product.promotion ? OFFER : INK}">${escapeXml(priceText(product.priceCents, product.perKg))}</text>` +
    listPrice
  );
}

/** One picture page: a heading band and up to six products in two columns. */
export function leafletPageSvg(
  leaflet: LeafletSeed,
  page: LeafletPage,
  number: number,
  total: number,
): string {
  const tiles = page.products
    .slice(0, TILES_PER_PAGE)
    .map((p, i) => productTile(p, tileOrigin(i).x, tileOrigin(i).y))
    .join('');
  return (
    `${open(`${leaflet.title}: ${page.heading}`)}${gradient(leaflet)}<rect width="600" height="800" fill="#f3f4f6"/>` +
    `<rect width="600" height="100" fill="url(#lg)"/>` +
    `<text x="24" y="42" ${FONT} font-size="20" font-weight="600" fill="#fff">${escapeXml(leaflet.title)}</text>` +
    `<text x="24" y="80" ${FONT} font-size="30" font-weight="800" fill="#fff">${escapeXml(page.heading)}</text>` +
    tiles +
    `<text x="300" y="786" text-anchor="middle" ${FONT} font-size="15" fill="#4b5563">${escapeXml(`Page ${number} of ${total} · Prices in euro, VAT included, while stocks last`)}</text></svg>`
  );
}
