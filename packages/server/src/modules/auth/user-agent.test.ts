import { describe, expect, it } from 'vitest';
import { deviceKey, parseUserAgent } from './user-agent';

describe('parseUserAgent', () => {
  it('names browser, OS and device', () => {
    const chrome = parseUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    );
    expect(chrome).toMatchObject({ browser: 'Chrome 120', os: 'Windows 10', device: 'desktop' });
    const iphone = parseUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    );
    expect(iphone.device).toBe('mobile');
    expect(parseUserAgent(undefined)).toEqual({ userAgent: null, browser: null, os: null, device: null });
  });

  it('treats a browser update as the same device', () => {
    expect(deviceKey({ browser: 'Chrome 120', os: 'Windows 10' })).toBe(
      deviceKey({ browser: 'Chrome 121', os: 'Windows 10' }),
    );
    expect(deviceKey({ browser: 'Firefox 120', os: 'Windows 10' })).not.toBe(
      deviceKey({ browser: 'Chrome 120', os: 'Windows 10' }),
    );
  });
});
