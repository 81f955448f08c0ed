import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { expectRenderedLanguage, expectSwitchedLanguage, type StoryUserTexts } from './language-check';
import { recordTypedTexts, typedTexts } from './typed-texts';

// Load both Inter subsets (Latin, Latin Extended for Czech) before any screenshot, so no story is photographed
// with a fallback font.
beforeAll(async () => {
  await Promise.all([
    document.fonts.load('400 16px "Inter Variable"', 'Aa'),
    document.fonts.load('400 16px "Inter Variable"', 'ěščřžýáíéůú'),
  ]);
});

type StoryParameters = { visual?: { disable?: boolean }; userTexts?: StoryUserTexts };

/** Frames in a row with nothing animating after which a lingering `data-entering`/`data-exiting` counts as at rest. */
const STILL_FRAMES = 10;

/**
 * Waits until the page has settled: no finite CSS transition or animation running (a focus ring fading in after a
 * play function's click) and no React Aria element entering or leaving (a dialog's backdrop fading out after its
 * confirm button). It checks again after each wait, because an exit can start a frame after the click's effects, and
 * stops as soon as the page is still. On a busy machine this takes longer, never a fixed time; the ceiling only keeps
 * a story that animates for ever from hanging. Endless animations (spinners) are frozen by the screenshot's
 * `animations: 'disabled'`.
 */
async function settleAnimations() {
  const ceiling = performance.now() + 15_000;
  let stillFrames = 0;
  while (performance.now() < ceiling) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    if (running.length > 0) stillFrames = 0;
    else if (!document.querySelector('[data-exiting], [data-entering]')) return;
    // React Aria can keep `data-entering` on an overlay whose entry animation has already ended (its tooltips and
    // dialogs did in every story that opens one, until the 15-s ceiling): nothing animating for several frames running
    // is at rest, however long each frame takes. An exit or entry starts its animation at the next frame.
    else if (++stillFrames >= STILL_FRAMES) return;
    // Wake on the first animation to end, or look again shortly for an exit that has not started its animation yet.
    await Promise.race([
      ...running.map((animation) => animation.finished.catch(() => undefined)),
      new Promise((resolve) => setTimeout(resolve, 50)),
    ]);
  }
}

// Visual regression: every story's root is compared with its committed baseline, named by story id, stored in
// __screenshots__ beside the stories file. A mismatch fails the test and leaves the actual and diff images in
// .vitest/attachments/. A story whose pixels cannot be stable (live clocks…) opts out with
// `parameters: { visual: { disable: true } }`; prefer fixing the data instead.
//
// After the screenshot the page is checked for words of the other language, then a screen story is switched to the
// other language and checked again (./language-check.ts). What users type is left out: the mock data's names,
// what the story typed, and what a story's own data adds (`parameters: { userTexts: ['Noční záloha'] }`).
//
// A retry keeps the failed attempt's errors on the task, so what counts is whether this attempt added any: checking
// for any error at all let every retried story skip its screenshot (and a visual regression pass on its retry).
const errorsAtStart = new WeakMap<object, number>();
beforeEach(({ task }) => {
  errorsAtStart.set(task, task.result?.errors?.length ?? 0);
  // Each story starts at the top of the page, whatever the one before it scrolled to (a dialog opened near the end of
  // a long page was photographed at a different scroll position alone and after its neighbours).
  window.scrollTo(0, 0);
  return recordTypedTexts();
});

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  const parameters = (context as { story?: { parameters?: StoryParameters } }).story?.parameters;
  const failedNow = (task.result?.errors?.length ?? 0) > (errorsAtStart.get(task) ?? 0);
  if (!storyId || failedNow) return;
  const userTexts = [...(parameters?.userTexts ?? []), ...typedTexts()];
  // The screenshot first: reading the page (styles, visibility) before it could move a transition under way.
  if (!parameters?.visual?.disable) await expectScreenshot(storyId);
  expectRenderedLanguage(userTexts);
  await expectSwitchedLanguage(userTexts);
});

async function expectScreenshot(storyId: string) {
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error(`Story ${storyId} rendered no [data-story-root] element to photograph.`);
  await document.fonts.ready;
  await settleAnimations();
  const restore = await fitViewportTo(root);
  try {
    await expect.element(page.getByTestId('story-root')).toMatchScreenshot(storyId, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
    });
  } finally {
    await restore();
  }
}

/**
 * Makes the viewport as tall as the story root, so a screen longer than the viewport is photographed whole: Chromium
 * paints no part of the test frame below its viewport, and those parts were blank in the screenshot. Grows again
 * while the root does (a screen at least as tall as the viewport grows with it); returns the way back.
 */
async function fitViewportTo(root: HTMLElement): Promise<() => Promise<void>> {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const bottom = () => Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
  await settledHeight(root, bottom);
  let current = height;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const needed = bottom();
    if (needed <= current) break;
    current = needed;
    await page.viewport(width, current);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  if (current === height) return async () => {};
  await settleAnimations();
  return () => page.viewport(width, height);
}

/**
 * Waits (at most 3 s: a loading state's story keeps its placeholders) until the root holds no loading placeholder and
 * its height has not changed for five frames. A viewport grown to a page still loading stayed that tall when the
 * placeholders gave way to shorter content (the root is at least as tall as the viewport), so the same story was
 * photographed 1 590 px tall in one run and 1 500 px in the next.
 */
async function settledHeight(root: HTMLElement, bottom: () => number) {
  const ceiling = performance.now() + 3_000;
  let last = bottom();
  let still = 0;
  while (performance.now() < ceiling) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = bottom();
    still = now === last && !root.querySelector('[data-slot="skeleton"]') ? still + 1 : 0;
    last = now;
    if (still >= 5) return;
  }
}
