import { describe, expect, it } from 'vitest';
import { incidentDescription, incidentTitle } from './messages';

const heartbeat = { name: 'Noční záloha', url: '', type: 'heartbeat' };
const site = { name: 'E-shop', url: 'https://obchod.example.cz/', type: 'http' };

describe('incident texts', () => {
  it('name the heartbeat and what happened to it, never an empty address', () => {
    const missed = { code: 'heartbeat_missed', params: {} };
    const failed = { code: 'heartbeat_failed', params: {} };
    expect(incidentTitle('cs', heartbeat, 'heartbeat_missed')).toBe('Heartbeat Noční záloha nepřišel včas');
    expect(incidentDescription('cs', heartbeat, missed)).toBe('Heartbeat Noční záloha nepřišel včas.');
    expect(incidentTitle('en', heartbeat, 'heartbeat_missed')).toBe('Heartbeat Noční záloha did not arrive in time');
    expect(incidentDescription('en', heartbeat, missed)).toBe('Heartbeat Noční záloha did not arrive in time.');
    expect(incidentTitle('cs', heartbeat, 'heartbeat_failed')).toBe('Heartbeat Noční záloha ohlásil selhání');
    expect(incidentDescription('en', heartbeat, failed)).toBe('Heartbeat Noční záloha reported a failure.');
  });

  it('name the address of other websites', () => {
    const cause = { code: 'status', params: { statusCode: 500 } };
    expect(incidentTitle('cs', site, 'status')).toBe('E-shop je nedostupný');
    expect(incidentDescription('cs', site, cause)).toBe(
      'Kontroly https://obchod.example.cz/ selhávají: Neočekávaný stavový kód HTTP 500.',
    );
    expect(incidentTitle('en', site, 'status')).toBe('E-shop is down');
  });
});
