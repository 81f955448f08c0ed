import { createMockDb, createNotification, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, failGet, failRequest, narrowGlobals, narrowViewport, pendingGet, seen, toast } from './screen-states';

// /notifications and /notifications/settings (= /settings/notifications) in every state: populated, English, empty,
// filters, mark read, mark all read, delete one, delete all, loading, error with retry, toggles, 360 px.

const meta = {
  title: 'Screens/Notifications',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/notifications' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
  // Toasts are cleared once the play function has seen them: the screenshot shows the screen, not the toast.
  afterEach() {
    clearToasts();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: ReturnType<typeof within>, name = 'Seznam notifikací') => canvas.findByRole('list', { name });
const items = (element: HTMLElement) => within(element).getAllByRole('article');

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(await list(canvas))).toHaveLength(8);
    await seen(canvas.getByRole('heading', { name: 'Notifikace', level: 1 }));
    await expect(canvas.getAllByRole('link', { name: 'Incident' }).length).toBeGreaterThan(0);
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(await list(canvas, 'Notifications'))).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

/** The notice a checker sends its websites' owners instead of incidents when its own network fails. */
const checkerUnreachable: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  // Not about an incident: no incident link.
  const { incidentId: _incident, ...notice } = createNotification(1, {
    kind: 'checker.unreachable',
    params: { region: 'praha', hosts: 10 },
    subject: 'Hlídka se nemůže spojit se sítí',
    content: 'Kontroly z oblasti praha nedosáhnou na 10 různých serverů.',
    isRead: false,
  });
  db.notifications[0] = notice;
  msw.use(...scenario('populated', { db }));
};

export const CheckerUnreachable: Story = {
  name: 'List – checker cannot reach the network',
  beforeEach: checkerUnreachable,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = items(await list(canvas));
    if (!first) throw new Error('no notification');
    await expect(within(first).getByText('Hlídka se nemůže spojit se sítí')).toBeVisible();
    await expect(within(first).getByText(/^Kontroly z oblasti praha nedosáhnou na 10 různých serverů\./)).toBeVisible();
    await expect(within(first).queryByRole('link', { name: 'Incident' })).toBeNull();
  },
};

export const CheckerUnreachableEnglish: Story = {
  name: 'List – checker cannot reach the network (English)',
  globals: { locale: 'en' },
  beforeEach: checkerUnreachable,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = items(await list(canvas, 'Notifications'));
    if (!first) throw new Error('no notification');
    await expect(within(first).getByText('Hlídka cannot reach the network')).toBeVisible();
    await expect(
      within(first).getByText(/^Checks from region praha cannot reach 10 different servers\./),
    ).toBeVisible();
  },
};

/** The warning a domain check sends ahead of the registration's expiry (stored as a kind and values, worded here). */
const domainExpiring: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  const { incidentId: _incident, ...notice } = createNotification(1, {
    kind: 'domain.expiring',
    params: { websiteName: 'E-shop', daysLeft: 12, expiresAt: '2026-12-11T00:00:00.000Z' },
    subject: 'Doména webu E-shop brzy vyprší',
    content: 'Registrace domény končí za 12 dní.',
    isRead: false,
  });
  db.notifications[0] = notice;
  msw.use(...scenario('populated', { db }));
};

export const DomainExpiring: Story = {
  name: 'List – domain registration expires soon',
  beforeEach: domainExpiring,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = items(await list(canvas));
    if (!first) throw new Error('no notification');
    await expect(within(first).getByText('Doména webu E-shop brzy vyprší')).toBeVisible();
    await expect(within(first).getByText('Registrace domény končí za 12 dní.')).toBeVisible();
    await expect(within(first).queryByRole('link', { name: 'Incident' })).toBeNull();
  },
};

export const DomainExpiringEnglish: Story = {
  name: 'List – domain registration expires soon (English)',
  globals: { locale: 'en' },
  beforeEach: domainExpiring,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = items(await list(canvas, 'Notifications'));
    if (!first) throw new Error('no notification');
    await expect(within(first).getByText('The domain of E-shop expires soon')).toBeVisible();
    await expect(within(first).getByText('The domain registration expires in 12 days.')).toBeVisible();
  },
};

export const UnreadOnly: Story = {
  name: 'List – unread only',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    await choose(canvas, 'Zobrazit', 'Nepřečtené');
    await waitFor(async () => expect(items(await list(canvas))).toHaveLength(3));
  },
};

export const FailedOnly: Story = {
  name: 'List – status failed, then no match',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    await choose(canvas, 'Stav doručení', 'Selhalo');
    const shown = items(await list(canvas));
    for (const item of shown) await expect(item).toHaveTextContent('Selhalo');
    await choose(canvas, 'Zobrazit', 'Nepřečtené');
    await choose(canvas, 'Stav doručení', 'Čeká');
    await seen(await canvas.findByText('Žádné notifikace neodpovídají filtrům'));
  },
};

export const MarkRead: Story = {
  name: 'List – mark one read',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = items(await list(canvas))[0];
    if (!first) throw new Error('no notification');
    const button = within(first).getByRole('button', { name: /^Přečteno\s*:/ });
    await userEvent.click(button);
    await waitFor(() => expect(within(first).queryByRole('button', { name: /^Přečteno\s*:/ })).toBeNull());
  },
};

export const MarkAllRead: Story = {
  name: 'List – mark all read',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Označit vše jako přečtené' }));
    await expect(await toast('Všechny notifikace jsou přečtené')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryAllByText('Nepřečteno')).toHaveLength(0));
  },
};

export const DeleteOne: Story = {
  name: 'List – delete one',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = items(await list(canvas))[0];
    if (!first) throw new Error('no notification');
    await userEvent.click(within(first).getByRole('button', { name: /^Smazat\s*:/ }));
    await expect(await toast('Notifikace byla smazána')).toBeInTheDocument();
    await waitFor(async () => expect(items(await list(canvas))).toHaveLength(7));
  },
};

export const DeleteAll: Story = {
  name: 'List – delete all with confirmation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat vše' }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat vše' }));
    await expect(await toast('Smazáno 8 notifikací')).toBeInTheDocument();
    await seen(await canvas.findByText('Žádné notifikace'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteFailed: Story = {
  name: 'List – delete fails',
  beforeEach({ msw }) {
    msw.use(failRequest('delete', '/api/notifications/:id'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = items(await list(canvas))[0];
    if (!first) throw new Error('no notification');
    await userEvent.click(within(first).getByRole('button', { name: /^Smazat\s*:/ }));
    await expect(await toast('Notifikaci se nepodařilo smazat')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'List – no notifications',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Žádné notifikace'));
    await expect(canvas.getByRole('button', { name: 'Smazat vše' })).toBeDisabled();
  },
};

export const Loading: Story = {
  name: 'List – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/notifications'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Načítání notifikací...' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/notifications'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Notifikace se nepodařilo načíst');
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await list(within(canvasElement));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Settings: Story = {
  name: 'Settings – per-event toggles',
  args: { path: '/notifications/settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', { name: 'E-mail: Incident otevřen' });
    await expect(email).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'V aplikaci: Týdenní souhrn' })).not.toBeChecked();
    // A domain check's expiry warning is chosen like the certificate's, both on by default.
    await expect(canvas.getByRole('switch', { name: 'E-mail: Doména brzy vyprší' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: /Kanály notifikací/ })).toHaveAttribute(
      'href',
      '/settings/notifications/channels',
    );
  },
};

export const SettingsToggle: Story = {
  name: 'Settings – toggle by keyboard',
  args: { path: '/settings/notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', { name: 'E-mail: Incident otevřen' });
    email.focus();
    await userEvent.keyboard(' ');
    await expect(await toast('Nastavení notifikací bylo uloženo')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'E-mail: Incident otevřen' })).not.toBeChecked());
  },
};

export const SettingsSaveFailed: Story = {
  name: 'Settings – save fails',
  args: { path: '/settings/notifications' },
  beforeEach({ msw }) {
    msw.use(failRequest('put', '/api/user/notification-settings'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'V aplikaci: Web pozastaven' }));
    await expect(await toast('Nastavení notifikací se nepodařilo uložit')).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'V aplikaci: Web pozastaven' })).toBeChecked();
  },
};

export const SettingsEnglish: Story = {
  name: 'Settings – English',
  args: { path: '/notifications/settings' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'In the app: Incident resolved' })).toBeChecked();
  },
};

export const SettingsLoading: Story = {
  name: 'Settings – loading',
  args: { path: '/notifications/settings' },
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/user/notification-settings'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Načítání nastavení...' }),
    ).toBeInTheDocument();
  },
};

export const SettingsError: Story = {
  name: 'Settings – error with retry',
  args: { path: '/notifications/settings' },
  beforeEach({ msw }) {
    msw.use(failGet('/api/user/notification-settings'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Nastavení notifikací se nepodařilo načíst',
    );
  },
};

export const SettingsNarrow: Story = {
  name: 'Settings – 360 px',
  args: { path: '/notifications/settings' },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('switch', { name: 'E-mail: Incident otevřen' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
