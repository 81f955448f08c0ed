import { describe, expect, it } from 'vitest';
import { plainText, renderMessage } from './render';

const payload = (count: number) => ({
  event: 'incident.opened',
  at: '2026-01-15T10:00:35.000Z',
  website: { id: '00000000-0000-4000-8000-000000000001', name: 'Databázový server', url: 'db.example.cz:5432' },
  incident: {
    id: '00000000-0000-4000-8000-000000000002',
    status: 'open' as const,
    causeCode: 'timeout',
    causeParams: {},
    causeMessage: null,
  },
  actorName: null,
  dependents: Array.from({ length: count }, (_, i) => ({ id: `id-${i}`, name: `Web ${i + 1}` })),
});

describe('dependency alerts', () => {
  it("name the parent and its dependents in the reader's language, with Czech plurals", () => {
    const cs = { language: 'cs' as const, timeZone: 'Europe/Prague' };
    const en = { language: 'en' as const, timeZone: 'Europe/Prague' };
    expect(renderMessage(payload(12), cs, 'https://hlidka.example').subject).toBe(
      'Databázový server a 12 závislých webů jsou nedostupné',
    );
    expect(renderMessage(payload(12), en, 'https://hlidka.example').subject).toBe(
      'Databázový server and 12 dependent websites are down',
    );
    expect(renderMessage(payload(1), cs, '').subject).toBe('Databázový server a 1 závislý web jsou nedostupné');
    expect(renderMessage(payload(3), cs, '').subject).toBe('Databázový server a 3 závislé weby jsou nedostupné');
    expect(renderMessage(payload(1), en, '').subject).toBe('Databázový server and 1 dependent website are down');
    expect(plainText(renderMessage(payload(2), en, ''))).toContain('Dependent websites: Web 1, Web 2');
  });

  it("say why a dependent's alert comes only after its parent recovered", () => {
    const message = renderMessage(
      { ...payload(0), dependents: undefined, afterParent: 'Databázový server' },
      { language: 'cs', timeZone: 'Europe/Prague' },
      '',
    );
    expect(message.subject).toBe('Web Databázový server je nedostupný');
    expect(message.body).toBe(
      'Web Databázový server, na kterém tento web závisí, je opět dostupný, ale tento web stále nefunguje. Upozornění bylo do té doby zadrženo.',
    );
  });
});
