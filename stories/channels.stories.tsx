import { fixtureId, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import {
  body,
  failGet,
  failRequest,
  named,
  narrowGlobals,
  narrowViewport,
  pendingGet,
  seen,
  toast,
} from './screen-states';

// /settings/notifications/channels (list, create, edit) and /settings/notifications/rules (list, create, edit) in every
// state: populated, English, empty, loading, error with retry, not found, validation per channel type, send test (ok
// and failed), enable / disable, delete with confirmation, rules with quiet hours and escalation, 360 px.

const meta = {
  title: 'Screens/Notification channels and rules',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/settings/notifications/channels' },
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

const CHANNELS = '/settings/notifications/channels';
const RULES = '/settings/notifications/rules';
const heading = (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('heading', { name, level: 1 });

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

export const Channels: Story = {
  name: 'Channels – every type',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'E-mail pohotovosti' }));
    for (const type of ['Webhook', 'Slack', 'Discord', 'Microsoft Teams', 'Telegram']) {
      await expect(canvas.getAllByText(type).length).toBeGreaterThan(0);
    }
    await seen(canvas.getByText(/nepotvrzeno/));
    await seen(canvas.getByText('Příjemce odpověděl 503'));
    await expect(canvas.getByRole('switch', { name: named('Zapnutý', 'Discord') })).not.toBeChecked();
    await seen(canvas.getByText('Zatím nic neodešlo'));
  },
};

export const ChannelsEnglish: Story = {
  name: 'Channels – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Notification channels'));
    await expect(await canvas.findByRole('button', { name: named('Send test', 'Slack #provoz') })).toBeEnabled();
  },
};

export const SendTestOk: Story = {
  name: 'Channels – send test, delivered',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: named('Poslat test', 'Slack #provoz') }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="card"] p[role="status"]')).toHaveTextContent(
        'Testovací zpráva doručena (182 ms)',
      ),
    );
  },
};

export const SendTestFailed: Story = {
  name: 'Channels – send test, failed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: named('Poslat test', 'Webhook do ticketů') }));
    await seen(
      await canvas.findByText('Testovací zprávu se nepodařilo doručit: Příjemce odpověděl 503 Service Unavailable', {}),
    );
  },
};

export const Disable: Story = {
  name: 'Channels – disable (keyboard)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: named('Zapnutý', 'Slack #provoz') });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(await toast('Kanál byl vypnut')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: named('Zapnutý', 'Slack #provoz') })).not.toBeChecked(),
    );
  },
};

export const DeleteChannel: Story = {
  name: 'Channels – delete with confirmation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: named('Smazat', 'Telegram') }));
    const dialog = await body().findByRole('alertdialog');
    await seen(within(dialog).getByText('Smazat kanál Telegram?'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await expect(await toast('Kanál byl smazán')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Telegram' })).toBeNull());
    // Focus returns to the page after the dialog and may scroll it: photograph it from the top.
    window.scrollTo(0, 0);
  },
};

export const ChannelsEmpty: Story = {
  name: 'Channels – none yet',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Zatím nemáte žádný kanál'));
    // Every type of the contract, the last ones added too.
    await seen(
      canvas.getByText(
        /^Přidejte kanál, kam budou zprávy chodit: E-mail, Webhook, .* Opsgenie, SMS nebo Oznámení v prohlížeči\.$/,
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Přidat kanál' })).toHaveAttribute('href', `${CHANNELS}/create`);
  },
};

export const ChannelsLoading: Story = {
  name: 'Channels – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/notification-channels'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání kanálů...' })).toBeInTheDocument();
  },
};

export const ChannelsError: Story = {
  name: 'Channels – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/notification-channels'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Kanály se nepodařilo načíst');
  },
};

export const ChannelsNarrow: Story = {
  name: 'Channels – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'E-mail pohotovosti' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const CreateEmailValidation: Story = {
  name: 'Create – e-mail validation',
  args: { path: `${CHANNELS}/create` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Nový kanál'));
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailové adresy/ }), 'ops@example.cz\nspatne@');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit kanál' }));
    await seen(await canvas.findByText('Zadejte název kanálu.'));
    await seen(canvas.getByText('Neplatná e-mailová adresa: spatne@'));
  },
};

export const CreateTelegramValidation: Story = {
  name: 'Create – Telegram validation',
  args: { path: `${CHANNELS}/create` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nový kanál');
    await choose(canvas, 'Typ kanálu', 'Telegram');
    await userEvent.type(canvas.getByRole('textbox', { name: /ID chatu/ }), 'kanal');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit kanál' }));
    await seen(await canvas.findByText('Zadejte token bota.'));
    await seen(canvas.getByText('Neplatné ID chatu.'));
  },
};

export const CreateSlack: Story = {
  name: 'Create – Slack, created',
  args: { path: `${CHANNELS}/create` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nový kanál');
    await userEvent.type(canvas.getByRole('textbox', { name: /Název/ }), 'Slack #alerty');
    await choose(canvas, 'Typ kanálu', 'Slack');
    const url = canvas.getByRole('textbox', { name: /Adresa webhooku/ });
    await userEvent.type(url, 'hooks.slack.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit kanál' }));
    await seen(await canvas.findByText('Zadejte platnou adresu začínající http:// nebo https://.'));
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.slack.com/services/T1/B1/abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit kanál' }));
    await expect(await toast('Kanál byl vytvořen')).toBeInTheDocument();
    await seen(await canvas.findByRole('heading', { name: 'Slack #alerty' }));
  },
};

export const CreateWebhookEnglish: Story = {
  name: 'Create – webhook, English',
  args: { path: `${CHANNELS}/create` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'New channel');
    await choose(canvas, 'Channel type', 'Webhook');
    await userEvent.type(canvas.getByLabelText(/Signing secret/, { selector: 'input' }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create channel' }));
    await seen(await canvas.findByText('Enter the webhook address.'));
    await seen(canvas.getByText('The secret must have 16 to 256 characters.'));
  },
};

export const CreateServerError: Story = {
  name: 'Create – server error',
  args: { path: `${CHANNELS}/create` },
  beforeEach({ msw }) {
    msw.use(failRequest('post', '/api/notification-channels'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nový kanál');
    await userEvent.type(canvas.getByRole('textbox', { name: /Název/ }), 'Pohotovost');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mailové adresy/ }), 'ops@example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit kanál' }));
    await expect(await toast('Kanál se nepodařilo uložit')).toBeInTheDocument();
  },
};

export const EditWebhook: Story = {
  name: 'Edit – webhook keeps its secret',
  args: { path: `${CHANNELS}/${fixtureId(2, 20)}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const url = await canvas.findByRole('textbox', { name: /Adresa webhooku/ });
    await expect(url).toHaveValue('https://hooks.example.cz/hlidka');
    await seen(canvas.getByText('Nechte prázdné, aby zůstal současný klíč.'));
    await expect(canvas.getByRole('button', { name: /Typ kanálu$/ })).toBeDisabled();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.cz/v2');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await expect(await toast('Kanál byl uložen')).toBeInTheDocument();
    await seen(await canvas.findByText(/hooks\.example\.cz\/v2/));
  },
};

export const EditNotFound: Story = {
  name: 'Edit – not found',
  args: { path: `${CHANNELS}/${fixtureId(999, 20)}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Kanál nebyl nalezen' }));
    await expect(canvas.getByRole('link', { name: 'Zpět na kanály' })).toHaveAttribute('href', CHANNELS);
  },
};

export const Rules: Story = {
  name: 'Rules – list',
  args: { path: RULES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Výpadky e-shopu' }));
    await seen(await canvas.findByText('E-mail pohotovosti, Slack #provoz'));
    await seen(canvas.getByText('22:00–07:00 (Europe/Prague)'));
    await seen(canvas.getByText('po 15 min bez potvrzení do: Telegram'));
    await seen(canvas.getByText('Weby 1 týmu'));
  },
};

export const RulesEnglish: Story = {
  name: 'Rules – English',
  args: { path: RULES },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Notification rules'));
    await seen(await canvas.findByText('every 30 min'));
  },
};

export const RulesEmpty: Story = {
  name: 'Rules – none yet',
  args: { path: RULES },
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Zatím nemáte žádné pravidlo'));
  },
};

export const RulesError: Story = {
  name: 'Rules – error with retry',
  args: { path: RULES },
  beforeEach({ msw }) {
    msw.use(failGet('/api/notification-rules'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Pravidla se nepodařilo načíst');
  },
};

export const RulesLoading: Story = {
  name: 'Rules – loading',
  args: { path: RULES },
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/notification-rules'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Načítání pravidel...' }),
    ).toBeInTheDocument();
  },
};

export const DeleteRule: Story = {
  name: 'Rules – disable and delete',
  args: { path: RULES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Pravidlo Výpadky e-shopu zapnuté' }));
    await expect(await toast('Pravidlo bylo vypnuto')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: named('Smazat', 'Pravidlo 3') }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await expect(await toast('Pravidlo bylo smazáno')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Pravidlo 3' })).toBeNull());
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const RulesNarrow: Story = {
  name: 'Rules – 360 px',
  args: { path: RULES },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Výpadky e-shopu' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const CreateRuleValidation: Story = {
  name: 'Rule create – validation',
  args: { path: `${RULES}/create` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nové pravidlo');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Incident otevřen' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Incident vyřešen' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Vybrané weby' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Zapnout tichý režim' }));
    const end = canvas.getByRole('textbox', { name: 'Do (HH:MM)' });
    await userEvent.clear(end);
    await userEvent.type(end, '22:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit pravidlo' }));
    await seen(await canvas.findByText('Zadejte název pravidla.'));
    await seen(canvas.getByText('Vyberte alespoň jednu událost.'));
    await seen(canvas.getByText('Vyberte alespoň jeden web.'));
    await seen(canvas.getByText('Vyberte alespoň jeden kanál.'));
    await seen(canvas.getByText('Začátek a konec se musí lišit.'));
  },
};

export const CreateRule: Story = {
  name: 'Rule create – teams, quiet hours, escalation',
  args: { path: `${RULES}/create` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nové pravidlo');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Název/ }), 'Noční služba');
    // A section's heading names the one group in it; the same words are not repeated as the group's label.
    await expect(canvas.getByRole('group', { name: 'Kanály' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Kanály')).toHaveLength(1);
    await expect(canvas.getByRole('radiogroup', { name: 'Na které weby se pravidlo vztahuje' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Na které weby se pravidlo vztahuje')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Weby vybraných týmů' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Provoz' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Slack #provoz (Slack)' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Zapnout tichý režim' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'So' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Eskalovat nepotvrzený incident' }));
    const escalation = canvas.getByRole('group', { name: 'Eskalovat do kanálů' });
    await userEvent.click(within(escalation).getByRole('checkbox', { name: 'Telegram (Telegram)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit pravidlo' }));
    await expect(await toast('Pravidlo bylo vytvořeno')).toBeInTheDocument();
    await seen(await canvas.findByRole('heading', { name: 'Noční služba' }));
  },
};

export const CreateRuleNoChannels: Story = {
  name: 'Rule create – no channel yet',
  args: { path: `${RULES}/create` },
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Nejdřív přidejte kanál'));
    await expect(canvas.getByRole('link', { name: 'Přidat kanál' })).toHaveAttribute('href', `${CHANNELS}/create`);
  },
};

export const EditRuleEnglish: Story = {
  name: 'Rule edit – English',
  args: { path: `${RULES}/${fixtureId(1, 21)}/edit` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Name/ })).toHaveValue('Výpadky e-shopu');
    await expect(canvas.getByRole('radio', { name: 'Selected websites' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Escalate an unacknowledged incident' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Every (minutes)' })).toHaveValue('30');
  },
};

export const EditRuleSave: Story = {
  name: 'Rule edit – save',
  args: { path: `${RULES}/${fixtureId(2, 21)}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByRole('textbox', { name: 'Od (HH:MM)' });
    await userEvent.clear(start);
    await userEvent.type(start, '23:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await expect(await toast('Pravidlo bylo uloženo')).toBeInTheDocument();
    await seen(await canvas.findByText('23:00–07:00 (Europe/Prague)'));
  },
};

export const EditRuleNotFound: Story = {
  name: 'Rule edit – not found',
  args: { path: `${RULES}/${fixtureId(999, 21)}/edit` },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Pravidlo nebylo nalezeno' }));
  },
};

export const RuleFormNarrow: Story = {
  name: 'Rule edit – 360 px',
  args: { path: `${RULES}/${fixtureId(1, 21)}/edit` },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: /Název/ });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
