import { Readable } from 'node:stream';
import type { AuditEventRow } from '../../db/schema/audit';
import { isErasedActor } from './erasure';
import { auditCsvHeaders, auditMessages } from './messages';

/** A cell that spreadsheet programs will not run as a formula (a leading =, +, -, @, tab or CR gets a quote). */
export function auditCsvCell(value: string | null): string {
  if (value === null) return '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

function line(cells: (string | null)[]): string {
  return `${cells.map(auditCsvCell).join(',')}\r\n`;
}

function rowLine(row: AuditEventRow, language: 'cs' | 'en'): string {
  return line([
    row.createdAt.toISOString(),
    isErasedActor(row) ? auditMessages.deletedUser[language] : row.actorName,
    row.actorEmail,
    row.apiKeyName,
    row.action,
    row.resourceType,
    row.resourceId,
    row.resourceName,
    row.ip,
    row.userAgent,
    json(row.before),
    json(row.after),
  ]);
}

/** The entries as a CSV stream: UTF-8 with a BOM (spreadsheets read the Czech letters), a header row, one per entry. */
export function auditCsvStream(rows: AsyncIterable<AuditEventRow>, language: 'cs' | 'en'): Readable {
  async function* lines() {
    yield `\uFEFF${line([...auditCsvHeaders[language]])}`;
    for await (const row of rows) yield rowLine(row, language);
  }
  return Readable.from(lines());
}
