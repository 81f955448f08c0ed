import { failIn, ok, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { seen } from './screen-states';

const meta = {
  title: 'Screens/Sign-in',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/login', signedIn: false },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests a story's handler has answered (so a play function can wait for the answer, not for time). */
const answered = { providers: false };

async function fillLogin(canvas: ReturnType<typeof within>, email: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.type(canvas.getByLabelText('Heslo', { selector: 'input' }), 'nespravne-heslo');
  await userEvent.click(canvas.getByRole('button', { name: 'Přihlásit se' }));
}

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Přihlášení' }));
    await expect(canvas.getByRole('heading', { name: 'Hlídka', level: 1 })).toBeVisible();
    // Offered because the server says Google sign-in is set up (GET /api/auth/providers).
    await expect(await canvas.findByRole('button', { name: 'Přihlásit se přes Google' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Zaregistrujte se' })).toHaveAttribute('href', '/register');
  },
};

export const LoginWithoutGoogle: Story = {
  name: 'Login – Google sign-in not configured',
  beforeEach({ msw }) {
    answered.providers = false;
    msw.use(
      http.get('*/api/auth/providers', () => {
        answered.providers = true;
        return ok({ google: false });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Přihlášení' }));
    await waitFor(() => expect(answered.providers).toBe(true));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Přihlásit se přes Google' })).toBeNull());
    await expect(canvas.queryByText('nebo')).toBeNull();
  },
};

const googleStartFails = http.get('*/api/auth/oauth/google/authorize', ({ request }) =>
  failIn(request, 503, 'SERVICE_UNAVAILABLE', { cs: 'Google neodpovídá', en: 'Google is not answering' }),
);

export const LoginGoogleFails: Story = {
  name: 'Login – Google sign-in cannot start',
  beforeEach({ msw }) {
    msw.use(googleStartFails);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Přihlásit se přes Google' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Nepodařilo se iniciovat OAuth');
    await expect(alert).toHaveTextContent('Google neodpovídá');
    await expect(canvas.getByRole('button', { name: 'Přihlásit se přes Google' })).toBeEnabled();
  },
};

export const LoginGoogleFailsEnglish: Story = {
  name: 'Login – Google sign-in cannot start, English',
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(googleStartFails);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with Google' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('OAuth could not be started');
    await expect(alert).toHaveTextContent('Google is not answering');
  },
};

export const LoginInvalidEmail: Story = {
  name: 'Login – invalid e-mail',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLogin(canvas, 'jana@');
    await seen(await canvas.findByText('Zadejte platnou e-mailovou adresu'));
  },
};

export const LoginInvalidCredentials: Story = {
  name: 'Login – invalid credentials',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/login_check', () =>
        HttpResponse.json(
          { success: false, code: 'INVALID_CREDENTIALS', message: 'Nesprávný e-mail nebo heslo.' },
          { status: 401 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLogin(canvas, 'jana@example.cz');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Přihlášení se nezdařilo');
    await expect(alert).toHaveTextContent('Neplatný e-mail nebo heslo');
  },
};

export const LoginServerError: Story = {
  name: 'Login – server error',
  beforeEach({ msw }) {
    msw.use(...scenario('serverError'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLogin(canvas, 'jana@example.cz');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Přihlášení se nezdařilo');
  },
};

export const LoginLoading: Story = {
  name: 'Login – loading',
  beforeEach({ msw }) {
    msw.use(...scenario('slow', { latency: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillLogin(canvas, 'jana@example.cz');
    await waitFor(() =>
      expect(canvasElement.querySelector('button[type="submit"]')).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Register: Story = {
  args: { path: '/register?ref=PARTNER42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Registrace' }));
    await expect(canvas.getByText(/PARTNER42/)).toBeVisible();
  },
};

export const RegisterValidation: Story = {
  name: 'Register – validation errors',
  args: { path: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'jana@');
    await userEvent.type(canvas.getByLabelText('Heslo', { selector: 'input' }), 'kratke');
    await userEvent.type(canvas.getByLabelText('Heslo znovu', { selector: 'input' }), 'jine');
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }));
    await seen(await canvas.findByText('Heslo musí mít alespoň 8 znaků'));
    await expect(canvas.getByText('Hesla se neshodují')).toBeVisible();
    await expect(canvas.getByText('Zadejte platnou e-mailovou adresu')).toBeVisible();
    const termsError = canvas.getByText('Bez souhlasu s podmínkami se nelze registrovat');
    await expect(termsError).toBeVisible();
    // The terms' error looks like every other field's error, and is announced with its checkbox.
    const fontSize = (element: HTMLElement) => getComputedStyle(element).fontSize;
    await expect(fontSize(termsError)).toBe(fontSize(canvas.getByText('Hesla se neshodují')));
    await expect(
      canvas.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }),
    ).toHaveAccessibleDescription('Bez souhlasu s podmínkami se nelze registrovat');
    // What is agreed to can be read first, as in the terms dialog.
    await expect(canvas.getByRole('link', { name: 'Obchodní podmínky' })).toHaveAttribute(
      'href',
      'https://hlidka.cz/obchodni-podminky',
    );
    await expect(canvas.getByRole('link', { name: 'Zásady ochrany osobních údajů' })).toHaveAttribute(
      'href',
      'https://hlidka.cz/ochrana-osobnich-udaju',
    );
  },
};

export const ForgotPassword: Story = {
  args: { path: '/forgot-password' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Zapomenuté heslo' }));
  },
};

export const ForgotPasswordSent: Story = {
  name: 'Forgot password – sent',
  args: { path: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'jana@example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat odkaz' }));
    await seen(await canvas.findByRole('heading', { name: 'Zkontrolujte e-mail' }));
  },
};

export const GoogleCallbackMissingParameters: Story = {
  name: 'Google callback – missing parameters',
  args: { path: '/auth/google/callback?token=abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Chybí povinné OAuth parametry: token / user_id');
    await expect(canvas.getByRole('link', { name: 'Zpět na přihlášení' })).toHaveAttribute('href', '/login');
  },
};

export const GoogleCallbackError: Story = {
  name: 'Google callback – OAuth error',
  args: { path: '/auth/callback?error=access_denied' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('OAuth error: access_denied');
  },
};

export const LoginEnglish: Story = {
  name: 'Login – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Sign in' }));
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LoginSessionExpired: Story = {
  name: 'Login – session expired',
  args: { path: '/login?from=%2Fwebsites&reason=expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Platnost přihlášení vypršela. Přihlaste se prosím znovu.',
    );
  },
};

export const ResetPassword: Story = {
  name: 'Reset password',
  args: { path: '/reset-password?token=reset-token-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Nové heslo' }));
  },
};

export const ResetPasswordDone: Story = {
  name: 'Reset password – done',
  args: { path: '/reset-password?token=reset-token-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Nové heslo' });
    const [password, confirmation] = canvas.getAllByLabelText(/Heslo/, { selector: 'input' });
    if (!password || !confirmation) throw new Error('The reset form has two password fields');
    await userEvent.type(password, 'Nove-heslo-42');
    await userEvent.type(confirmation, 'Nove-heslo-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavit heslo' }));
    await seen(await canvas.findByText('Heslo bylo změněno. Nyní se můžete přihlásit.'));
  },
};

export const ResetPasswordMissingToken: Story = {
  name: 'Reset password – link without a token',
  args: { path: '/reset-password' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Odkaz pro obnovení hesla je neplatný nebo neúplný.',
    );
  },
};

export const GoogleCallbackFinishing: Story = {
  name: 'Google callback – finishing',
  args: { path: '/auth/google/callback?token=google-access-token&user_id=0b7c2d7e-5b7a-4e69-9d2c-3f4a5b6c7d8e' },
  beforeEach({ msw }) {
    // The profile never answers: the screen stays on its spinner.
    msw.use(http.get('*/api/user', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dokončuji přihlášení přes Google...')).toBeInTheDocument();
  },
};

// The second sign-in step (two-factor on): after the password, and after Google.

const challengeAnswer = (methods: ('totp' | 'passkey' | 'recovery')[] = ['totp', 'passkey', 'recovery']) =>
  http.post('*/api/login_check', () =>
    ok({
      twoFactorRequired: true as const,
      challengeToken: 'tfc_story-challenge-token-0123456789',
      methods,
      expiresAt: '2026-11-26T10:05:00.000Z',
    }),
  );

async function secondStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fillLogin(canvas, 'jana.novakova@example.cz');
  await seen(await canvas.findByRole('heading', { name: 'Dvoufázové ověření' }));
  return canvas;
}

export const GoogleCallbackTwoFactor: Story = {
  name: 'Google callback – second step with a passkey',
  args: { path: '/auth/google/callback?two_factor_challenge=tfc_story&methods=passkey,recovery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Dvoufázové ověření' }));
    await expect(canvas.getByRole('button', { name: 'Použít přístupový klíč' })).toBeEnabled();
    await expect(canvas.queryByRole('textbox', { name: 'Ověřovací kód' })).toBeNull();
  },
};

export const LoginTwoFactorEnglish: Story = {
  name: 'Login – second step, English',
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(challengeAnswer());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'jana.novakova@example.cz');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'heslo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in', exact: true }));
    await seen(await canvas.findByRole('heading', { name: 'Two-factor authentication' }));
    await expect(canvas.getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  },
};

export const LoginTwoFactorDark: Story = {
  name: 'Login – second step, dark theme',
  globals: { theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(challengeAnswer());
  },
  play: async ({ canvasElement }) => {
    await secondStep(canvasElement);
  },
};

export const LoginTwoFactorWrongCode: Story = {
  name: 'Login – second step: wrong code',
  beforeEach({ msw }) {
    msw.use(challengeAnswer());
  },
  play: async ({ canvasElement }) => {
    const canvas = await secondStep(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Ověřovací kód' });
    await userEvent.type(code, '12a{Enter}');
    await seen(await canvas.findByText('Zadejte 6místný kód'));
    await userEvent.clear(code);
    await userEvent.type(code, '000000{Enter}');
    await seen(await canvas.findByText('Kód není správný nebo už byl použit. Zadejte aktuální kód z aplikace.'));
  },
};

export const LoginTwoFactorRecovery: Story = {
  name: 'Login – second step: recovery code (after the code field)',
  beforeEach({ msw }) {
    msw.use(challengeAnswer());
  },
  play: async ({ canvasElement }) => {
    const canvas = await secondStep(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Ověřovací kód' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('button', { name: 'Použít přístupový klíč' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Použít záložní kód' }));
    await seen(await canvas.findByRole('textbox', { name: 'Záložní kód' }));
    await expect(canvas.getByRole('button', { name: 'Použít kód z aplikace' })).toBeEnabled();
  },
};
