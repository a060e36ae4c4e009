import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { toWinAnsi } from '../media/pdf-text';
import type { LeafletPage, LeafletProduct } from './leaflets-content';
import { priceText } from './leaflets-content';
import type { LeafletSeed } from './leaflets-data';

/**
 * A printed leaflet as a real, readable PDF (pdf-lib, nothing fetched): an A4 cover in the
 * leaflet's colour, then one page per section with eight product cards (name, brand, offer,
 * price). The document's dates are the leaflet's first day, so the same seed draws the same file.
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CARD_GAP = 14;
const COLUMNS = 2;
const ROWS = 4;
export const PDF_PRODUCTS_PER_PAGE = COLUMNS * ROWS;

const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const OFFER = rgb(0.76, 0.25, 0.05);
const WHITE = rgb(1, 1, 1);
const PAPER = rgb(0.95, 0.96, 0.97);

function hex(colour: string) {
  const n = Number.parseInt(colour.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Words of `text` in lines no wider than `width` points, at most `maxLines` (the last cut with …). */
function fitLines(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of toWinAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current) out.push(current);
  if (out.length <= maxLines) return out;
  const kept = out.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && font.widthOfTextAtSize(`${last}…`, size) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

function drawCentred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, colour = WHITE) {
  const safe = toWinAnsi(text);
  page.drawText(safe, {
    x: (A4.width - font.widthOfTextAtSize(safe, size)) / 2,
    y,
    size,
    font,
    color: colour,
  });
}

function drawCover(doc: PDFDocument, leaflet: LeafletSeed, validity: string, fonts: Fonts) {
  const page = doc.addPage([A4.width, A4.height]);
  page.drawRectangle({ x: 0, y: 0, width: A4.width, height: A4.height, color: hex(leaflet.colours.from) });
  page.drawCircle({ x: A4.width / 2, y: 560, size: 190, color: hex(leaflet.colours.to), opacity: 0.55 });
  const title = fitLines(leaflet.title, fonts.bold, 58, A4.width - 2 * MARGIN, 2);
  title.forEach((line, i) => drawCentred(page, line, 540 - i * 64, fonts.bold, 58));
  drawCentred(page, leaflet.subtitle, 330, fonts.regular, 22);
  page.drawRectangle({ x: 130, y: 210, width: A4.width - 260, height: 54, color: WHITE });
  drawCentred(page, validity, 230, fonts.bold, 22, INK);
  drawCentred(page, 'Prices in euro, VAT included. Offers while stocks last.', 80, fonts.regular, 13);
}

function drawCard(
  page: PDFPage,
  product: LeafletProduct,
  x: number,
  top: number,
  w: number,
  h: number,
  fonts: Fonts,
) {
  page.drawRectangle({
    x,
    y: top - h,
    width: w,
    height: h,
    color: WHITE,
    borderColor: rgb(0.86, 0.87, 0.89),
    borderWidth: 1,
  });
  const inner = w - 28;
  let y = top - 30;
  if (product.promotion) {
    const label = toWinAnsi(product.promotion);
    const width = fonts.bold.widthOfTextAtSize(label, 12) + 16;
    page.drawRectangle({ x: x + 14, y: y - 6, width, height: 22, color: OFFER });
    page.drawText(label, { x: x + 22, y: y, size: 12, font: fonts.bold, color: WHITE });
    y -= 28;
  }
  for (const line of fitLines(product.name, fonts.bold, 14, inner, 2)) {
    page.drawText(line, { x: x + 14, y, size: 14, font: fonts.bold, color: INK });
    y -= 17;
  }
  if (product.brand)
    page.drawText(toWinAnsi(product.brand), {
      x: x + 14,
      y: y - 2,
      size: 11,
      font: fonts.regular,
      color: MUTED,
    });

  const price = priceText(product.priceCents, product.perKg);
  const priceY = top - h + 18;
  page.drawText(price, {
    x: x + 14,
    y: priceY,
    size: 24,
    font: fonts.bold,
    color: product.promotion ? OFFER : INK,
  });
  if (product.listPriceCents) {
    const was = priceText(product.listPriceCents, product.perKg);
    const size = 13;
    const width = fonts.regular.widthOfTextAtSize(was, size);
    const wasX = x + w - 14 - width;
    page.drawText(was, { x: wasX, y: priceY + 4, size, font: fonts.regular, color: MUTED });
    page.drawLine({
      start: { x: wasX - 1, y: priceY + 8 },
      end: { x: wasX + width + 1, y: priceY + 8 },
      thickness: 1,
      color: MUTED,
    });
  }
}

function drawProductsPage(
  doc: PDFDocument,
  leaflet: LeafletSeed,
  section: LeafletPage,
  number: number,
  total: number,
  fonts: Fonts,
) {
  const page = doc.addPage([A4.width, A4.height]);
  page.drawRectangle({ x: 0, y: 0, width: A4.width, height: A4.height, color: PAPER });
  page.drawRectangle({
    x: 0,
    y: A4.height - 90,
    width: A4.width,
    height: 90,
    color: hex(leaflet.colours.from),
  });
  page.drawText(toWinAnsi(leaflet.title), {
    x: MARGIN,
    y: A4.height - 38,
    size: 14,
    font: fonts.regular,
    color: WHITE,
  });
  page.drawText(toWinAnsi(section.heading), {
    x: MARGIN,
    y: A4.height - 72,
    size: 26,
    font: fonts.bold,
    color: WHITE,
  });

  const top = A4.height - 90 - 20;
  const bottom = 50;
  const w = (A4.width - 2 * MARGIN - (COLUMNS - 1) * CARD_GAP) / COLUMNS;
  const h = (top - bottom - (ROWS - 1) * CARD_GAP) / ROWS;
  section.products.slice(0, PDF_PRODUCTS_PER_PAGE).forEach((product, i) => {
    const x = MARGIN + (i % COLUMNS) * (w + CARD_GAP);
    const cardTop = top - Math.floor(i / COLUMNS) * (h + CARD_GAP);
    drawCard(page, product, x, cardTop, w, h, fonts);
  });
  drawCentred(page, `Page ${number} of ${total}`, 24, fonts.regular, 11, MUTED);
}

/** The whole leaflet: its cover, then its sections; returns the PDF file's bytes. */
export async function leafletPdf(
  leaflet: LeafletSeed,
  sections: LeafletPage[],
  validity: { text: string; from: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const printed = new Date(`${validity.from}T00:00:00Z`);
  doc.setTitle(leaflet.title);
  doc.setSubject(leaflet.subtitle);
  doc.setLanguage('en-MT');
  doc.setCreator('Demo shop seed');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(printed);
  doc.setModificationDate(printed);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const total = sections.length + 1;
  drawCover(doc, leaflet, validity.text, fonts);
  sections.forEach((section, i) => drawProductsPage(doc, leaflet, section, i + 2, total, fonts));
  // Without object streams the file is a little larger but written several times faster.
  return doc.save({ useObjectStreams: false });
}
