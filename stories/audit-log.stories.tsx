import { createAuditEvents, createErasedAuditEvents, createMockDb, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, failGet, narrowGlobals, narrowViewport, pendingGet, seen } from './screen-states';

// The audit log (issue 30, item 3): the entries of the account with who, how (in the app or through an API key),
// what and from where; the filters; an entry's before/after difference; loading, empty and failed states. Czech and
// English, dark, 360 px.

/** What the fixtures hold that users typed or machines wrote (names, keys, browsers, field values). */
const userTexts = [
  'Nasazovací skript',
  'Slack #provoz',
  'Slack',
  'Obchod',
  'curl/8.5.0',
  'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  'name',
  'intervalSeconds',
];

function auditDb() {
  const db = createMockDb('populated');
  db.auditEvents = createAuditEvents();
  return db;
}

const meta = {
  title: 'Screens/Audit log',
  component: AppStory,
  parameters: { layout: 'fullscreen', userTexts, ...narrowViewport },
  args: { path: '/settings/audit' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: auditDb() }));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, name = 'Záznamy auditního logu') =>
  within(await within(canvasElement).findByRole('table', { name }));

export const Populated: Story = {
  name: 'Entries',
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await seen(rows.getByText('přes API klíč Nasazovací skript'));
    await expect(rows.getAllByText('Neúspěšné přihlášení')).toHaveLength(1);
    await expect(rows.getByText('198.51.100.23')).toBeVisible();
  },
};

export const English: Story = {
  name: 'Entries, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement, 'Audit log entries');
    await seen(rows.getByText('through API key Nasazovací skript'));
    await expect(rows.getByText('Failed sign-in')).toBeVisible();
  },
};

export const Detail: Story = {
  name: 'An entry: the difference before and after',
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getAllByRole('button', { name: /Zobrazit/ })[0] as HTMLElement);
    const dialog = within(await body().findByRole('dialog', { name: 'Záznam auditního logu' }));
    await seen(dialog.getByText('E-shop', { selector: 'ins' }));
    await expect(dialog.getByText('Obchod', { selector: 'del' })).toBeVisible();
    await expect(dialog.getByText('60', { selector: 'ins' })).toBeVisible();
    // The unchanged address is not listed.
    await expect(dialog.queryByText('url')).toBeNull();
  },
};

export const DetailEnglishDark: Story = {
  name: 'An entry, English, dark',
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement, 'Audit log entries');
    await userEvent.click(rows.getAllByRole('button', { name: /Show/ })[0] as HTMLElement);
    const dialog = within(await body().findByRole('dialog', { name: 'Audit log entry' }));
    await seen(dialog.getByText('Changes'));
  },
};

export const Search: Story = {
  name: 'Free-text search',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat' }), 'Slack');
    const rows = await table(canvasElement);
    await seen(await rows.findByText('Slack #provoz'));
    await expect(rows.queryByText('přes API klíč Nasazovací skript')).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty',
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: createMockDb('populated') }));
  },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Žádné záznamy'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/audit'));
  },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('status', { name: 'Načítání auditního logu' }));
  },
};

export const Failed: Story = {
  name: 'Failed to load',
  beforeEach({ msw }) {
    msw.use(failGet('/api/audit'));
  },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Auditní log se nepodařilo načíst'));
  },
};

export const NarrowDark: Story = {
  name: '360 px, dark',
  globals: { ...narrowGlobals, theme: 'dark' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DeletedUser: Story = {
  name: 'A deleted user, incidents, a postmortem and a password',
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    db.auditEvents = createErasedAuditEvents();
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await seen(rows.getAllByText('Smazaný uživatel')[0] as HTMLElement);
    await expect(rows.getAllByText('Smazaný uživatel')).toHaveLength(2);
    await expect(rows.getByText('Potvrzení')).toBeVisible();
    await expect(rows.getByText('Vyřešení')).toBeVisible();
    await expect(rows.getByText('Změna hesla')).toBeVisible();
    await expect(rows.getByText('Postmortem')).toBeVisible();
  },
};
