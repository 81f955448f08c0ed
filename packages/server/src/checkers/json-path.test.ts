import { describe, expect, it } from 'vitest';
import { parseJsonPath, readJsonPath } from './json-path';

const doc = {
  data: { items: [{ status: 'ok', count: 3 }, { status: 'down' }], 'a key': true, '0': 'zero' },
  version: '1.2',
};

describe('parseJsonPath', () => {
  it('reads JSONPath-like and simple dotted paths to the same steps', () => {
    expect(parseJsonPath('$.data.items[0].status')).toEqual(['data', 'items', 0, 'status']);
    expect(parseJsonPath('data.items.0.status')).toEqual(['data', 'items', 0, 'status']);
    expect(parseJsonPath("$['data']['a key']")).toEqual(['data', 'a key']);
    expect(parseJsonPath('$.data["it\\"s"]')).toEqual(['data', 'it"s']);
    expect(parseJsonPath('$.data.items[-1]')).toEqual(['data', 'items', -1]);
    expect(parseJsonPath('$')).toEqual([]);
  });

  it('refuses malformed paths', () => {
    for (const bad of ['', '.data', '$.', '$..data', '$.data[', '$.data[x]', '$[*]', 'data..x', '$data']) {
      expect(parseJsonPath(bad), bad).toBeNull();
    }
  });
});

describe('readJsonPath', () => {
  const read = (path: string) => readJsonPath(doc, parseJsonPath(path) ?? []);

  it('follows keys and indexes, negative indexes from the end', () => {
    expect(read('$.data.items[0].status')).toBe('ok');
    expect(read('data.items.1.status')).toBe('down');
    expect(read('$.data.items[-1].status')).toBe('down');
    expect(read("$.data['a key']")).toBe(true);
    expect(read('data.0')).toBe('zero');
    expect(read('$')).toEqual(doc);
  });

  it('answers undefined for anything missing, never a prototype property', () => {
    expect(read('$.data.items[5].status')).toBeUndefined();
    expect(read('$.data.nothing')).toBeUndefined();
    expect(read('$.version.length')).toBeUndefined();
    expect(read('$.data.items.status')).toBeUndefined();
    expect(read('$.constructor')).toBeUndefined();
    expect(read('$.data.__proto__')).toBeUndefined();
  });
});
