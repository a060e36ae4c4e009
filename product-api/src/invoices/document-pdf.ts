import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatEuro } from '../contract/money';
import { toWinAnsi } from '../media/pdf-text';
import type { DocumentContent } from './document-content';

/**
 * A receipt or VAT invoice as an A4 PDF (pdf-lib, standard fonts, nothing fetched): the seller,
 * the number and date, the buyer of an invoice, one row per line with its VAT rate, the totals per
 * rate and the total. Drawn from the content fixed at issue, so the same document always prints
 * the same.
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const ROW = 15;

const TITLES = { receipt: 'Receipt', invoice: 'VAT invoice' } as const;
const amountOf = (amount: number, um: string) => (um === 'kg' ? `${amount.toFixed(3)} kg` : `${amount}`);

type Pen = { page: PDFPage; y: number; regular: PDFFont; bold: PDFFont; pdf: PDFDocument };

function write(
  pen: Pen,
  text: string,
  x: number,
  options: { bold?: boolean; size?: number; right?: boolean } = {},
) {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 10;
  const safe = toWinAnsi(text);
  const at = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
  pen.page.drawText(safe, { x: at, y: pen.y, size, font, color: INK });
}

/** Moves down one row, starting a new page when this one is full. */
function nextRow(pen: Pen, rows = 1) {
  pen.y -= ROW * rows;
  if (pen.y < MARGIN) {
    pen.page = pen.pdf.addPage([A4.width, A4.height]);
    pen.y = A4.height - MARGIN;
  }
}

/** Cuts a description to the width of its column. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let safe = toWinAnsi(text);
  while (safe.length > 1 && font.widthOfTextAtSize(safe, size) > width) safe = `${safe.slice(0, -2)}…`;
  return safe;
}

export async function documentPdf(content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const issued = new Date(content.issuedAt);
  pdf.setTitle(`${TITLES[content.kind]} ${content.number}`);
  pdf.setAuthor(toWinAnsi(content.seller.name));
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const pen: Pen = {
    pdf,
    page: pdf.addPage([A4.width, A4.height]),
    y: A4.height - MARGIN,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const right = A4.width - MARGIN;

  write(pen, content.seller.name, MARGIN, { bold: true, size: 14 });
  write(pen, TITLES[content.kind], right, { bold: true, size: 14, right: true });
  nextRow(pen, 1.4);
  write(pen, content.seller.address, MARGIN);
  write(pen, content.number, right, { right: true, bold: true });
  nextRow(pen);
  write(pen, `VAT number ${content.seller.vatNumber}`, MARGIN);
  write(pen, `Date ${content.issuedAt.slice(0, 10)}`, right, { right: true });
  nextRow(pen);
  write(pen, `Order ${content.orderCode}`, right, { right: true });
  nextRow(pen, 2);

  if (content.buyer) {
    const b = content.buyer;
    write(pen, 'Bill to', MARGIN, { bold: true });
    nextRow(pen);
    for (const line of [
      b.companyName,
      `${b.address} ${b.streetNumber}`.trim(),
      [b.zip, b.city, b.county ? `(${b.county})` : '', b.nation].filter(Boolean).join(' '),
      `VAT number ${b.vatCode}`,
    ]) {
      write(pen, line, MARGIN);
      nextRow(pen);
    }
    nextRow(pen);
  }

  const columns = { amount: 360, rate: 430, total: right };
  write(pen, 'Item', MARGIN, { bold: true });
  write(pen, 'Qty', columns.amount, { bold: true, right: true });
  write(pen, 'VAT', columns.rate, { bold: true, right: true });
  write(pen, 'Amount', columns.total, { bold: true, right: true });
  nextRow(pen);
  for (const line of content.lines) {
    pen.page.drawText(fit(line.description, pen.regular, 10, columns.amount - MARGIN - 50), {
      x: MARGIN,
      y: pen.y,
      size: 10,
      font: pen.regular,
      color: INK,
    });
    write(pen, amountOf(line.amount, line.um), columns.amount, { right: true });
    write(pen, `${line.vatPercent}%`, columns.rate, { right: true });
    write(pen, formatEuro(line.totalCents), columns.total, { right: true });
    nextRow(pen);
  }
  nextRow(pen);

  write(pen, 'VAT rate', MARGIN, { bold: true });
  write(pen, 'Net', columns.amount, { bold: true, right: true });
  write(pen, 'VAT', columns.rate, { bold: true, right: true });
  write(pen, 'Gross', columns.total, { bold: true, right: true });
  nextRow(pen);
  for (const rate of content.rates) {
    write(pen, `${rate.vatPercent}%`, MARGIN);
    write(pen, formatEuro(rate.netCents), columns.amount, { right: true });
    write(pen, formatEuro(rate.vatCents), columns.rate, { right: true });
    write(pen, formatEuro(rate.grossCents), columns.total, { right: true });
    nextRow(pen);
  }
  nextRow(pen, 0.5);
  write(pen, 'Total', MARGIN, { bold: true, size: 12 });
  write(pen, formatEuro(content.totalCents), columns.total, { bold: true, size: 12, right: true });
  nextRow(pen, 2);
  pen.page.drawText('Prices include VAT.', { x: MARGIN, y: pen.y, size: 9, font: pen.regular, color: MUTED });
  return pdf.save({ useObjectStreams: false });
}
