import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf';
import { createPdf } from './document';

describe('createPdf', () => {
  it('writes a valid PDF whose Czech text reads back as written', async () => {
    const pdf = createPdf({ title: 'Faktura 2026-000001', language: 'cs' });
    pdf.doc.font(pdf.bold).text(pdf.text('Příliš žluťoučký kůň úpěl ďábelské ódy'));
    pdf.doc.font(pdf.regular).text(pdf.text('Číslo 2026-000001, 482,79 Kč'));
    const bytes = await pdf.finish();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = await pdfText(bytes);
    expect(text).toContain('Příliš žluťoučký kůň úpěl ďábelské ódy');
    expect(text).toContain('Číslo 2026-000001, 482,79 Kč');
    // The font is embedded (a FontFile2 stream), not only named.
    expect(bytes.toString('latin1')).toContain('/FontFile2');
  });
});
