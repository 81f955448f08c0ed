import { createUser, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppErrorScreen } from '../packages/app/src/error-boundary';
import { AppStory, localeOf } from './app-story';

const meta = {
  title: 'Screens/Shell',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Dashboard: Story = {
  name: 'Dashboard (placeholder) – populated bell',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nástěnka', level: 1 })).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Hlavní navigace' });
    await expect(within(nav).getByRole('link', { name: 'Nástěnka' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('button', { name: /nepřečten/ }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const BellOpen: Story = {
  name: 'Bell – open, populated',
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /nepřečten/ }, { timeout: 5000 }));
    await expect(await body().findByText('Označit vše jako přečtené')).toBeVisible();
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
    await expect(await body().findByText('Žádné notifikace')).toBeVisible();
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
    const dialog = await body().findByRole('alertdialog', {}, { timeout: 5000 });
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
    await expect(await within(canvasElement).findByText('Jste offline')).toBeVisible();
  },
};

export const ShortcutHelp: Story = {
  name: 'Shortcut help (Alt+0)',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Nástěnka', level: 1 });
    await userEvent.keyboard('{Alt>}0{/Alt}');
    await expect(await body().findByRole('dialog', { name: 'Klávesové zkratky' })).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { name: 'Něco se pokazilo' })).toBeVisible();
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
    const dialog = await body().findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přijmout' }));
    await expect(await body().findByText('Podmínky byly odsouhlaseny', {}, { timeout: 5000 })).toBeInTheDocument();
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
    const dialog = await body().findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přijmout' }));
    await expect(
      await body().findByText('Podmínky byly odsouhlaseny (simulováno)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
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
    const dialog = await body().findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přijmout' }));
    await expect(
      await body().findByText('Došlo k chybě při odsouhlasení podmínek', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
