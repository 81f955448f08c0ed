import type { NotificationChannel } from '@hlidka/contract';
import { ok, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, named, narrowGlobals, narrowViewport, seen, toast } from './screen-states';
import { stubBrowserPush } from './stub-browser-push';

// The channel types added through the channel recipe (issue 28, item 7): each one created through the form in Czech
// and sent a test, and its form filled in English.

const meta = {
  title: 'Screens/Notification channel types',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/settings/notifications/channels/create' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
  afterEach() {
    clearToasts();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Choose the type and fill the fields (label pattern → value; a secret is found as a password input). */
async function fill(canvas: Canvas, typeLabel: string, type: string, fields: [RegExp, string][]) {
  await canvas.findByRole('heading', { level: 1 });
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${typeLabel}$`) }));
  await userEvent.click(await body().findByRole('option', { name: type }));
  for (const [label, value] of fields) {
    await userEvent.type(canvas.getByLabelText(label, { selector: 'input, textarea' }), value);
  }
}

/** Create the channel through the Czech form, then send it a test from its card. */
async function createAndTest(
  canvasElement: HTMLElement,
  type: string,
  name: string,
  fields: [RegExp, string][],
  more?: (canvas: Canvas) => Promise<void>,
) {
  const canvas = within(canvasElement);
  await fill(canvas, 'Typ kanálu', type, [[/Název/, name], ...fields]);
  await more?.(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit kanál' }));
  await expect(await toast('Kanál byl vytvořen')).toBeInTheDocument();
  await seen(await canvas.findByRole('heading', { name }));
  await userEvent.click(canvas.getByRole('button', { name: named('Poslat test', name) }));
  // The card's own line (a toast says the same).
  await waitFor(() =>
    expect(canvas.getByText('Testovací zpráva doručena (182 ms)', { selector: '[role="status"]' })).toBeVisible(),
  );
  clearToasts();
  // Clicking scrolled the page: photograph it from the top (the new channel is the last card).
  window.scrollTo(0, 0);
}

/** Fill the English form (not sent), showing the type's fields and hints. */
async function englishForm(canvasElement: HTMLElement, type: string, fields: [RegExp, string][]) {
  const canvas = within(canvasElement);
  await fill(canvas, 'Channel type', type, [[/Name/, `${type} on-call`], ...fields]);
}

export const Mattermost: Story = {
  name: 'Mattermost – created, test sent',
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'Mattermost', 'Mattermost ~provoz', [
      [/Adresa webhooku/, 'https://chat.example.cz/hooks/abc123'],
    ]),
};

export const MattermostEnglish: Story = {
  name: 'Mattermost – English form',
  globals: { locale: 'en' },
  play: ({ canvasElement }) =>
    englishForm(canvasElement, 'Mattermost', [[/Webhook address/, 'https://chat.example.com/hooks/abc123']]),
};

export const GoogleChat: Story = {
  name: 'Google Chat – created, test sent',
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'Google Chat', 'Google Chat Provoz', [
      [/Adresa webhooku/, 'https://chat.googleapis.com/v1/spaces/AAAA/messages?key=k&token=t'],
    ]),
};

export const GoogleChatEnglish: Story = {
  name: 'Google Chat – English form',
  globals: { locale: 'en' },
  play: ({ canvasElement }) =>
    englishForm(canvasElement, 'Google Chat', [
      [/Webhook address/, 'https://chat.googleapis.com/v1/spaces/AAAA/messages?key=k&token=t'],
    ]),
};

export const Ntfy: Story = {
  name: 'ntfy – created, test sent',
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'ntfy', 'ntfy pohotovost', [
      [/Adresa serveru/, 'https://ntfy.sh'],
      [/Téma/, 'hlidka-provoz-7f3a'],
      [/Přístupový token/, 'tk_abcdef123456'],
    ]),
};

export const NtfyEnglish: Story = {
  name: 'ntfy – English form',
  globals: { locale: 'en' },
  play: ({ canvasElement }) =>
    englishForm(canvasElement, 'ntfy', [
      [/Server address/, 'https://ntfy.example.com'],
      [/Topic/, 'hlidka-ops'],
    ]),
};

export const Gotify: Story = {
  name: 'Gotify – created, test sent',
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'Gotify', 'Gotify doma', [
      [/Adresa serveru/, 'https://gotify.example.cz'],
      [/Token aplikace/, 'AbCdEf.123456'],
    ]),
};

export const GotifyEnglish: Story = {
  name: 'Gotify – English form',
  globals: { locale: 'en' },
  play: ({ canvasElement }) => englishForm(canvasElement, 'Gotify', [[/Server address/, 'https://gotify.example.com']]),
};

export const Pushover: Story = {
  name: 'Pushover – created, test sent',
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'Pushover', 'Pushover Jana', [
      [/Klíč uživatele/, 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG'],
      [/Token aplikace/, 'azGDORePK8gMaC0QOYAMyEEuzJnyUi'],
    ]),
};

export const PushoverEnglish: Story = {
  name: 'Pushover – English form, a key too short',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await englishForm(canvasElement, 'Pushover', [[/User key/, 'uQiRzpo4']]);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create channel' }));
    await seen(await canvas.findByText('A user key has 30 letters and digits.'));
    await seen(canvas.getByText('Enter the application token.'));
  },
};

export const PagerDuty: Story = {
  name: 'PagerDuty – created, test sent',
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'PagerDuty', 'PagerDuty Provoz', [
      [/Integrační klíč/, 'R0123456789abcdefABCDEF012345678'],
    ]),
};

export const PagerDutyEnglish: Story = {
  name: 'PagerDuty – English form',
  globals: { locale: 'en' },
  play: ({ canvasElement }) =>
    englishForm(canvasElement, 'PagerDuty', [[/Integration key/, 'R0123456789abcdefABCDEF012345678']]),
};

/** The English form in the dark theme at 360 px. */
const darkNarrowEnglish = { locale: 'en', theme: 'dark', ...narrowGlobals };

export const Opsgenie: Story = {
  name: 'Opsgenie – created, test sent',
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'Opsgenie', 'Opsgenie Provoz', [[/Klíč API/, 'eb243592-faa2-4ba2-a551-1afdf565c889']]),
};

export const OpsgenieEnglish: Story = {
  name: 'Opsgenie – English form, dark, 360 px',
  globals: darkNarrowEnglish,
  play: async ({ canvasElement }) => {
    await englishForm(canvasElement, 'Opsgenie', [[/API key/, 'eb243592-faa2-4ba2-a551-1afdf565c889']]);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Account region$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'US and elsewhere (api.opsgenie.com)' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
    window.scrollTo(0, 0);
  },
};

export const Sms: Story = {
  name: 'SMS – the SMSbrána.cz preset, created, test sent',
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'SMS', 'SMS pohotovost', [], async (canvas) => {
      await userEvent.click(canvas.getByRole('button', { name: /Předvyplnit podle poskytovatele$/ }));
      await userEvent.click(await body().findByRole('option', { name: 'SMSbrána.cz (SMS Connect)' }));
      await waitFor(() =>
        expect(canvas.getByLabelText(/Adresa API brány/, { selector: 'input' })).toHaveValue(
          'https://api.smsbrana.cz/smsconnect/http.php',
        ),
      );
      await userEvent.type(canvas.getByLabelText(/Heslo nebo klíč brány/), 'tajne-heslo');
      await userEvent.type(canvas.getByLabelText(/Telefonní čísla/), '+420 777 123 456');
    }),
};

export const SmsEnglish: Story = {
  name: 'SMS – English form, a number not in international form, dark, 360 px',
  // The whole form in one viewport: the dark background is painted only inside it.
  parameters: {
    viewport: {
      options: {
        ...narrowViewport.viewport.options,
        tall: { name: '360 px', styles: { width: '360px', height: '1760px' } },
      },
    },
  },
  globals: { ...darkNarrowEnglish, viewport: { value: 'tall', isRotated: false } },
  play: async ({ canvasElement }) => {
    await englishForm(canvasElement, 'SMS', [
      [/Gateway API address/, 'https://sms.example.com/api/send'],
      // user-event reads '{' as the start of a key name: '{{' types one.
      [/Request template/, 'to={{phone}&text={{message}'],
      [/Phone numbers/, '777 123 456'],
    ]);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create channel' }));
    await seen(await canvas.findByText('The number 777123456 is not in international form, e.g. +44 7700 900123.'));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
    window.scrollTo(0, 0);
  },
};

export const WebPush: Story = {
  name: 'Browser notifications – this browser subscribed, created, test sent',
  beforeEach: () => stubBrowserPush('default'),
  play: ({ canvasElement }) =>
    createAndTest(canvasElement, 'Oznámení v prohlížeči', 'Notebook v kanceláři', [], async (canvas) => {
      const subscribe = canvas.getByRole('button', { name: 'Přihlásit tento prohlížeč' });
      // Enabled once the server's key is here.
      await waitFor(() => expect(subscribe).toBeEnabled());
      await userEvent.click(subscribe);
      await seen(await canvas.findByText('Přihlášeno: Chrome, Linux'));
    }),
};

export const WebPushEnglishBlocked: Story = {
  name: 'Browser notifications – English form, notifications blocked, dark, 360 px',
  globals: darkNarrowEnglish,
  beforeEach: () => stubBrowserPush('denied'),
  play: async ({ canvasElement }) => {
    await englishForm(canvasElement, 'Browser notifications', []);
    const canvas = within(canvasElement);
    await seen(await canvas.findByText(/Notifications are blocked for Hlídka in this browser/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create channel' }));
    await seen(await canvas.findByText('Subscribe this browser to notifications.'));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
    window.scrollTo(0, 0);
  },
};

/** A webpush channel whose subscription the push service called gone (404 / 410): its last delivery failed. */
const expiredPush: NotificationChannel = {
  id: '00000000-0000-4000-8000-000000000777',
  name: 'Starý notebook',
  type: 'webpush',
  enabled: true,
  config: {
    type: 'webpush',
    endpoint: 'https://push.example.com/send/old',
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    hasAuth: true,
    device: 'Firefox, Windows',
    expired: true,
  },
  lastDelivery: {
    status: 'failed',
    at: '2026-11-21T06:30:00.000Z',
    attempt: {
      at: '2026-11-21T06:30:00.000Z',
      ok: false,
      responseCode: 410,
      error: { code: 'subscription_expired', message: "HTTP 410: the browser's push subscription has expired" },
      durationMs: 96,
    },
  },
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

export const WebPushExpired: Story = {
  name: 'Browser notifications – an expired subscription on its card, then its edit form',
  args: { path: '/settings/notifications/channels' },
  parameters: { userTexts: ['Starý notebook', "HTTP 410: the browser's push subscription has expired"] },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/notification-channels', () => ok({ channels: [expiredPush] })),
      http.get(`*/api/notification-channels/${expiredPush.id}`, () => ok({ channel: expiredPush })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Prohlížeč: Firefox, Windows'));
    await seen(canvas.getByText('Odběr v tomto prohlížeči vypršel. Upravte kanál a přihlaste prohlížeč znovu.'));
    await userEvent.click(canvas.getByRole('link', { name: named('Upravit', expiredPush.name) }));
    await seen(
      await canvas.findByText('Odběr v tomto prohlížeči (Firefox, Windows) vypršel. Přihlaste prohlížeč znovu.'),
    );
    await expect(canvas.getByRole('button', { name: 'Přihlásit znovu' })).toBeVisible();
    window.scrollTo(0, 0);
  },
};

export const WebPushExpiredEnglish: Story = {
  ...WebPushExpired,
  name: 'Browser notifications – an expired subscription on its card, English, dark, 360 px',
  globals: darkNarrowEnglish,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Browser: Firefox, Windows'));
    await seen(
      canvas.getByText("This browser's subscription has expired. Edit the channel and subscribe the browser again."),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
