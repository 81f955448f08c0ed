import type { Language, PublicWebsite, StatusPageBadgeKind } from '@hlidka/contract';
import { html } from '../../html';
import { pageTexts } from './page-texts';

// Shields-style SVG badges of one website on a public page: its state, its uptime, its response time.

const COLOURS = {
  up: '#16a34a',
  degraded: '#ea580c',
  down: '#dc2626',
  affected: '#dc2626',
  maintenance: '#2563eb',
  no_data: '#64748b',
  warn: '#f59e0b',
};

/** Rough width of a text in 11 px Verdana, enough to size the badge without fonts on the server. */
const textWidth = (text: string) => Math.round([...text].length * 6.5 + 10);

export function badgeSvg(label: string, value: string, colour: string): string {
  const left = textWidth(label);
  const right = textWidth(value);
  const width = left + right;
  const title = `${label}: ${value}`;
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${title}"><title>${title}</title><rect width="${left}" height="20" fill="#555"/><rect x="${left}" width="${right}" height="20" fill="${colour}"/><g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle"><text x="${left / 2}" y="14">${label}</text><text x="${left + right / 2}" y="14">${value}</text></g></svg>`
    .markup;
}

export function websiteBadge(
  website: PublicWebsite,
  kind: StatusPageBadgeKind,
  language: Language,
  uptime?: { window: string; value: number | null },
): string {
  const t = pageTexts[language];
  if (kind === 'status') return badgeSvg(t.badgeStatus, t.website[website.state], COLOURS[website.state]);
  if (kind === 'response') {
    const ms = website.responseMs;
    return badgeSvg(t.badgeResponse, ms === null ? t.noData : `${ms} ms`, ms === null ? COLOURS.no_data : COLOURS.up);
  }
  const value = uptime?.value ?? null;
  const colour =
    value === null ? COLOURS.no_data : value >= 99.9 ? COLOURS.up : value >= 99 ? COLOURS.warn : COLOURS.down;
  const text =
    value === null
      ? t.noData
      : `${value.toLocaleString(t.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
  return badgeSvg(t.badgeUptime(uptime?.window ?? '90d'), text, colour);
}
