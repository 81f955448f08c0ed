import { createNotification, createUser, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppErrorScreen } from '../packages/app/src/error-boundary';
import { AppStory, localeOf } from './app-story';
import { body, failRequest, seen, toast } from './screen-states';

const meta = {
  title: 'Screens/Shell',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: '/dashboard' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
    // Toasts live in a module-wide store: one story's notices must not show in the next one's screenshot.
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  name: 'Dashboard (placeholder) – populated bell',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nástěnka', level: 1 })).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Hlavní navigace' });
    await expect(within(nav).getByRole('link', { name: 'Nástěnka' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('button', { name: /nepřečten/ })).toBeInTheDocument();
  },
};

export const BellOpen: Story = {
  name: 'Bell – open, populated',
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /nepřečten/ }));
    await seen(await body().findByText('Označit vše jako přečtené'));
    await expect(body().getByText('Zobrazit všechny notifikace')).toBeVisible();
  },
};

export const BellEmpty: Story = {
  name: 'Bell – empty (notifications not served yet)',
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/notifications/unread-count', () =>
        HttpResponse.json({ success: false, message: 'No route found' }, { status: 404 }),
      ),
      http.get('*/api/notifications', () =>
        HttpResponse.json({ success: false, message: 'No route found' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nástěnka', level: 1 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Notifikace' }));
    await seen(await body().findByText('Žádné notifikace'));
    await userEvent.keyboard('{Escape}');
  },
};

export const TermsDialog: Story = {
  name: 'Terms dialog open',
  args: { user: createUser({ termsAccepted: false }) },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/user', () => HttpResponse.json({ success: true, data: createUser({ termsAccepted: false }) })),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Přijmout' })).toBeDisabled();
  },
};

export const Offline: Story = {
  name: 'Offline banner',
  beforeEach() {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    return () => {
      delete (navigator as { onLine?: boolean }).onLine;
      if (original) window.dispatchEvent(new Event('online'));
    };
  },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Jste offline'));
  },
};

export const ShortcutHelp: Story = {
  name: 'Shortcut help (Alt+0)',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Nástěnka', level: 1 });
    await userEvent.keyboard('{Alt>}0{/Alt}');
    const help = await body().findByRole('dialog', { name: 'Klávesové zkratky' });
    await waitFor(() => expect(help).toBeVisible());
  },
};

export const ErrorScreenAfterThreeErrors: Story = {
  name: 'Error screen after 3 errors',
  render: (_args, { globals }) => (
    <AppStory path="/login" signedIn={false} locale={localeOf(globals)}>
      <AppErrorScreen errorCount={3} />
    </AppStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Něco se pokazilo' }));
    await expect(canvas.getByRole('button', { name: 'Resetovat aplikaci' })).toBeVisible();
  },
};

export const TermsAccepted: Story = {
  name: 'Terms dialog – accepted',
  args: { user: createUser({ termsAccepted: false }) },
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    let accepted = false;
    msw.use(
      http.get('*/api/user', () => HttpResponse.json({ success: true, data: createUser({ termsAccepted: accepted }) })),
      http.post('*/api/user/accept-terms', () => {
        accepted = true;
        return HttpResponse.json({ success: true, data: createUser({ termsAccepted: true }) });
      }),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přijmout' }));
    await expect(await body().findByText('Podmínky byly odsouhlaseny')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const TermsSimulated: Story = {
  name: 'Terms dialog – no such route (simulated)',
  args: { user: createUser({ termsAccepted: false }) },
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/user', () => HttpResponse.json({ success: true, data: createUser({ termsAccepted: false }) })),
      http.post('*/api/user/accept-terms', () =>
        HttpResponse.json({ success: false, message: 'No route found' }, { status: 404 }),
      ),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přijmout' }));
    await expect(await body().findByText('Podmínky byly odsouhlaseny (simulováno)')).toBeInTheDocument();
  },
};

export const TermsFailed: Story = {
  name: 'Terms dialog – failure',
  args: { user: createUser({ termsAccepted: false }) },
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/user', () => HttpResponse.json({ success: true, data: createUser({ termsAccepted: false }) })),
      http.post('*/api/user/accept-terms', () =>
        HttpResponse.json({ success: false, code: 'BAD_REQUEST', message: 'Chyba' }, { status: 400 }),
      ),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přijmout' }));
    await expect(await body().findByText('Došlo k chybě při odsouhlasení podmínek')).toBeInTheDocument();
  },
};

/** Sets local storage keys for one story and puts the old values back afterwards. */
function withStorage(entries: Record<string, string>) {
  const before = Object.fromEntries(Object.keys(entries).map((key) => [key, localStorage.getItem(key)]));
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  return () => {
    for (const [key, value] of Object.entries(before)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  };
}

export const DashboardEnglish: Story = {
  name: 'Dashboard – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Websites' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: /unread/ })).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  name: 'Sidebar collapsed',
  beforeEach: () => withStorage({ 'sidebar-collapsed': 'true' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('button', { name: 'Rozbalit menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Hlavní navigace' });
    // Icons only, the names stay for assistive technology.
    await expect(within(nav).getByRole('link', { name: 'Weby' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  name: 'Dark theme',
  globals: { theme: 'dark' },
  beforeEach: () => withStorage({ theme: 'dark' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nástěnka', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tmavý režim' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MobileDrawerOpen: Story = {
  name: 'Mobile – drawer open',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Otevřít menu' }));
    const drawer = await body().findByRole('dialog', { name: 'Hlavní navigace' });
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Weby' })).toBeVisible());
    await expect(within(drawer).getByRole('button', { name: 'Zavřít menu' })).toBeVisible();
  },
};

/**
 * Three unread (an outage, a recovery, a certificate) and two read (a pause, an acknowledgement),
 * served by handlers that keep their state: mark-all-read changes what the next GET answers. Times relative to the
 * real clock, so the relative labels stay put.
 */
function bellHandlers(markAllRead: 'works' | 'fails' = 'works') {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  let notifications = [
    createNotification(1, { isRead: false, createdAt: minutesAgo(5) }),
    createNotification(2, { isRead: false, createdAt: minutesAgo(30) }),
    createNotification(3, { isRead: false, createdAt: minutesAgo(3 * 60) }),
    createNotification(4, { isRead: true, createdAt: minutesAgo(26 * 60) }),
    createNotification(5, { isRead: true, createdAt: minutesAgo(5 * 24 * 60) }),
  ];
  const unread = () => notifications.filter((notification) => !notification.isRead).length;
  return [
    http.get('*/api/notifications/unread-count', () => HttpResponse.json({ success: true, data: { count: unread() } })),
    http.get('*/api/notifications', () => HttpResponse.json({ success: true, data: { notifications } })),
    markAllRead === 'fails'
      ? failRequest('post', '/api/notifications/mark-all-read')
      : http.post('*/api/notifications/mark-all-read', () => {
          const count = unread();
          notifications = notifications.map((notification) => ({ ...notification, isRead: true }));
          return HttpResponse.json({ success: true, data: { count } });
        }),
  ];
}

const openBell = async (canvasElement: HTMLElement, name: RegExp, title: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return body().findByRole('dialog', { name: title });
};

export const BellUnreadAndRead: Story = {
  name: 'Bell – unread and read, every severity',
  beforeEach({ msw }) {
    msw.use(...bellHandlers());
  },
  play: async ({ canvasElement }) => {
    const dropdown = await openBell(canvasElement, /3 nepřečtené/, 'Notifikace');
    await seen(await within(dropdown).findByText('Web E-shop je nedostupný'));
    // A short message in words, no stored e-mail text and no addresses.
    await expect(within(dropdown).getByText('Příčina: Vypršel časový limit')).toBeVisible();
    await expect(within(dropdown).getByText('Platnost certifikátu končí za 7 dní.')).toBeVisible();
    await expect(within(dropdown).queryByText(/https?:/)).toBeNull();
    // Severity for screen readers: the outage is not a green tick.
    for (const label of ['Výpadek', 'Vyřešeno', 'Upozornění', 'Informace']) {
      await expect(within(dropdown).getAllByText(label).length).toBeGreaterThan(0);
    }
    await expect(within(dropdown).getAllByText('(Nepřečteno)')).toHaveLength(3);
    await expect(within(dropdown).getAllByRole('button', { name: /^Přečteno: / })).toHaveLength(3);
    const incidentLinks = within(dropdown).getAllByRole('link', { name: 'Incident' });
    await expect(incidentLinks.map((link) => link.getAttribute('href')?.startsWith('/incidents/'))).toEqual([
      true,
      true,
    ]);
  },
};

export const BellUnreadAndReadEnglish: Story = {
  name: 'Bell – unread and read, every severity – English',
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...bellHandlers());
  },
  play: async ({ canvasElement }) => {
    const dropdown = await openBell(canvasElement, /3 unread/, 'Notifications');
    // Stored as a code while the reader read Czech: worded in English now.
    await seen(await within(dropdown).findByText('E-shop is down'));
    await expect(within(dropdown).getByText('Cause: Timed out')).toBeVisible();
    await expect(within(dropdown).getByText('The certificate expires in 7 days.')).toBeVisible();
    await expect(within(dropdown).getAllByText('(Unread)')).toHaveLength(3);
    await expect(within(dropdown).getAllByRole('button', { name: /^Read: / })).toHaveLength(3);
  },
};

export const BellMarkAllRead: Story = {
  name: 'Bell – after Označit vše jako přečtené',
  beforeEach({ msw }) {
    msw.use(...bellHandlers());
  },
  play: async ({ canvasElement }) => {
    const dropdown = await openBell(canvasElement, /3 nepřečtené/, 'Notifikace');
    await seen(await within(dropdown).findByText('Web E-shop je nedostupný'));
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Označit vše jako přečtené' }));
    // No item keeps its 'Přečteno', its dot or its unread label, and the badge is gone.
    await waitFor(() => expect(within(dropdown).queryAllByRole('button', { name: /^Přečteno/ })).toEqual([]));
    await expect(within(dropdown).queryAllByText('(Nepřečteno)')).toEqual([]);
    await expect(dropdown.querySelectorAll('[data-slot="unread-dot"]')).toHaveLength(0);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Notifikace' })).toBeInTheDocument());
    await expect(within(dropdown).getByRole('button', { name: 'Označit vše jako přečtené' })).toBeDisabled();
  },
};

export const BellMarkAllReadFails: Story = {
  name: 'Bell – Označit vše jako přečtené fails and rolls back',
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(...bellHandlers('fails'));
  },
  play: async ({ canvasElement }) => {
    const dropdown = await openBell(canvasElement, /3 nepřečtené/, 'Notifikace');
    await seen(await within(dropdown).findByText('Web E-shop je nedostupný'));
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Označit vše jako přečtené' }));
    // Read at once (optimistic), unread again when the server refuses.
    await waitFor(() => expect(within(dropdown).getAllByRole('button', { name: /^Přečteno: / })).toHaveLength(3));
    await expect(within(dropdown).getAllByText('(Nepřečteno)')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('button', { name: /3 nepřečtené/ })).toBeInTheDocument();
  },
};

export const UpdateBanner: Story = {
  name: 'Update banner',
  render: (args, { globals }) => <AppStory {...args} checkForUpdates locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(http.get('*/version.json', () => HttpResponse.json({ version: '1.1.0' })));
  },
  play: async () => {
    await seen(await body().findByText('Dostupná aktualizace'));
    await expect(body().getByRole('button', { name: 'Aktualizovat' })).toBeEnabled();
    await expect(body().getByRole('button', { name: 'Později' })).toBeEnabled();
  },
};

export const ErrorScreenEnglish: Story = {
  name: 'Error screen after 3 errors – English',
  globals: { locale: 'en' },
  render: (_args, { globals }) => (
    <AppStory path="/login" signedIn={false} locale={localeOf(globals)}>
      <AppErrorScreen errorCount={3} />
    </AppStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Something went wrong' }));
    await expect(canvas.getByRole('button', { name: 'Reset application' })).toBeVisible();
  },
};

export const TermsDialogEnglish: Story = {
  name: 'Terms dialog – English',
  globals: { locale: 'en' },
  args: { user: createUser({ termsAccepted: false }) },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/user', () => HttpResponse.json({ success: true, data: createUser({ termsAccepted: false }) })),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
  },
};

export const ShortcutHelpEnglish: Story = {
  name: 'Shortcut help (Alt+0) – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Dashboard', level: 1 });
    await userEvent.keyboard('{Alt>}0{/Alt}');
    const help = await body().findByRole('dialog', { name: 'Keyboard shortcuts' });
    await waitFor(() => expect(help).toBeVisible());
  },
};

/** The header's language switch (a group named after its legend). */
const languageSwitch = (canvasElement: HTMLElement, legend: string) =>
  within(within(canvasElement).getByRole('group', { name: legend }));

/** Bodies of PUT /api/user/settings in the story that is running. */
const savedSettings: unknown[] = [];

export const LanguageSwitchSaves: Story = {
  name: 'Language switch – signed in, saved to the profile',
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    savedSettings.length = 0;
    msw.use(
      http.put('*/api/user/settings', async ({ request }) => {
        const settings = await request.json();
        savedSettings.push(settings);
        return HttpResponse.json({ success: true, data: { settings } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Nástěnka', level: 1 }));
    await userEvent.click(languageSwitch(canvasElement, 'Jazyk').getByRole('button', { name: 'English' }));
    await seen(await canvas.findByRole('heading', { name: 'Dashboard', level: 1 }));
    await waitFor(() => expect(savedSettings).toEqual([{ language: 'en' }]));
    // Profile → Language shows the choice.
    await userEvent.click(canvas.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Profile' }));
    const english = await canvas.findByRole('radio', { name: 'English' });
    await expect(english).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Čeština' })).not.toBeChecked();
    // And back from the header: saved again, and the profile follows.
    await userEvent.click(languageSwitch(canvasElement, 'Language').getByRole('button', { name: 'Čeština' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Čeština' })).toBeChecked());
    await waitFor(() => expect(savedSettings).toEqual([{ language: 'en' }, { language: 'cs' }]));
  },
};

export const LanguageSwitchRefused: Story = {
  name: 'Language switch – the account refuses it',
  beforeEach({ msw }) {
    msw.use(failRequest('put', '/api/user/settings'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Nástěnka', level: 1 }));
    await userEvent.click(languageSwitch(canvasElement, 'Jazyk').getByRole('button', { name: 'English' }));
    // English at once, Czech again when the account refuses it.
    // The pointer on the toast holds it (as for a reader), so a slow machine still photographs it.
    await userEvent.hover(await toast('Jazyk se nepodařilo uložit k účtu'));
    await seen(await canvas.findByRole('heading', { name: 'Nástěnka', level: 1 }));
    await expect(languageSwitch(canvasElement, 'Jazyk').getByRole('button', { name: 'Čeština' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const LanguageSwitchRefusedEnglish: Story = {
  name: 'Language switch – the account refuses it, English',
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(failRequest('put', '/api/user/settings'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Dashboard', level: 1 }));
    await userEvent.click(languageSwitch(canvasElement, 'Language').getByRole('button', { name: 'Čeština' }));
    // The pointer on the toast holds it (as for a reader), so a slow machine still photographs it.
    await userEvent.hover(await toast('The language could not be saved to your account'));
    await seen(await canvas.findByRole('heading', { name: 'Dashboard', level: 1 }));
    await expect(languageSwitch(canvasElement, 'Language').getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
