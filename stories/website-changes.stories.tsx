import { createMockDb, createValueChanges, failIn, scenario, watchedPriceList } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';

// Change detection (issue 28, item 6): the detail's changes panel — an edited price list as a line difference, a new
// certificate as a field table, an accepted MX change below — accepting a change, no change yet, a failed load; the
// form's "Sledování změn" section with a CSS selection, its missing selector. Czech and English, dark, 360 px.

const eshop = '00000012-0000-4000-8000-000000000001';

/** The populated account with the E-shop watching its price list, certificate and MX records. */
function watchingDb(withChanges = true) {
  const db = createMockDb('populated');
  db.websites = db.websites.map((website) =>
    website.id === eshop ? { ...website, changeWatch: watchedPriceList } : website,
  );
  db.valueChanges = withChanges ? createValueChanges(eshop) : [];
  return db;
}

/** The watched page's own words (what the monitored website says, not the app). */
const pageTexts = createValueChanges(eshop).flatMap((change) =>
  change.before.kind === 'content' && change.after.kind === 'content'
    ? [...change.before.text.split('\n'), ...change.after.text.split('\n')]
    : [],
);

const meta = {
  title: 'Screens/Websites/Changes',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    userTexts: pageTexts,
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: `/websites/${eshop}` },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: watchingDb() }));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The changes panel, scrolled into view. */
async function panel(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name: new RegExp(`^${title}`), level: 2 });
  const card = heading.closest('[data-slot="card"]') as HTMLElement;
  await within(card).findAllByRole('button', { name: /Přijmout|Accept/ });
  heading.scrollIntoView({ block: 'center' });
  return within(card);
}

export const Panel: Story = {
  name: 'Detail – changes with a content difference and a new certificate',
  play: async ({ canvasElement }) => {
    const card = await panel(canvasElement, 'Změny');
    await expect(card.getByRole('heading', { name: 'Obsah stránky', level: 3 })).toBeVisible();
    await expect(card.getByText('Tarif Start: 190 Kč měsíčně')).toBeVisible();
    await expect(card.getByText('Tarif Start: 220 Kč měsíčně')).toBeVisible();
    await expect(card.getByText('Tarif Plus: 990 Kč měsíčně')).toBeVisible();
    await expect(card.getByRole('rowheader', { name: 'Vydavatel' })).toBeVisible();
    await expect(card.getByText('C=US, O=Google Trust Services, CN=WR3')).toBeVisible();
    await expect(card.getAllByRole('button', { name: 'Přijmout jako novou hodnotu' })).toHaveLength(2);
    await expect(card.getByText(/Přijal\(a\) Jana Nováková/)).toBeVisible();
  },
};

export const PanelEnglish: Story = {
  name: 'Detail – changes, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = await panel(canvasElement, 'Changes');
    await expect(card.getByRole('heading', { name: 'Page content', level: 3 })).toBeVisible();
    await expect(card.getByRole('rowheader', { name: 'SHA-256 fingerprint' })).toBeVisible();
    await expect(card.getAllByRole('button', { name: 'Accept as the new value' })).toHaveLength(2);
  },
};

export const PanelDark: Story = {
  name: 'Detail – changes, dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await panel(canvasElement, 'Změny');
  },
};

export const PanelNarrow: Story = {
  name: 'Detail – changes, 360 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await panel(canvasElement, 'Změny');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Accept: Story = {
  name: 'Detail – accepting the new content',
  play: async ({ canvasElement }) => {
    const card = await panel(canvasElement, 'Změny');
    const [first] = card.getAllByRole('button', { name: 'Přijmout jako novou hodnotu' });
    await userEvent.click(first as HTMLElement);
    await waitFor(() => expect(card.queryByText('Tarif Plus: 990 Kč měsíčně')).toBeNull(), { timeout: 20_000 });
    await expect(card.getAllByRole('button', { name: 'Přijmout jako novou hodnotu' })).toHaveLength(1);
    await expect(card.getAllByText(/Přijal\(a\) Jana Nováková/)).toHaveLength(2);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Nová hodnota přijata.'),
    ).toBeInTheDocument();
  },
};

export const NoChangeYet: Story = {
  name: 'Detail – watching, no change yet',
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: watchingDb(false) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByText('Zatím žádná změna. Hlídka porovnává každou kontrolu s přijatou hodnotou.');
    text.scrollIntoView({ block: 'center' });
  },
};

export const LoadFailed: Story = {
  name: 'Detail – changes failed to load',
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/websites/:id/changes', ({ request }) =>
        failIn(request, 500, 'INTERNAL_ERROR', { cs: 'Chyba serveru', en: 'Server error' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByText('Změny se nepodařilo načíst.');
    await expect(within(title.closest('[role="alert"]') as HTMLElement).getByRole('button')).toBeVisible();
    title.scrollIntoView({ block: 'center' });
  },
};

/** The edit form's section, scrolled into view. */
async function section(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name: title, level: 2 });
  heading.scrollIntoView({ block: 'center' });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
}

export const FormSection: Story = {
  name: 'Edit form – change detection section',
  args: { path: `/websites/${eshop}/edit` },
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'Sledování změn');
    await expect(form.getByRole('checkbox', { name: /Obsah stránky/ })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Selektor CSS' })).toHaveValue('main .price-list');
    await expect(form.getByRole('checkbox', { name: /Certifikát TLS/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'MX' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'TXT' })).not.toBeChecked();
  },
};

export const FormSectionEnglish: Story = {
  name: 'Edit form – change detection section, English',
  args: { path: `/websites/${eshop}/edit` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const form = await section(canvasElement, 'Change detection');
    await expect(form.getByRole('textbox', { name: 'CSS selector' })).toHaveValue('main .price-list');
  },
};

export const FormSectionDark: Story = {
  name: 'Edit form – change detection section, dark',
  args: { path: `/websites/${eshop}/edit` },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Sledování změn');
  },
};

export const FormSectionNarrow: Story = {
  name: 'Edit form – change detection section, 360 px',
  args: { path: `/websites/${eshop}/edit` },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await section(canvasElement, 'Sledování změn');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const FormSelectorMissing: Story = {
  name: 'Edit form – a JSON path left empty',
  args: { path: `/websites/${eshop}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await section(canvasElement, 'Sledování změn');
    await userEvent.click(form.getByRole('button', { name: /Sledovat/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Hodnotu podle cesty JSON' }),
    );
    const path = form.getByRole('textbox', { name: 'Cesta JSON' });
    await userEvent.clear(path);
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await expect(await form.findByText('Zadejte selektor nebo cestu.')).toBeVisible();
    path.scrollIntoView({ block: 'center' });
  },
};
