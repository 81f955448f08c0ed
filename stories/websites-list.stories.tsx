import { createMockDb, createPlan, createWebsites, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, seen } from './screen-states';

// /websites in every state: populated, English, first use, loading, error with retry, plan limit, sorting, filters,
// search without results, bulk actions, pagination, keyboard and 360 px.

const meta = {
  title: 'Screens/Websites/List',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: '/websites' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    // Toasts live in a module-wide store: none left over from an earlier story.
    clearToasts();
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast appeared; it is then cleared, so the screenshot does not depend on how long it has been showing. */
async function seenToast(text: string) {
  await expect(await body().findByText(text)).toBeInTheDocument();
  clearToasts();
  await waitFor(() => expect(body().queryByText(text)).toBeNull());
}

const table = async (canvas: ReturnType<typeof within>, name = 'Seznam webů') => canvas.findByRole('grid', { name });
/** The names in the table's rows, top to bottom. */
const names = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(` ${label}$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await expect(names(grid)).toEqual(['API', 'Blog', 'E-shop', 'Intranet', 'Nový web', 'Zákaznický portál']);
    for (const column of [
      'Stav',
      'Název',
      'URL',
      'Dostupnost',
      'Doba odezvy',
      'Poslední kontrola',
      'Kontroly',
      'Incidenty',
    ]) {
      await expect(within(grid).getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
    }
    await seen(await canvas.findByText('6 z 10 webů'));
    await expect(canvas.getByRole('link', { name: 'Přidat web' })).toHaveAttribute('href', '/websites/create');
    await expect(canvas.getByRole('link', { name: 'Importovat' })).toHaveAttribute('href', '/websites/import');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas, 'Websites');
    await expect(within(grid).getByRole('columnheader', { name: /Response time/ })).toBeInTheDocument();
    await seen(await canvas.findByText('6 of 10 websites'));
    await expect(canvas.getByText('6 websites')).toBeVisible();
  },
};

/** A heartbeat just created ("Nový web" turned into one): no signal yet, so neither up nor down. */
const heartbeatWaiting: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  db.websites = db.websites.map((website) =>
    website.name === 'Nový web'
      ? {
          ...website,
          name: 'Noční záloha',
          type: 'heartbeat',
          url: '',
          pushUrl: 'https://hlidka.example.cz/api/push/x',
        }
      : website,
  );
  msw.use(...scenario('populated', { db }));
};

export const HeartbeatWaiting: Story = {
  name: 'Heartbeat waiting for the first ping',
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach: heartbeatWaiting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    const row = within(grid).getByRole('rowheader', { name: 'Noční záloha' }).closest('[role="row"]') as HTMLElement;
    await expect(
      within(row).getByText('Čeká na první signál', { selector: '[data-slot="status-badge"]' }),
    ).toBeVisible();
    await expect(within(grid).getAllByText('Čeká na první signál')).toHaveLength(1);
  },
};

export const HeartbeatWaitingEnglish: Story = {
  name: 'Heartbeat waiting for the first ping (English)',
  globals: { locale: 'en' },
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach: heartbeatWaiting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas, 'Websites');
    const row = within(grid).getByRole('rowheader', { name: 'Noční záloha' }).closest('[role="row"]') as HTMLElement;
    await expect(
      within(row).getByText('Waiting for the first ping', { selector: '[data-slot="status-badge"]' }),
    ).toBeVisible();
  },
};

export const FirstUse: Story = {
  name: 'Empty – first website',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Zatím nehlídáte žádný web' }));
    await expect(canvas.getByRole('link', { name: 'Přidat první web' })).toHaveAttribute('href', '/websites/create');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/websites', () => new Promise<never>(() => {})));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání webů...' })).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/api/websites', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, code: 'INTERNAL_ERROR', message: 'Došlo k neočekávané chybě' },
              { status: 500 },
            )
          : undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Weby se nepodařilo načíst');
    await expect(alert).toHaveTextContent('Došlo k neočekávané chybě');
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    await expect(await table(canvas)).toBeVisible();
  },
};

export const PlanLimitReached: Story = {
  name: 'Plan limit reached',
  beforeEach({ msw }) {
    msw.use(...scenario('planLimitReached'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('3 z 3 webů'));
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent('Dosáhli jste limitu tarifu');
    await expect(within(note).getByRole('link', { name: 'Zobrazit tarify' })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    const add = canvas.getByRole('button', { name: 'Přidat web' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/Dosáhli jste limitu tarifu/);
  },
};

export const SortByColumn: Story = {
  name: 'Sorted by uptime (column header), then by incidents (sort menu)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(within(grid).getByRole('columnheader', { name: /Dostupnost/ }));
    await waitFor(() => expect(names(grid)[0]).toBe('Nový web'));
    await expect(names(grid)[1]).toBe('E-shop');
    await choose(canvas, 'Řadit podle', 'Počet incidentů');
    await choose(canvas, 'Pořadí', 'Sestupně');
    await waitFor(() => expect(names(grid)[0]).toBe('E-shop'));
  },
};

export const Filtered: Story = {
  name: 'Filtered by status and team, then searched',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await choose(canvas, 'Stav', 'Dostupný');
    await waitFor(() => expect(names(grid)).toEqual(['API', 'Blog', 'Zákaznický portál']));
    await choose(canvas, 'Tým', 'Provoz');
    await waitFor(() => expect(names(grid)).toEqual(['API', 'Zákaznický portál']));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat weby' }), 'portal');
    await waitFor(() => expect(names(grid)).toEqual(['Zákaznický portál']));
    await expect(canvas.getByText('1 web')).toBeVisible();
  },
};

export const NoMatch: Story = {
  name: 'Search without results',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat weby' }), 'neexistuje');
    await seen(await canvas.findByText('Žádný web neodpovídá filtrům'));
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit filtry' }));
    await waitFor(() => expect(canvas.queryByText('Žádný web neodpovídá filtrům')).toBeNull());
  },
};

export const BulkPause: Story = {
  name: 'Bulk pause',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    const row = (name: string) => within(grid).getByRole('row', { name: new RegExp(name) });
    await userEvent.click(within(row('API')).getByRole('checkbox'));
    await userEvent.click(within(row('Blog')).getByRole('checkbox'));
    const bar = canvas.getByRole('region', { name: 'Akce' });
    await expect(bar).toHaveTextContent('Vybrány 2 weby');
    await userEvent.click(within(bar).getByRole('button', { name: 'Pozastavit' }));
    await seenToast('Kontroly 2 webů byly pozastaveny');
    await waitFor(() => expect(row('API')).toHaveTextContent('Pozastaveno'));
  },
};

export const BulkDeleteConfirm: Story = {
  name: 'Bulk delete – confirmation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Vybrat vše' }));
    const bar = canvas.getByRole('region', { name: 'Akce' });
    await expect(bar).toHaveTextContent('Vybráno 6 webů');
    await userEvent.click(within(bar).getByRole('button', { name: 'Smazat' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Smazat vybrané weby?' });
    await expect(dialog).toHaveTextContent('Smažete 6 webů');
  },
};

export const BulkDelete: Story = {
  name: 'Bulk delete – done',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    const row = (name: string) => within(grid).getByRole('row', { name: new RegExp(name) });
    await userEvent.click(within(row('Intranet')).getByRole('checkbox'));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Akce' })).getByRole('button', { name: 'Smazat' }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await seenToast('Smazán 1 web');
    await waitFor(() => expect(names(grid)).not.toContain('Intranet'));
  },
};

export const Paged: Story = {
  name: 'Server-side pagination',
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    db.websites = createWebsites(45);
    // The Pro plan allows 50 websites: the list is paged, not over its limit.
    db.subscriptions = db.subscriptions.map((subscription) => ({
      ...subscription,
      planId: 'pro',
      plan: createPlan({ id: 'pro' }),
    }));
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(20);
    const nav = canvas.getByRole('navigation', { name: 'Stránkování' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Strana 3' }));
    await waitFor(() => expect(within(grid).getAllByRole('rowheader')).toHaveLength(5));
    await expect(canvas.getByText('45 webů')).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only: search and sort',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Hledat weby' });
    search.focus();
    await userEvent.keyboard('blog');
    await waitFor(() => expect(names(grid)).toEqual(['Blog']));
    await userEvent.clear(search);
    await waitFor(() => expect(names(grid)).toHaveLength(6));
    // Into the grid with Tab, to a header with the arrow keys, Enter sorts.
    within(grid).getAllByRole('columnheader')[2]?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(grid).getByRole('columnheader', { name: /Název/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    await waitFor(() => expect(names(grid)[0]).toBe('Zákaznický portál'));
  },
};

export const Narrow: Story = {
  name: '360 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const NoWorkerInRegion: Story = {
  name: 'A website whose region no worker serves',
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    const last = db.websites[5];
    if (last) Object.assign(last, { regions: ['ap-south'], noWorkerRegions: ['ap-south'] });
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const grid = await table(within(canvasElement));
    const row = within(grid).getByRole('row', { name: /Nový web/ });
    await seen(within(row).getByText('Žádný pracovník v oblasti ap-south'));
  },
};
