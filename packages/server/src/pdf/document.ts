import PDFDocument from 'pdfkit';
import { findFonts } from './fonts';

export interface PdfOptions {
  title: string;
  author?: string;
  language: 'cs' | 'en';
}

/** A document being written, with the fonts to use and a way to finish it. */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Font names to pass to `doc.font()`. */
  regular: string;
  bold: string;
  /** Text as the fonts can show it (without an embedded font, diacritics are dropped rather than garbled). */
  text(value: string): string;
  /** End the document and collect its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * An A4 PDF with an embedded Unicode font (Open Sans from node_modules, subset to the glyphs used) so Czech text
 * shows as written; falls back to the built-in Helvetica without diacritics when the font package is missing.
 * Shared by invoices and reports.
 */
export function createPdf(options: PdfOptions): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: options.language,
    info: { Title: options.title, Author: options.author ?? 'Hlídka', Creator: 'Hlídka' },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const fonts = findFonts();
  if (fonts) {
    doc.registerFont('regular', fonts.regular);
    doc.registerFont('bold', fonts.bold);
  }
  const regular = fonts ? 'regular' : 'Helvetica';
  const bold = fonts ? 'bold' : 'Helvetica-Bold';
  doc.font(regular);
  return {
    doc,
    regular,
    bold,
    text: (value) => (fonts ? value : value.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
    finish: () =>
      new Promise<Buffer>((resolve, reject) => {
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
        doc.end();
      }),
  };
}
