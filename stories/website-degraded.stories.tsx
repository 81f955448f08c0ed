import { createCheck, createChecks, createMockDb, ok, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';

// A website slower than its response-time budget (issue 28, item 5): the detail header, the websites list and the
// dashboard say "Zpomalený" in its own colour, and the dashboard counts it apart ("Zpomalené weby"). Czech and English.

const blog = '00000012-0000-4000-8000-000000000003';

/** The populated account with the Blog over its 800 ms budget (p95 of the last 20 checks): its last took 1,840 ms. */
function degradedDb() {
  const db = createMockDb('populated');
  db.websites = db.websites.map((website) =>
    website.id === blog
      ? {
          ...website,
          status: 'degraded',
          lastResponseMs: 1840,
          degradedAfterMs: 800,
          degradedMode: 'p95',
          degradedWindow: 20,
        }
      : website,
  );
  return db;
}

/** The Blog's latest checks: passing, the newest ones slow. */
const checks = () => [
  createCheck(1, { responseMs: 1840, timings: { dns: 4, connect: 12, tls: 20, firstByte: 1830, total: 1840 } }),
  ...createChecks(20).slice(1),
];

const meta = {
  title: 'Screens/Websites/Degraded',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/websites/${blog}` },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/websites/:id/checks', () =>
        ok({ checks: checks(), pagination: { page: 1, limit: 20, total: 20, totalPages: 1 } }),
      ),
      ...scenario('populated', { db: degradedDb() }),
    );
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {
  name: 'Detail – degraded',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Blog', level: 1 });
    const badge = canvas.getByText('Zpomalený', { selector: '[data-slot="status-badge"]' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-status', 'degraded');
  },
};

export const DetailEnglish: Story = {
  name: 'Detail – degraded, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Blog', level: 1 });
    await expect(canvas.getByText('Degraded', { selector: '[data-slot="status-badge"]' })).toBeVisible();
  },
};

/** The dashboard's counts: two websites up of six, one degraded apart. */
async function countsApart(canvasElement: HTMLElement, labels: { up: string; degraded: string; of: string }) {
  const canvas = within(canvasElement);
  const stats = await canvas.findByRole('region', { name: labels.of });
  const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
  await expect(value(labels.up)).toBe('2');
  await expect(value(labels.degraded)).toBe('1');
  return canvas;
}

export const Dashboard: Story = {
  name: 'Dashboard – counted apart',
  args: { path: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = await countsApart(canvasElement, { up: 'Dostupné weby', degraded: 'Zpomalené weby', of: 'Přehled' });
    const table = canvas.getByRole('table', { name: 'Weby a jejich stav' });
    const row = within(table).getByRole('link', { name: 'Blog' }).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('Zpomalený');
  },
};

export const DashboardEnglish: Story = {
  name: 'Dashboard – counted apart, English',
  args: { path: '/dashboard' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await countsApart(canvasElement, {
      up: 'Websites up',
      degraded: 'Degraded websites',
      of: 'Overview',
    });
    const table = canvas.getByRole('table', { name: 'Websites and their status' });
    await expect(within(table).getByText('Degraded')).toBeVisible();
  },
};

export const List: Story = {
  name: 'Websites list – degraded',
  args: { path: '/websites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Blog' });
    const row = link.closest('[role="row"]') as HTMLElement;
    await expect(within(row).getByText('Zpomalený')).toBeVisible();
  },
};

export const ListEnglish: Story = {
  name: 'Websites list – degraded, English',
  args: { path: '/websites' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Blog' });
    const row = link.closest('[role="row"]') as HTMLElement;
    await expect(within(row).getByText('Degraded')).toBeVisible();
  },
};

/** The edit form's response-time budget: 800 ms, judged on the 95th percentile of the last 20 checks. */
export const BudgetForm: Story = {
  name: 'Edit form – response-time budget',
  args: { path: `/websites/${blog}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const budget = await canvas.findByLabelText('Limit odezvy (ms)');
    await expect(budget).toHaveValue('800');
    await expect(canvas.getByLabelText('Počet posledních kontrol')).toHaveValue('20');
    budget.scrollIntoView({ block: 'center' });
  },
};

export const BudgetFormEnglish: Story = {
  name: 'Edit form – response-time budget, English',
  args: { path: `/websites/${blog}/edit` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const budget = await canvas.findByLabelText('Response-time budget (ms)');
    await expect(budget).toHaveValue('800');
    budget.scrollIntoView({ block: 'center' });
  },
};
