import { createMockDb, createPostmortem, fixtureId, POSTMORTEM_FIXTURE_BODY, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { typedMarkdown } from '../.storybook/user-texts';
import { AppStory, localeOf } from './app-story';
import { failGet, failRequest, narrowGlobals, narrowViewport, pendingGet, seen, toast } from './screen-states';

// A resolved incident's postmortem (issue 29 §4) on /incidents/{id}: published (shown as its preview), a draft being
// written, previewed and published, the check for an empty text, a failed save, an XSS attempt shown inert in the
// preview, loading and a load error; Czech, English, dark and 360 px.

const PUBLISHED = `/incidents/${fixtureId(3, 6)}`;
const WITHOUT = `/incidents/${fixtureId(4, 6)}`;
const POSTMORTEM_PATH = '/api/incidents/:id/postmortem';

const XSS = [
  '## <img src=x onerror=alert(1)>',
  '',
  '<script>alert("xss")</script>',
  '',
  '[Klikněte sem](javascript:alert(1)) nebo [na návod](https://example.cz/navod).',
].join('\n');

const ENGLISH_BODY =
  '## What happened\n\nThe blog was down for **32 minutes**.\n\n## What we will change\n\n- clean up after each deploy';

const meta = {
  title: 'Screens/Incidents/Postmortem',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    ...narrowViewport,
    userTexts: [
      ...typedMarkdown(POSTMORTEM_FIXTURE_BODY),
      ...typedMarkdown(ENGLISH_BODY),
      'disk-check',
      'Vypršel',
      'certifikát',
      'serveru',
      'Napište text postmortemu.',
      'Klikněte sem',
      ') nebo',
      'na návod',
      'Klikněte',
      'alert',
      'onerror',
      'script',
      'xss',
      'img',
      'src',
    ],
  },
  args: { path: PUBLISHED },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
  afterEach() {
    clearToasts();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The postmortem card; by default once its text has loaded (its tabs show). */
const card = async (canvas: ReturnType<typeof within>, options: { loaded?: boolean } = {}) => {
  const heading = await canvas.findByRole('heading', { name: 'Postmortem', level: 2 });
  const found = heading.closest('[data-slot="card"]') as HTMLElement | null;
  if (!found) throw new Error('no postmortem card');
  await seen(found);
  const scoped = within(found);
  if (options.loaded !== false) await scoped.findAllByRole('tab');
  return scoped;
};

export const Published: Story = {
  name: 'Published – preview',
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await seen(postmortem.getByText('Zveřejněno'));
    await expect(postmortem.getByRole('tab', { name: 'Náhled' })).toHaveAttribute('aria-selected', 'true');
    await seen(await postmortem.findByRole('heading', { name: 'Co se stalo', level: 3 }));
    await expect(postmortem.getByText('32 minut').tagName).toBe('STRONG');
    await expect(postmortem.getByRole('link', { name: 'záznamu změny' })).toHaveAttribute(
      'href',
      'https://git.example.cz/blog/-/merge_requests/42',
    );
    await expect(postmortem.getByRole('button', { name: 'Uložit změny' })).toBeEnabled();
    await expect(postmortem.getByRole('button', { name: 'Vrátit do konceptu' })).toBeEnabled();
  },
};

export const PublishedEnglish: Story = {
  name: 'Published – English',
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    db.postmortems = [createPostmortem({ body: ENGLISH_BODY })];
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await seen(postmortem.getByText('Published'));
    await seen(await postmortem.findByRole('tab', { name: 'Preview' }));
    await expect(postmortem.getByRole('button', { name: 'Back to draft' })).toBeEnabled();
  },
};

export const PublishedDark: Story = {
  name: 'Published – dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await seen(await postmortem.findByRole('heading', { name: 'Příčina', level: 3 }));
  },
};

export const PublishedNarrow: Story = {
  name: 'Published – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await seen(await postmortem.findByRole('heading', { name: 'Co změníme', level: 3 }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const WriteAndPublish: Story = {
  name: 'Draft – write, preview, publish',
  globals: { locale: 'cs' },
  args: { path: WITHOUT },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await expect(postmortem.queryByText('Zveřejněno')).toBeNull();
    const text = postmortem.getByRole('textbox', { name: 'Text postmortemu (Markdown)' });
    await userEvent.type(text, '## Příčina{enter}{enter}Vypršel **certifikát** serveru.');
    await userEvent.click(postmortem.getByRole('tab', { name: 'Náhled' }));
    await seen(postmortem.getByRole('heading', { name: 'Příčina', level: 3 }));
    await expect(postmortem.getByText('certifikát').tagName).toBe('STRONG');
    await userEvent.click(postmortem.getByRole('button', { name: 'Zveřejnit' }));
    await seen(await toast('Postmortem zveřejněn'));
    await seen(await postmortem.findByText('Zveřejněno'));
    await expect(postmortem.getByRole('button', { name: 'Uložit změny' })).toBeEnabled();
  },
};

export const SaveDraftEnglish: Story = {
  name: 'Draft – saved, English',
  args: { path: WITHOUT },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await userEvent.type(
      postmortem.getByRole('textbox', { name: 'Postmortem text (Markdown)' }),
      'The certificate expired.',
    );
    await userEvent.click(postmortem.getByRole('button', { name: 'Save draft' }));
    await seen(await toast('Postmortem draft saved'));
    await seen(await postmortem.findByText('Draft'));
  },
};

export const Required: Story = {
  name: 'Draft – empty text refused',
  globals: { locale: 'cs' },
  args: { path: WITHOUT },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await userEvent.click(postmortem.getByRole('button', { name: 'Uložit koncept' }));
    await seen(await postmortem.findByText('Napište text postmortemu.'));
  },
};

export const SaveFailed: Story = {
  name: 'Save failed',
  args: { path: WITHOUT },
  beforeEach({ msw }) {
    msw.use(failRequest('put', POSTMORTEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await userEvent.type(
      postmortem.getByRole('textbox', { name: 'Text postmortemu (Markdown)' }),
      'Vypršel certifikát.',
    );
    await userEvent.click(postmortem.getByRole('button', { name: 'Zveřejnit' }));
    await seen(await toast('Postmortem se nepodařilo uložit'));
  },
};

export const XssInert: Story = {
  name: 'Preview – HTML and javascript: links shown inert',
  globals: { locale: 'cs' },
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    db.postmortems = [createPostmortem({ body: XSS, published: false, publishedAt: null })];
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement));
    await userEvent.click(postmortem.getByRole('tab', { name: 'Náhled' }));
    const preview = within(postmortem.getByRole('region', { name: 'Náhled' }));
    await seen(preview.getByRole('heading', { name: '<img src=x onerror=alert(1)>', level: 3 }));
    await seen(preview.getByText('<script>alert("xss")</script>'));
    await expect(preview.queryByRole('link', { name: 'Klikněte sem' })).toBeNull();
    await expect(preview.getByRole('link', { name: 'na návod' })).toHaveAttribute('href', 'https://example.cz/navod');
    await expect(canvasElement.querySelector('img[src="x"], section script')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Loading',
  beforeEach({ msw }) {
    msw.use(pendingGet(POSTMORTEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement), { loaded: false });
    await expect(postmortem.queryByRole('textbox')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Load error',
  beforeEach({ msw }) {
    msw.use(failGet(POSTMORTEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const postmortem = await card(within(canvasElement), { loaded: false });
    await expect(await postmortem.findByRole('alert')).toHaveTextContent('Postmortem se nepodařilo načíst');
  },
};
