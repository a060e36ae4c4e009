import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF of pdf-lib's standard fonts shows, page by page: its content streams inflated and
 * the hex strings of its Tj operators read back as WinAnsi (Latin-1 plus €). Enough to find a
 * number or a total in a receipt without a PDF text extractor.
 */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = ref ? pdf.context.lookup(ref) : undefined;
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
        texts.push(
          Buffer.from(match[1] ?? '', 'hex')
            .toString('latin1')
            .replaceAll('\x80', '€'),
        );
      }
    }
  }
  return texts.join('\n');
}
