import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatMoney,
  formatMs,
  formatNumber,
  formatPercent,
} from './format';
import {
  isExpiredSessionReturn,
  keepingReturnPath,
  loginUrlFor,
  registerUrlFor,
  rememberGoogleReturnPath,
  safeReturnPath,
  takeGoogleReturnPath,
} from './redirect';
import { APP_VERSION, compareVersions, KEEP_ON_RESET, reconcileStoredVersion, VERSION_KEY } from './version';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
  return new Proxy(storage, {
    ownKeys: () => [...map.keys()],
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  }) as Storage;
}

describe('formats (spec §9)', () => {
  it('dates as dd.MM.yyyy and dd.MM.yyyy HH:mm, N/A when impossible', () => {
    const date = new Date(2026, 2, 5, 9, 7);
    expect(formatDate(date)).toBe('05.03.2026');
    expect(formatDateTime(date)).toBe('05.03.2026 09:07');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate(null)).toBe('N/A');
  });

  it('money: N Kč by default, $N, N €, zero or missing 0', () => {
    expect(formatMoney(299)).toBe('299 Kč');
    expect(formatMoney(12, 'USD')).toBe('$12');
    expect(formatMoney(9, 'EUR')).toBe('9 €');
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(undefined)).toBe('0');
  });

  it('file sizes with 2 decimals in the reader’s language (Czech by default)', () => {
    expect(formatFileSize(512)).toBe('512,00 B');
    expect(formatFileSize(2 * 1024 ** 2)).toBe('2,00 MB');
    expect(formatFileSize(1536, 'cs')).toBe('1,50 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 3, 'en')).toBe('5.00 GB');
    expect(formatFileSize(3 * 1024 ** 5, 'en')).toBe('3,072.00 TB');
  });

  it('numbers, response times and uptimes in the reader’s language', () => {
    expect(formatNumber(1234, 'cs')).toBe('1\u00a0234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatMs(1234, 'en')).toBe('1,234 ms');
    expect(formatPercent(99.954, 'cs')).toBe('99,95 %');
    expect(formatPercent(100, 'en')).toBe('100.00 %');
  });

  it('durations in their two largest units', () => {
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(-5)).toBe('0 s');
    expect(formatDuration(12 * 60)).toBe('12 min');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe('2 d 4 h');
  });
});

describe('version (spec §4, §9)', () => {
  it('compares dotted versions', () => {
    expect(compareVersions('1.0.1', '1.0.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.9', '1.0.0')).toBeLessThan(0);
  });

  it('on a mismatch clears local storage except the keep-list and stores the version', async () => {
    const storage = memoryStorage({ [VERSION_KEY]: '0.9.0', theme: 'dark', language: 'en', stale: 'x', token: 't' });
    expect(await reconcileStoredVersion(storage)).toBe(true);
    expect(storage.getItem('stale')).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.getItem('language')).toBe('en');
    expect(storage.getItem(VERSION_KEY)).toBe(APP_VERSION);
    expect(KEEP_ON_RESET).toEqual(expect.arrayContaining(['auth_token', 'refresh_token', 'user_preferences']));
  });
});

describe('return after login', () => {
  it('accepts same-site paths only', () => {
    expect(safeReturnPath('?from=%2Fwebsites')).toBe('/websites');
    expect(safeReturnPath('?from=%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeReturnPath('?from=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeReturnPath('')).toBe('/dashboard');
  });
});

describe('the way to /login', () => {
  it('remembers the origin and whether the session expired', () => {
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('/websites?page=2')).toBe('/login?from=%2Fwebsites%3Fpage%3D2');
    expect(loginUrlFor('/websites', true)).toBe('/login?from=%2Fwebsites&reason=expired');
    expect(loginUrlFor('/', true)).toBe('/login?reason=expired');
    expect(safeReturnPath('?from=%2Fwebsites&reason=expired')).toBe('/websites');
    expect(isExpiredSessionReturn('?from=%2Fwebsites&reason=expired')).toBe(true);
    expect(isExpiredSessionReturn('?from=%2Fwebsites')).toBe(false);
  });
});

describe('the return path across sign-in and registration', () => {
  const invitation = '/teams/invitations/accept?token=abc_DEF-123';
  const from = `?from=${encodeURIComponent(invitation)}`;

  it('keeps `from` between /login and /register', () => {
    expect(registerUrlFor(invitation)).toBe(`/register${from}`);
    expect(registerUrlFor('/')).toBe('/register');
    expect(registerUrlFor(invitation, 'eva@example.cz')).toBe(`/register${from}&email=eva%40example.cz`);
    expect(keepingReturnPath('/register', from)).toBe(`/register${from}`);
    expect(keepingReturnPath('/login', `${from}&reason=expired`)).toBe(`/login${from}`);
    expect(keepingReturnPath('/register', '?from=%2F%2Fevil.example')).toBe('/register');
    expect(safeReturnPath(from)).toBe(invitation);
  });

  it('keeps it across a Google sign-in, once, and same-site only', () => {
    const tab = memoryStorage({});
    rememberGoogleReturnPath(from, tab);
    expect(takeGoogleReturnPath(tab)).toBe(invitation);
    expect(takeGoogleReturnPath(tab)).toBe('/dashboard');
    tab.setItem('hlidka.googleReturnPath', 'https://evil.example/');
    expect(takeGoogleReturnPath(tab)).toBe('/dashboard');
    rememberGoogleReturnPath(from, tab);
    rememberGoogleReturnPath('', tab);
    expect(takeGoogleReturnPath(tab)).toBe('/dashboard');
    expect(takeGoogleReturnPath(null)).toBe('/dashboard');
  });
});
