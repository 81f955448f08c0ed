import { localDate } from '@hlidka/contract';
import type { InvoiceParty, InvoiceRow } from '../../db/schema/billing';
import { createPdf } from '../../pdf/document';
import { toMajor } from './vat';

type Lang = 'cs' | 'en';

const labels = {
  cs: {
    title: 'Faktura – daňový doklad',
    titleNoVat: 'Faktura',
    number: 'Číslo faktury',
    supplier: 'Dodavatel',
    customer: 'Odběratel',
    ico: 'IČO',
    dic: 'DIČ',
    notVatPayer: 'Neplátce DPH',
    issued: 'Datum vystavení',
    taxable: 'Datum uskutečnění zdanitelného plnění',
    due: 'Datum splatnosti',
    paid: 'Uhrazeno',
    period: 'Období',
    item: 'Položka',
    base: 'Základ',
    vatRate: 'Sazba DPH',
    vat: 'DPH',
    total: 'Celkem k úhradě',
    alreadyPaid: 'Faktura je uhrazena platební kartou.',
    reverseCharge: 'Daň odvede zákazník (reverse charge).',
    bank: 'Bankovní účet',
    email: 'E-mail',
  },
  en: {
    title: 'Invoice – tax document',
    titleNoVat: 'Invoice',
    number: 'Invoice number',
    supplier: 'Supplier',
    customer: 'Customer',
    ico: 'Company ID',
    dic: 'VAT ID',
    notVatPayer: 'Not registered for VAT',
    issued: 'Issue date',
    taxable: 'Date of taxable supply',
    due: 'Due date',
    paid: 'Paid',
    period: 'Period',
    item: 'Item',
    base: 'Net amount',
    vatRate: 'VAT rate',
    vat: 'VAT',
    total: 'Total',
    alreadyPaid: 'Paid by card.',
    reverseCharge: 'Reverse charge: VAT to be accounted for by the customer.',
    bank: 'Bank account',
    email: 'E-mail',
  },
} as const;

/** `1 234,50 Kč`, `12.00 €`, `$12.00` (spec §9 currency display, with two decimals on a tax document). */
export function formatMoney(minor: number, currency: string, language: Lang): string {
  const value = toMajor(minor);
  const number = new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(value)
    .replace(/\u00a0|\u202f/g, ' ');
  if (currency === 'CZK') return `${number} Kč`;
  if (currency === 'EUR') return `${number} €`;
  return currency === 'USD' ? `$${number}` : `${number} ${currency}`;
}

const formatDate = (date: Date | null) => {
  if (!date) return '–';
  const [year, month, day] = localDate(date, 'Europe/Prague').split('-');
  return `${day}.${month}.${year}`;
};

function partyLines(party: InvoiceParty, l: (typeof labels)[Lang]): string[] {
  const place = [party.postalCode, party.city].filter(Boolean).join(' ');
  return [
    party.companyName ?? party.name,
    ...(party.companyName ? [party.name] : []),
    party.street,
    party.street2,
    [place, party.countryCode].filter(Boolean).join(', '),
    party.registrationNumber ? `${l.ico}: ${party.registrationNumber}` : null,
    party.vatId ? `${l.dic}: ${party.vatId}` : null,
    party.email ? `${l.email}: ${party.email}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** The invoice as a PDF in its language (or the one asked for). */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  language: Lang = invoice.language,
  bankAccount: string | null = null,
): Promise<Buffer> {
  const l = labels[language];
  const vatDocument = invoice.supplier.isVatPayer;
  const title = `${vatDocument ? l.title : l.titleNoVat} ${invoice.number}`;
  const pdf = createPdf({ title, author: invoice.supplier.name, language });
  const { doc, regular, bold } = pdf;
  const t = pdf.text;
  const money = (minor: number) => formatMoney(minor, invoice.currency, language);

  doc
    .font(bold)
    .fontSize(18)
    .text(t(vatDocument ? l.title : l.titleNoVat));
  doc
    .font(regular)
    .fontSize(11)
    .text(t(`${l.number}: ${invoice.number}`));
  doc.moveDown(1.5);

  const top = doc.y;
  const column = (x: number, heading: string, lines: string[]) => {
    doc.font(bold).fontSize(10).text(t(heading), x, top, { width: 230 });
    doc.font(regular).fontSize(10);
    for (const line of lines) doc.text(t(line), x, doc.y, { width: 230 });
    return doc.y;
  };
  const supplierLines = partyLines(invoice.supplier, l);
  if (!invoice.supplier.isVatPayer) supplierLines.push(l.notVatPayer);
  if (bankAccount) supplierLines.push(`${l.bank}: ${bankAccount}`);
  const left = column(50, l.supplier, supplierLines);
  const right = column(310, l.customer, partyLines(invoice.customer, l));
  doc.y = Math.max(left, right) + 20;

  const facts: [string, string][] = [
    [l.issued, formatDate(invoice.issuedAt)],
    ...(vatDocument ? ([[l.taxable, formatDate(invoice.paidAt ?? invoice.issuedAt)]] as [string, string][]) : []),
    [l.due, formatDate(invoice.dueAt)],
    [l.paid, formatDate(invoice.paidAt)],
    ...(invoice.periodStart && invoice.periodEnd
      ? ([[l.period, `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`]] as [string, string][])
      : []),
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(regular).fontSize(10).text(t(label), 50, y, { width: 250 });
    doc.text(t(value), 310, y, { width: 235 });
  }
  doc.moveDown(1.5);

  // Items: one line (the subscription), then the VAT recapitulation.
  const row = (cells: string[], font: string) => {
    const y = doc.y;
    const xs = [50, 290, 370, 440];
    const widths = [235, 75, 65, 105];
    doc.font(font).fontSize(10);
    cells.forEach((cell, i) => {
      doc.text(t(cell), xs[i], y, { width: widths[i], align: i === 0 ? 'left' : 'right' });
    });
    doc.moveDown(0.4);
  };
  row([l.item, l.base, l.vatRate, l.total], bold);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.4);
  row(
    [invoice.description ?? 'Hlídka', money(invoice.subtotal), `${invoice.vatRate} %`, money(invoice.total)],
    regular,
  );
  doc.moveDown(1);

  const sums: [string, string][] = [
    [l.base, money(invoice.subtotal)],
    ...(vatDocument ? ([[`${l.vat} ${invoice.vatRate} %`, money(invoice.vatAmount)]] as [string, string][]) : []),
  ];
  for (const [label, value] of sums) {
    const y = doc.y;
    doc.font(regular).fontSize(10).text(t(label), 290, y, { width: 145, align: 'right' });
    doc.text(t(value), 440, y, { width: 105, align: 'right' });
  }
  const y = doc.y + 4;
  doc.font(bold).fontSize(12).text(t(l.total), 240, y, { width: 195, align: 'right' });
  doc.text(t(money(invoice.total)), 440, y, { width: 105, align: 'right' });
  doc.moveDown(2);
  doc.font(regular).fontSize(9).text(t(l.alreadyPaid), 50, doc.y, { width: 495 });
  if (invoice.reverseCharge) doc.text(t(l.reverseCharge), 50, doc.y, { width: 495 });
  return pdf.finish();
}
