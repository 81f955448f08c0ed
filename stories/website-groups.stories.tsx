import { createMockDb, createWebsiteGroups, groupWebsites, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import {
  body,
  failGet,
  named,
  narrowGlobals,
  narrowViewport,
  openDialog,
  pendingGet,
  seen,
  toast,
} from './screen-states';

// /website-groups: two groups with their websites' statuses, English, dark, none yet, loading, error, 360 px; a new
// group, a name already taken, a rename, a delete with confirmation (the websites stay). And the groups where the
// websites screens show them: the list filtered by a group with its group column, a website's group on its detail,
// the group select of the website form.

/** The groups' names and descriptions are what users typed (the language check leaves them out). */
const userTexts = createWebsiteGroups().flatMap((group) =>
  group.description ? [group.name, group.description] : [group.name],
);

/** The populated account with two groups: E-shop and Blog in Obchod, API and Zákaznický portál in Služby týmu. */
function groupedDb() {
  const db = createMockDb('populated');
  db.websiteGroups = createWebsiteGroups();
  db.websites = groupWebsites(db.websites);
  return db;
}

const meta = {
  title: 'Screens/Website groups',
  component: AppStory,
  parameters: { layout: 'fullscreen', userTexts, ...narrowViewport },
  args: { path: '/website-groups' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: groupedDb() }));
  },
  afterEach() {
    clearToasts();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('heading', { name, level: 1 });
/** Click a card's button (named after its group) and wait for the dialog it opens, with the focus in it. */
async function openFromCard(
  canvasElement: HTMLElement,
  button: RegExp,
  dialog: { name: string; role: 'dialog' | 'alertdialog' },
) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  const opened = await body().findByRole(dialog.role, { name: dialog.name });
  await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));
  return opened;
}
const card = async (canvas: ReturnType<typeof within>, name: string) =>
  within((await canvas.findByRole('heading', { name, level: 2 })).closest('li') as HTMLElement);

// ---- The groups screen ----

export const List: Story = {
  name: 'List – two groups with their statuses',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Skupiny webů'));
    await seen(await canvas.findByRole('list', { name: 'Seznam skupin' }));
    const shop = await card(canvas, 'Obchod');
    await seen(shop.getByText('E-shop a jeho blog'));
    await seen(shop.getByText('2 weby'));
    await seen(shop.getByText('Osobní'));
    await seen(shop.getByText('Nedostupný: 1'));
    await seen(shop.getByText('Dostupný: 1'));
    const team = await card(canvas, 'Služby týmu');
    await seen(team.getByText('Tým Provoz'));
    await expect(team.getByRole('link', { name: named('Zobrazit weby', 'Služby týmu') })).toHaveAttribute(
      'href',
      '/websites?group=00000013-0000-4000-8000-000000000002',
    );
    // The way back to the websites (the sidebar has its own link there).
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Weby' })).toHaveAttribute(
      'href',
      '/websites',
    );
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Website groups'));
    const shop = await card(canvas, 'Obchod');
    await seen(shop.getByText('2 websites'));
    await seen(shop.getByText('Down: 1'));
    await seen((await card(canvas, 'Služby týmu')).getByText('Team Provoz'));
  },
};

export const ListDark: Story = {
  name: 'List – dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen((await card(within(canvasElement), 'Obchod')).getByText('Nedostupný: 1'));
  },
};

export const ListEmpty: Story = {
  name: 'List – none yet',
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Zatím žádné skupiny' }));
    // One way to create one: the empty state's.
    await expect(canvas.getAllByRole('button', { name: 'Nová skupina' })).toHaveLength(1);
  },
};

export const ListLoading: Story = {
  name: 'List – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/website-groups'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání skupin' })).toBeInTheDocument();
  },
};

export const ListError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/website-groups'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Skupiny se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Služby týmu' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Create: Story = {
  name: 'Create – a new team group',
  parameters: { userTexts: [...userTexts, 'Platby'] },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement, 'Nová skupina', { name: 'Nová skupina', role: 'dialog' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Název/ }), 'Platby');
    await userEvent.click(dialog.getByRole('button', { name: /Bez týmu \(jen moje\) Tým$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Provoz' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Vytvořit skupinu' }));
    await expect(await toast('Skupina byla vytvořena.')).toBeInTheDocument();
    clearToasts();
    const created = await card(within(canvasElement), 'Platby');
    await seen(created.getByText('Žádné weby'));
    await seen(created.getByText('Tým Provoz'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const NameTaken: Story = {
  name: 'Create – a name already taken, and an empty one',
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement, 'Nová skupina', { name: 'Nová skupina', role: 'dialog' }));
    const name = dialog.getByRole('textbox', { name: /^Název/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Vytvořit skupinu' }));
    await seen(await dialog.findByText('Zadejte název.'));
    await userEvent.type(name, 'obchod');
    await userEvent.click(dialog.getByRole('button', { name: 'Vytvořit skupinu' }));
    await seen(await dialog.findByText('Skupina s tímto názvem už existuje.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Rename: Story = {
  name: 'Rename',
  parameters: { userTexts: [...userTexts, 'E-shopy'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvas, 'Obchod');
    const dialog = within(
      await openFromCard(canvasElement, named('Upravit', 'Obchod'), { name: 'Upravit skupinu', role: 'dialog' }),
    );
    const name = dialog.getByRole('textbox', { name: /^Název/ });
    await expect(name).toHaveValue('Obchod');
    // A group keeps its team: no team to choose when editing.
    await expect(dialog.queryByRole('button', { name: /Tým$/ })).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'E-shopy');
    await userEvent.click(dialog.getByRole('button', { name: 'Uložit změny' }));
    await expect(await toast('Změny byly uloženy.')).toBeInTheDocument();
    clearToasts();
    await seen((await card(canvas, 'E-shopy')).getByText('2 weby'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Delete: Story = {
  name: 'Delete with confirmation – the websites stay',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvas, 'Obchod');
    const dialog = within(
      await openFromCard(canvasElement, named('Smazat', 'Obchod'), {
        name: 'Smazat skupinu Obchod?',
        role: 'alertdialog',
      }),
    );
    await seen(dialog.getByText('Weby ve skupině zůstanou, jen už nebudou v žádné skupině.'));
    await userEvent.click(dialog.getByRole('button', { name: 'Smazat' }));
    await expect(await toast('Skupina byla smazána. Její weby zůstaly.')).toBeInTheDocument();
    clearToasts();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Obchod' })).toBeNull());
    await seen(await canvas.findByRole('heading', { name: 'Služby týmu' }));
  },
};

// ---- The groups on the websites screens ----

export const WebsitesFiltered: Story = {
  name: 'Websites list – filtered by a group, with the group column',
  args: { path: '/websites?group=00000013-0000-4000-8000-000000000001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Seznam webů' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Blog', 'E-shop']),
    );
    await expect(within(grid).getByRole('columnheader', { name: 'Skupina' })).toBeVisible();
    await expect(within(grid).getAllByRole('link', { name: 'Obchod' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /Obchod Skupina$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skupiny' })).toHaveAttribute('href', '/website-groups');
  },
};

export const WebsiteDetailGroup: Story = {
  name: 'Website detail – its group',
  args: { path: '/websites/00000012-0000-4000-8000-000000000001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shop');
    const link = await canvas.findByRole('link', { name: 'Obchod' });
    await expect(link).toHaveAttribute('href', '/websites?group=00000013-0000-4000-8000-000000000001');
    await expect(link.closest('p')).toHaveTextContent('Skupina: Obchod');
  },
};

export const WebsiteFormGroup: Story = {
  name: 'Website form – the group select follows the team',
  args: { path: '/websites/00000012-0000-4000-8000-000000000002/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('button', { name: /Služby týmu Skupina$/ });
    await userEvent.click(group);
    // The team's website: its team's group or none (the personal Obchod is not offered).
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Bez skupiny', 'Služby týmu']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /Provoz Tým$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Bez týmu (jen já)' }));
    // Out of the team, its group goes too.
    await seen(await canvas.findByRole('button', { name: /Bez skupiny Skupina$/ }));
    // Choosing scrolled the page: photograph it from the top.
    window.scrollTo(0, 0);
  },
};
