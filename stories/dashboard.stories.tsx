import { createLongWebsite, createMockDb, createWebsite, ok, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardOf } from '../packages/data/src/mocks/handlers/dashboard';
import { AppStory, localeOf } from './app-story';
import { seen, teamRequiringTwoFactor } from './screen-states';

// /dashboard in every state: populated, English, long website names, first use, loading, error with retry, an
// unhealthy worker, live update, shut out of a team by its two-factor requirement (cs, en), laptops at 1280 and 1366 px
// (a website that only failed in 24 h) and 360 px.

const meta = {
  title: 'Screens/Dashboard',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        narrow: { name: '360 px', styles: { width: '360px', height: '800px' } },
        laptop: { name: '1280 px', styles: { width: '1280px', height: '800px' } },
        wideLaptop: { name: '1366 px', styles: { width: '1366px', height: '768px' } },
      },
    },
  },
  args: { path: '/dashboard' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    // Toasts live in a module-wide store: none left over from an earlier story.
    clearToasts();
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nástěnka', level: 1 })).toBeInTheDocument();
    // The counts come with the live table, whose chunk loads beside the data (slower on a cold dev server).
    const stats = await canvas.findByRole('region', { name: 'Přehled' });
    await expect(within(stats).getByText('Dostupné weby')).toBeVisible();
    await expect(within(stats).getByText('Nedostupné weby')).toBeVisible();
    await expect(within(stats).getByText('Celková dostupnost (24 h)')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Weby a jejich stav' });
    // Down websites first.
    const rows = await within(table).findAllByRole('row');
    await expect(rows[1]).toHaveTextContent('E-shop');
    await expect(rows[1]).toHaveTextContent('Nedostupný');
    await expect(within(table).getByRole('link', { name: 'API' })).toHaveAttribute(
      'href',
      '/websites/00000012-0000-4000-8000-000000000002',
    );
    await expect(within(table).getAllByRole('img', { name: /Odezva .* za 24 hodin/ }).length).toBeGreaterThan(0);
    await seen(await canvas.findByRole('heading', { name: 'Poslední incidenty' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await seen(await canvas.findByText('Overall uptime (24 h)'));
    await expect(canvas.getByRole('table', { name: 'Websites and their status' })).toBeVisible();
    await seen(await canvas.findByRole('heading', { name: 'Latest incidents' }));
  },
};

/** "Nový web" turned into a heartbeat just created: in the live table it waits for its first ping. */
const heartbeatWaiting: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  db.websites = db.websites.map((website) =>
    website.name === 'Nový web' ? { ...website, name: 'Noční záloha', type: 'heartbeat', url: '' } : website,
  );
  msw.use(http.get('*/api/dashboard', () => ok(dashboardOf(db))));
};

export const HeartbeatWaiting: Story = {
  name: 'Heartbeat waiting for the first ping',
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach: heartbeatWaiting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Weby a jejich stav' });
    const row = (await within(table).findByRole('link', { name: 'Noční záloha' })).closest('tr') as HTMLElement;
    await expect(
      within(row).getByText('Čeká na první signál', { selector: '[data-slot="status-badge"]' }),
    ).toBeVisible();
  },
};

export const HeartbeatWaitingEnglish: Story = {
  name: 'Heartbeat waiting for the first ping (English)',
  globals: { locale: 'en' },
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach: heartbeatWaiting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Websites and their status' });
    const row = (await within(table).findByRole('link', { name: 'Noční záloha' })).closest('tr') as HTMLElement;
    await expect(
      within(row).getByText('Waiting for the first ping', { selector: '[data-slot="status-badge"]' }),
    ).toBeVisible();
  },
};

export const LongNames: Story = {
  name: 'Long website names',
  beforeEach({ msw }) {
    // The down E-shop and the API, both with an open incident, renamed to a 95-character Czech name.
    const db = createMockDb('populated');
    db.websites = db.websites.map((website, index) => (index < 2 ? createLongWebsite(index + 1) : website));
    msw.use(http.get('*/api/dashboard', () => ok(dashboardOf(db))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Weby a jejich stav' });
    const lineHeight = (element: HTMLElement) => Number.parseFloat(getComputedStyle(element).lineHeight);
    // In the table: one line beside the incident badge, the full name kept as the link's name and tooltip.
    for (const link of within(table).getAllByRole('link', { name: /^Nejdelší název/ })) {
      await expect(link.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight(link));
      await expect(link).toHaveAttribute('title', expect.stringMatching(/modelářství$/));
    }
    // The slowest websites (below the fold): every row alike, the name on one line and its figures under it.
    const slowest = await canvas.findByRole('heading', { name: 'Nejpomalejší weby (24 h)' });
    const rows = within(slowest.closest('[data-slot="card"]') as HTMLElement).getAllByRole('listitem');
    const heights = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    await expect(heights.size).toBe(1);
  },
};

/** Long names, and a website down the whole day: its trend is its failures, in red. */
function laptopDashboard() {
  const db = createMockDb('populated');
  db.websites = db.websites.map((website, index) =>
    index < 2
      ? createLongWebsite(index + 1)
      : index === 4
        ? { ...website, status: 'down', uptime: 0, lastResponseMs: null }
        : website,
  );
  return http.get('*/api/dashboard', () => ok(dashboardOf(db)));
}

/** Every column of the live table is in view: nothing scrolls inside its card. */
async function fitsItsCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Weby a jejich stav' });
  const frame = table.closest('[data-slot="table"]') as HTMLElement;
  await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
  const failing = within(table).getByRole('img', { name: /jen selhával: / });
  await expect(failing.querySelector('path')).toHaveAttribute('stroke', 'var(--destructive)');
  await seen(await canvas.findByRole('heading', { name: 'Poslední incidenty' }));
}

export const Laptop: Story = {
  name: 'Laptop – 1280 px',
  globals: { viewport: { value: 'laptop', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(laptopDashboard());
  },
  play: async ({ canvasElement }) => fitsItsCard(canvasElement),
};

export const WideLaptop: Story = {
  name: 'Laptop – 1366 px',
  globals: { viewport: { value: 'wideLaptop', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(laptopDashboard());
  },
  play: async ({ canvasElement }) => fitsItsCard(canvasElement),
};

export const FirstUse: Story = {
  name: 'First use – empty',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Vítejte v Hlídce' }));
    await expect(canvas.getByRole('link', { name: 'Přidat první web' })).toHaveAttribute('href', '/websites/create');
  },
};

export const FirstUseEnglish: Story = {
  name: 'First use – empty, English',
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('link', { name: 'Add your first website' }));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/dashboard', () => new Promise<never>(() => {})));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Načítání nástěnky...' })).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    let calls = 0;
    const db = createMockDb('populated');
    msw.use(
      http.get('*/api/dashboard', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, code: 'INTERNAL_ERROR', message: 'Došlo k neočekávané chybě' },
              { status: 500 },
            )
          : ok(dashboardOf(db));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Nástěnku se nepodařilo načíst');
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    await seen(await canvas.findByRole('region', { name: 'Přehled' }));
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(...scenario('serverError'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Nástěnku se nepodařilo načíst'));
    await expect(canvas.getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const UnhealthyWorker: Story = {
  name: 'Unhealthy worker',
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    msw.use(
      http.get('*/api/dashboard', () => {
        const data = dashboardOf(db);
        const worker = { ...data.workers[0], region: 'eu-west', healthy: false } as (typeof data.workers)[number];
        return ok({ ...data, workers: [...data.workers, worker] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Kontrolní servery mají potíže');
    await expect(alert).toHaveTextContent('Oblast eu-west: síť nefunguje');
  },
};

export const ShutOutOfATeam: Story = {
  name: 'Shut out of a team by its two-factor requirement',
  beforeEach({ msw }) {
    msw.use(teamRequiringTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Tým Provoz – Ostrava vyžaduje dvoufázové ověření');
    await expect(notice).toHaveTextContent('Jeho weby a incidenty tu uvidíte, až si dvoufázové ověření zapnete.');
    await expect(within(notice).getByRole('link', { name: 'Zapnout v nastavení zabezpečení' })).toHaveAttribute(
      'href',
      '/settings/security',
    );
    await seen(await canvas.findByRole('heading', { name: 'Poslední incidenty' }));
  },
};

export const ShutOutOfATeamEnglish: Story = {
  name: 'Shut out of a team by its two-factor requirement, English',
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(teamRequiringTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('The team Provoz – Ostrava requires two-factor authentication');
    await expect(notice).toHaveTextContent('You will see its websites and incidents here once you turn');
    await expect(within(notice).getByRole('link', { name: 'Turn it on in security settings' })).toBeVisible();
    await seen(await canvas.findByRole('heading', { name: 'Latest incidents' }));
  },
};

export const LiveUpdate: Story = {
  name: 'Live update from the event stream',
  args: { live: true },
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    const encoder = new TextEncoder();
    msw.use(
      http.get('*/api/dashboard', () => ok(dashboardOf(db))),
      // The stream sends one status change; the website turns down in the mock database at the same moment.
      http.get('*/api/events', () => {
        const api = db.websites.find((website) => website.name === 'API');
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            setTimeout(() => {
              db.websites = db.websites.map((website) =>
                website === api ? createWebsite(2, { status: 'down', lastResponseMs: null }) : website,
              );
              const event = {
                type: 'website.status_changed',
                websiteId: api?.id,
                status: 'down',
                previousStatus: 'up',
                at: new Date().toISOString(),
              };
              controller.enqueue(
                encoder.encode(`id: 1\nevent: website.status_changed\ndata: ${JSON.stringify(event)}\n\n`),
              );
            }, 300);
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The counts come with the live table, whose chunk loads beside the data (slower on a cold dev server).
    const stats = await canvas.findByRole('region', { name: 'Přehled' });
    const down = () => within(stats).getByText('Nedostupné weby').nextElementSibling;
    await expect(down()).toHaveTextContent('1');
    await waitFor(() => expect(down()).toHaveTextContent('2'));
  },
};

export const Narrow: Story = {
  name: '360 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('region', { name: 'Přehled' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
