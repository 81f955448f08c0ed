import { afterEach } from 'vitest';

// Unmount what a jsdom test rendered (Testing Library cleans up by itself only with vitest globals). `waitFor` and
// `findBy…` wait for a state under one ceiling: Testing Library's default (1 s) is shorter than an MSW round trip or an
// IndexedDB sync takes on a busy 2-core CI machine (the offline sync test failed there at 1.9 s). A generous ceiling
// costs a passing test nothing: the wait ends as soon as the state is there.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
  afterEach(() => cleanup());
}
