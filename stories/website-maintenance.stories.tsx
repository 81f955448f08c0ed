import { createCheck, createChecks, createMockDb, ok, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';

// A website in a maintenance window whose checks fail (issue 25, item 1): the detail header, the websites list and
// the dashboard say "Údržba" with the last check's real result beside it, and the dashboard counts it apart, never
// as up. Czech and English.

const blog = '00000012-0000-4000-8000-000000000003';

/** The populated account with the Blog in maintenance, its last check answering HTTP 500. */
function maintenanceDb() {
  const db = createMockDb('populated');
  db.websites = db.websites.map((website) =>
    website.id === blog ? { ...website, status: 'maintenance', lastCode: 'status', lastResponseMs: 48 } : website,
  );
  return db;
}

/** The Blog's latest checks: the newest one got HTTP 500. */
const checks = () => [
  createCheck(1, {
    state: 'down',
    code: 'status',
    statusCode: 500,
    responseMs: 48,
    timings: { dns: 4, connect: 12, tls: 20, firstByte: 46, total: 48 },
  }),
  ...createChecks(20).slice(1),
];

const meta = {
  title: 'Screens/Websites/Maintenance',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/websites/${blog}` },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/websites/:id/checks', () =>
        ok({ checks: checks(), pagination: { page: 1, limit: 20, total: 20, totalPages: 1 } }),
      ),
      ...scenario('populated', { db: maintenanceDb() }),
    );
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {
  name: 'Detail – maintenance, last check failed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Blog', level: 1 });
    await expect(canvas.getByText('Údržba', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await expect(await canvas.findByText('poslední kontrola selhala: Neočekávaný stavový kód HTTP 500')).toBeVisible();
  },
};

export const DetailEnglish: Story = {
  name: 'Detail – maintenance, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Blog', level: 1 });
    await expect(canvas.getByText('Maintenance', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await expect(await canvas.findByText('last check failed: Unexpected HTTP status code 500')).toBeVisible();
  },
};

/** The dashboard's counts: two websites up of six, one in maintenance apart. */
async function countsApart(canvasElement: HTMLElement, labels: { up: string; maintenance: string; of: string }) {
  const canvas = within(canvasElement);
  const stats = await canvas.findByRole('region', { name: labels.of });
  const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
  await expect(value(labels.up)).toBe('2');
  await expect(value(labels.maintenance)).toBe('1');
  return canvas;
}

export const Dashboard: Story = {
  name: 'Dashboard – counted apart',
  args: { path: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = await countsApart(canvasElement, {
      up: 'Dostupné weby',
      maintenance: 'Weby v údržbě',
      of: 'Přehled',
    });
    const table = canvas.getByRole('table', { name: 'Weby a jejich stav' });
    const row = within(table).getByRole('link', { name: 'Blog' }).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('Údržba');
    await expect(row).toHaveTextContent('poslední kontrola selhala: Neočekávaný stavový kód HTTP');
  },
};

export const DashboardEnglish: Story = {
  name: 'Dashboard – counted apart, English',
  args: { path: '/dashboard' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await countsApart(canvasElement, {
      up: 'Websites up',
      maintenance: 'Websites in maintenance',
      of: 'Overview',
    });
    const table = canvas.getByRole('table', { name: 'Websites and their status' });
    await expect(within(table).getByText('Maintenance')).toBeVisible();
  },
};

export const List: Story = {
  name: 'Websites list – maintenance',
  args: { path: '/websites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Blog' });
    const row = link.closest('[role="row"]') as HTMLElement;
    await expect(within(row).getByText('Údržba')).toBeVisible();
    await expect(row).toHaveTextContent('poslední kontrola selhala: Neočekávaný stavový kód HTTP');
  },
};

export const ListEnglish: Story = {
  name: 'Websites list – maintenance, English',
  args: { path: '/websites' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Blog' });
    const row = link.closest('[role="row"]') as HTMLElement;
    await expect(within(row).getByText('Maintenance')).toBeVisible();
    await expect(row).toHaveTextContent('last check failed: Unexpected HTTP status code');
  },
};
