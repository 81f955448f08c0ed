import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="report.csv"', 'report.csv'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ["attachment; filename*=UTF-8''p%C5%99ehled%20z%C3%A1%C5%99%C3%AD.csv", 'přehled září.csv'],
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''faktura.pdf`, 'faktura.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="quoted \\"name\\".txt"', 'quoted "name".txt'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });
});
