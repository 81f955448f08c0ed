import { describe, expect, it } from 'vitest';
import {
  changeWatchBody,
  changeWatchValuesOf,
  emptyChangeWatchValues,
  validateChangeWatch,
} from './change-watch-model';

describe('change watch form model', () => {
  const everything = {
    content: true,
    selectorKind: 'css' as const,
    selectorPath: '  main .price ',
    ignoreNumbers: true,
    certificate: true,
    addresses: true,
    records: ['MX' as const, 'TXT' as const],
  };

  it('sends what the type can watch and null when nothing is chosen', () => {
    expect(changeWatchBody(emptyChangeWatchValues, 'http')).toBeNull();
    expect(changeWatchBody(everything, 'http')).toEqual({
      content: true,
      contentSelector: { kind: 'css', path: 'main .price' },
      ignoreNumbers: true,
      certificate: true,
      addresses: true,
      records: ['MX', 'TXT'],
    });
    expect(changeWatchBody(everything, 'tcp')).toEqual({
      content: false,
      contentSelector: null,
      ignoreNumbers: false,
      certificate: false,
      addresses: true,
      records: ['MX', 'TXT'],
    });
    expect(changeWatchBody({ ...emptyChangeWatchValues, content: true }, 'heartbeat')).toBeNull();
  });

  it('round-trips a saved watch and asks for a selector when one is chosen', () => {
    const body = changeWatchBody(everything, 'keyword');
    expect(changeWatchBody(changeWatchValuesOf(body), 'keyword')).toEqual(body);
    expect(changeWatchValuesOf(null)).toEqual(emptyChangeWatchValues);
    expect(validateChangeWatch({ ...everything, selectorPath: ' ' }, 'http')).toEqual({
      key: 'changes.form.errors.pathRequired',
    });
    expect(validateChangeWatch({ ...everything, selectorKind: 'none', selectorPath: '' }, 'http')).toBeUndefined();
  });
});
