import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

// Load both Inter subsets (Latin, Latin Extended for Czech) before any screenshot, so no story is photographed
// with a fallback font.
beforeAll(async () => {
  await Promise.all([
    document.fonts.load('400 16px "Inter Variable"', 'Aa'),
    document.fonts.load('400 16px "Inter Variable"', 'ěščřžýáíéůú'),
  ]);
});

type StoryParameters = { visual?: { disable?: boolean } };

// Visual regression: every story's root is compared with its committed baseline, named by story id, stored in
// __screenshots__ beside the stories file. A mismatch fails the test and leaves the actual and diff images in
// .vitest/attachments/. A story whose pixels cannot be stable (live clocks…) opts out with
// `parameters: { visual: { disable: true } }`; prefer fixing the data instead.
afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  const parameters = (context as { story?: { parameters?: StoryParameters } }).story?.parameters;
  if (!storyId || task.result?.errors?.length || parameters?.visual?.disable) return;
  if (!document.querySelector('[data-story-root]')) {
    throw new Error(`Story ${storyId} rendered no [data-story-root] element to photograph.`);
  }
  await document.fonts.ready;
  await expect.element(page.getByTestId('story-root')).toMatchScreenshot(storyId, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
