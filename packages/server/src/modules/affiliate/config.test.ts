import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_AFFILIATE, loadConfig } from '../../config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env }, { persistSecrets: false });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('affiliate and help configuration', () => {
  it('defaults to 20 % and payouts from 1 000 Kč, with no support address', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) }, { persistSecrets: false });
    expect(config.affiliate).toEqual(DEFAULT_AFFILIATE);
    expect(config.affiliate).toEqual({ commissionPercent: 20, minimumPayout: { CZK: 1000, EUR: 40, USD: 45 } });
    expect(config.supportEmail).toBeNull();
  });

  it('reads SUPPORT_EMAIL, AFFILIATE_COMMISSION_PERCENT and AFFILIATE_MIN_PAYOUT_*', () => {
    const config = loadConfig(
      {
        JWT_SECRET: 'x'.repeat(32),
        SUPPORT_EMAIL: 'podpora@hlidka.cz',
        AFFILIATE_COMMISSION_PERCENT: '25.5',
        AFFILIATE_MIN_PAYOUT_CZK: '500',
        AFFILIATE_MIN_PAYOUT_EUR: '20',
      },
      { persistSecrets: false },
    );
    expect(config.supportEmail).toBe('podpora@hlidka.cz');
    expect(config.affiliate).toEqual({ commissionPercent: 25.5, minimumPayout: { CZK: 500, EUR: 20, USD: 45 } });
  });

  it('says which value is wrong', () => {
    expect(
      problems({ AFFILIATE_COMMISSION_PERCENT: '150', SUPPORT_EMAIL: 'podpora', AFFILIATE_MIN_PAYOUT_USD: '-1' }),
    ).toEqual([
      'SUPPORT_EMAIL: must be an e-mail address (got "podpora")',
      'AFFILIATE_COMMISSION_PERCENT: must be a number between 0 and 100 (got "150")',
      'AFFILIATE_MIN_PAYOUT_USD: must be ≥ 0 (got "-1")',
    ]);
  });
});
