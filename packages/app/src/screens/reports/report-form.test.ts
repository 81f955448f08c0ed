import { describe, expect, it } from 'vitest';
import { defaultPeriod } from './report-defaults';
import { initialValues, toBody } from './report-form';
import { saveProblems, withMonthly } from './report-save-validation';

const now = new Date('2026-11-25T10:00:00Z');

describe('the report builder', () => {
  it('opens on this month for a user whose websites are all from this month (last month has no data)', () => {
    expect(defaultPeriod([], now)).toBe('this_month');
    expect(defaultPeriod([{ createdAt: '2026-11-01T00:00:00.000Z' }], now)).toBe('this_month');
    expect(
      defaultPeriod([{ createdAt: '2026-11-20T08:00:00.000Z' }, { createdAt: '2026-10-31T23:59:00.000Z' }], now),
    ).toBe('last_month');
  });

  it('fills in the own address when the monthly e-mail is turned on without recipients', () => {
    const on = withMonthly(initialValues(), true, 'jana@example.cz');
    expect(on).toMatchObject({ monthly: true, recipients: 'jana@example.cz' });
    const kept = withMonthly({ ...initialValues(), recipients: 'sef@example.cz' }, true, 'jana@example.cz');
    expect(kept.recipients).toBe('sef@example.cz');
    expect(toBody({ ...on, name: 'SLA' }).schedule?.recipients).toEqual(['jana@example.cz']);
  });

  it('finds before sending what the server would refuse, per field', () => {
    const values = { ...initialValues(), name: 'SLA', monthly: true };
    expect(saveProblems({ ...values, recipients: 'a@example.cz, b@example.cz' })).toEqual([]);
    expect(saveProblems({ ...values, name: ' ', recipients: '' })).toEqual([
      { field: 'name', message: 'reports.save.nameRequired' },
      { field: 'recipients', message: 'reports.save.recipientsRequired' },
    ]);
    expect(saveProblems({ ...values, recipients: 'a@example.cz; nikdo' })).toEqual([
      { field: 'recipients', message: 'reports.save.recipientInvalid', params: { address: 'nikdo' } },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `r${i}@example.cz`).join(', ');
    expect(saveProblems({ ...values, recipients: eleven })).toEqual([
      { field: 'recipients', message: 'reports.save.recipientsTooMany', params: { max: 10 } },
    ]);
    expect(saveProblems({ ...values, monthly: false, recipients: '' })).toEqual([]);
  });
});
