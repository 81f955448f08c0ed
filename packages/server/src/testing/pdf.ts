import { extractText } from 'unpdf';

/** The text of every page of a PDF, as a PDF reader extracts it (tests of invoices and reports). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  // unpdf (PDF.js) takes over the buffer it reads: give it a copy.
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}
