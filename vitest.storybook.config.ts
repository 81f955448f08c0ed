import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/lib/chromium';

// Every story is a test in Debian's Chromium: it renders, runs its play function, passes axe and matches its
// committed screenshot (see .storybook/vitest.setup.ts). `npm run test:visual:update` rewrites the screenshots.

export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    setupFiles: ['.storybook/wait-ceilings.ts', '.storybook/vitest.setup.ts'],
    // A ceiling for a busy 2-core CI machine, not a speed expectation: the longest stories (typing into an editor) take
    // 5 s alone and took 19 s at load 10, over 30 s on the slower CI machine.
    testTimeout: 60_000,
    // One retry re-renders the story and re-runs its play function and screenshot: a busy 2-core CI machine now and
    // then photographs a page mid-scroll or mid-close. A real regression fails both attempts.
    retry: 1,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
        // Reduced motion: the screenshot stops every animation anyway, and a page that is not animating costs no
        // frames. With a 300-ms page entry on every screen, this cut the story time by a fifth.
        contextOptions: { viewport: { width: 1280, height: 1000 }, reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Not one pixel may change colour, but a pixel may differ by a few levels of 255: Chromium's rasteriser
          // jitters by 1–3 levels at a few anti-aliased edges from run to run (nine stories did, in clean-clone runs). A
          // one-token colour change moves every pixel it paints by 10 levels or more, and still fails.
          comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
        },
      },
    },
  },
});
