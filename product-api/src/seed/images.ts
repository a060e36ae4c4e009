import { shapeSvg, type ProductShape } from './svg-shapes';

/**
 * Demo images drawn locally as SVG text (architecture, Demo data: nothing is fetched from the
 * internet). They are stored in the media table and served by the API under /media; the storefront
 * reaches them through /app/media/**.
 */
export type Palette = { background: string; accent: string };

export const SVG_CONTENT_TYPE = 'image/svg+xml';
const FONT = 'font-family="Inter,Arial,sans-serif"';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Breaks a name into at most `maxLines` lines of about `width` characters, ending in … if cut. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= width) current = `${current} ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, width - 1)}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, lineHeight: number): string {
  return lines
    .map((line, i) => `<tspan x="${x}"${i === 0 ? '' : ` dy="${lineHeight}"`}>${escapeXml(line)}</tspan>`)
    .join('');
}

function svgOpen(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`;
}

/**
 * A 400 x 400 product picture: soft category background and the drawn shape, no words. The card
 * and the product page write the name in the page's language (issue 30 item 8); the name is the
 * picture's accessible label.
 */
export function productImageSvg(name: string, shape: ProductShape, palette: Palette): string {
  return (
    `${svgOpen(400, 400, name)}<rect width="400" height="400" rx="24" fill="${palette.background}"/>` +
    `<g transform="translate(0 30)">${shapeSvg(shape, palette.accent)}</g></svg>`
  );
}

/**
 * A 400 x 400 category tile: the category's shape on a round badge, no words. The shop writes the
 * name under the tile in the page's language; a name drawn in would stay English on Italian pages
 * (issue 30 item 8). The name is still the picture's accessible label.
 */
export function categoryImageSvg(name: string, shape: ProductShape, palette: Palette): string {
  return (
    `${svgOpen(400, 400, name)}<rect width="400" height="400" fill="${palette.background}"/>` +
    `<circle cx="200" cy="200" r="160" fill="#fff" opacity=".55"/>` +
    `<g transform="translate(0 30)">${shapeSvg(shape, palette.accent)}</g></svg>`
  );
}

export type BannerArt = { title: string; subtitle: string; from: string; to: string; shape: ProductShape };

function gradient(art: BannerArt): string {
  return `<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>`;
}

/** Desktop banner, 1600 x 400: title and subtitle on the left, the shape large on the right. */
export function bannerDesktopSvg(art: BannerArt): string {
  return (
    `${svgOpen(1600, 400, art.title)}${gradient(art)}<rect width="1600" height="400" fill="url(#g)"/>` +
    `<circle cx="1330" cy="150" r="190" fill="#fff" opacity=".14"/><circle cx="1500" cy="340" r="110" fill="#fff" opacity=".1"/>` +
    `<g transform="translate(1130 20) scale(.9)">${shapeSvg(art.shape, '#fff')}</g>` +
    `<text x="110" y="190" ${FONT} font-size="64" font-weight="800" fill="#fff">${escapeXml(art.title)}</text>` +
    `<text x="112" y="256" ${FONT} font-size="34" fill="#fff" opacity=".92">${escapeXml(art.subtitle)}</text></svg>`
  );
}

/** Mobile banner, 800 x 600: the shape on top, the title (wrapped) and subtitle below. */
export function bannerMobileSvg(art: BannerArt): string {
  const title = wrapWords(art.title, 20, 2);
  const subtitle = wrapWords(art.subtitle, 40, 2);
  const subtitleY = 380 + title.length * 60;
  return (
    `${svgOpen(800, 600, art.title)}${gradient(art)}<rect width="800" height="600" fill="url(#g)"/>` +
    `<circle cx="400" cy="170" r="150" fill="#fff" opacity=".14"/>` +
    `<g transform="translate(250 40) scale(.75)">${shapeSvg(art.shape, '#fff')}</g>` +
    `<text x="400" y="380" text-anchor="middle" ${FONT} font-size="56" font-weight="800" fill="#fff">${textLines(title, 400, 380, 60)}</text>` +
    `<text x="400" y="${subtitleY}" text-anchor="middle" ${FONT} font-size="28" fill="#fff" opacity=".92">${textLines(subtitle, 400, subtitleY, 36)}</text></svg>`
  );
}
