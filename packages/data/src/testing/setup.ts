import { afterEach } from 'vitest';

// Unmount what a jsdom test rendered (Testing Library cleans up by itself only with vitest globals).
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
