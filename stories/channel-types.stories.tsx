import { scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, named, narrowViewport, seen, toast } from './screen-states';

// The channel types added through the channel recipe (issue 28, item 7): each one created through the form in Czech
// and sent a test, and its form filled in English.

const meta = {
  title: 'Screens/Notification channel types',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/settings/notifications/channels/create' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    clearToasts();
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
async function createAndTest(canvasElement: HTMLElement, type: string, name: string, fields: [RegExp, string][]) {
  const canvas = within(canvasElement);
  await fill(canvas, 'Typ kanálu', type, [[/Název/, name], ...fields]);
  await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit kanál' }));
  await expect(await toast('Kanál byl vytvořen')).toBeInTheDocument();
  await seen(await canvas.findByRole('heading', { name }));
  await userEvent.click(canvas.getByRole('button', { name: named('Poslat test', name) }));
  await waitFor(() => expect(canvas.getByText('Testovací zpráva doručena (182 ms)')).toBeVisible());
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
