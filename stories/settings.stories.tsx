import { createEnabledTwoFactor, createUser, fail, languageOf, ok, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, failGet, openDialog, toast } from './screen-states';

// The settings screens (/settings, /settings/profile = /profile, /settings/privacy, /settings/security) in every
// state: populated, English, empty, loading, error with retry, not found, the flows (e-mail change, avatar limits,
// account deletion, API key secret shown once) and 360 px.

const meta = {
  title: 'Screens/Settings',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: '/settings' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visible once the page transition (opacity) has run. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());
const h1 = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { name, level: 1 });

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvasElement, 'Nastavení');
    const sections = canvas.getByRole('navigation', { name: 'Sekce nastavení' });
    await expect(within(sections).getByRole('link', { name: /Zabezpečení/ })).toHaveAttribute(
      'href',
      '/settings/security',
    );
    await expect(within(sections).getByRole('link', { name: /Offline režim/ })).toHaveAttribute(
      'href',
      '/settings/offline',
    );
    await expect(await canvas.findByRole('switch', { name: 'E-mail při podezřelém přihlášení' })).toBeChecked();
  },
};

export const OverviewEnglish: Story = {
  name: 'Overview – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Settings');
    await shown(await within(canvasElement).findByText('Time zone'));
  },
};

export const OverviewDark: Story = {
  name: 'Overview – dark theme',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Nastavení');
    await within(canvasElement).findByRole('switch', { name: 'E-mail při podezřelém přihlášení' });
  },
};

export const OverviewSettingsMissing: Story = {
  name: 'Overview – settings not found',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user/settings', () => fail(404, 'NOT_FOUND', 'Nenalezeno')));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Nastavení uživatele nebyla nalezena');
    await shown(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
  },
};

export const Profile: Story = {
  args: { path: '/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvasElement, 'Profil');
    await expect(await canvas.findByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana');
    await shown(canvas.getByText('jana.novakova@example.cz'));
    await shown(canvas.getByText('PNG, JPEG nebo WebP, nejvýše 2,00 MB.'));
    await expect(canvas.getByRole('radio', { name: 'Čeština' })).toBeChecked();
  },
};

export const ProfileLoading: Story = {
  name: 'Profile – loading',
  args: { path: '/settings/profile' },
  beforeEach({ msw }) {
    msw.use(...scenario('slow', { latency: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Profil');
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const ProfileNotFound: Story = {
  name: 'Profile – not found',
  args: { path: '/settings/profile' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user', () => fail(404, 'NOT_FOUND', 'Nenalezeno')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByRole('heading', { name: 'Profil uživatele nebyl nalezen' }));
    await shown(canvas.getByRole('button', { name: 'Zkusit znovu' }));
  },
};

export const ProfileError: Story = {
  name: 'Profile – server error',
  args: { path: '/settings/profile' },
  beforeEach({ msw }) {
    msw.use(failGet('/api/user'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Data se nepodařilo načíst');
    await shown(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
  },
};

export const ProfileSaveFailed: Story = {
  name: 'Profile – update failed',
  args: { path: '/settings/profile' },
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(http.put('*/api/profile', () => fail(500, 'INTERNAL_ERROR', 'Došlo k neočekávané chybě')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: 'Jméno' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Janička');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit' }));
    await expect(await body().findAllByText('Aktualizace profilu se nezdařila')).not.toHaveLength(0);
  },
};

export const ProfileNameRequired: Story = {
  name: 'Profile – name required',
  args: { path: '/settings/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'Jméno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit' }));
    await shown(await canvas.findByText('Toto pole je povinné'));
  },
};

export const ProfileEmailChange: Story = {
  name: 'Profile – e-mail change sent',
  args: { path: '/settings/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Změnit e-mail' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nový e-mail' }), 'jana@novakova.cz');
    await userEvent.type(canvas.getByLabelText('Současné heslo', { selector: 'input' }), 'heslo-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat potvrzovací odkaz' }));
    await shown(await canvas.findByText(/Na adresu jana@novakova.cz jsme poslali potvrzovací odkaz/));
  },
};

export const ProfileEmailWrongPassword: Story = {
  name: 'Profile – e-mail change, wrong password',
  args: { path: '/settings/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Změnit e-mail' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nový e-mail' }), 'jana@novakova.cz');
    await userEvent.type(canvas.getByLabelText('Současné heslo', { selector: 'input' }), 'spatne');
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat potvrzovací odkaz' }));
    await shown(await canvas.findByText('Nesprávné heslo.'));
  },
};

export const ProfileEmailConfirmed: Story = {
  name: 'Profile – e-mail change confirmed by the link',
  args: { path: '/settings/profile?emailChangeToken=0123456789abcdef0123' },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/user/email-change/confirm', () => ok({ changed: true, email: 'jana@novakova.cz' })));
  },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByText('E-mail byl změněn na jana@novakova.cz.'));
  },
};

export const ProfileAvatarTooLarge: Story = {
  name: 'Profile – avatar too large',
  args: { path: '/settings/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Vybrat obrázek');
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 512 * 1024)], 'dovolena.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await shown(await canvas.findByText('Soubor má 3,50 MB, nejvýše lze nahrát 2,00 MB.'));
    await expect(canvas.getByRole('button', { name: 'Nahrát fotku' })).toBeDisabled();
  },
};

export const ProfileAvatarTooLargeEnglish: Story = {
  name: 'Profile – avatar too large, English',
  args: { path: '/settings/profile' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Choose an image');
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 512 * 1024)], 'holiday.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await shown(await canvas.findByText('The file is 3.50 MB; at most 2.00 MB can be uploaded.'));
  },
};

export const ProfileAvatarChosen: Story = {
  name: 'Profile – avatar chosen',
  args: { path: '/settings/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Vybrat obrázek');
    const file = new File([new Uint8Array(1536)], 'portret.webp', { type: 'image/webp' });
    await userEvent.upload(input, file);
    await shown(await canvas.findByText('Vybráno: portret.webp (1,50 KB)'));
    await expect(canvas.getByRole('button', { name: 'Nahrát fotku' })).toBeEnabled();
  },
};

export const ProfileLongCzech: Story = {
  name: 'Profile – long Czech names',
  args: { path: '/settings/profile' },
  beforeEach({ msw }) {
    msw.use(...scenario('czechLongTexts'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Příjmení' })).toHaveValue(
      'Přibyslavská-Nepomucká',
    );
  },
};

export const ProfileNarrow: Story = {
  name: 'Profile – 360 px',
  args: { path: '/settings/profile' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const first = await within(canvasElement).findByRole('textbox', { name: 'Jméno' });
    await waitFor(() => expect(first).toBeVisible());
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Privacy: Story = {
  args: { path: '/settings/privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvasElement, 'Soukromí');
    await shown(await canvas.findByText('Odsouhlaseno'));
    await expect(canvas.getByRole('switch', { name: 'Chci dostávat novinky a nabídky e-mailem' })).not.toBeChecked();
    await shown(canvas.getByRole('button', { name: 'Stáhnout moje data' }));
  },
};

export const PrivacyEnglish: Story = {
  name: 'Privacy – English',
  args: { path: '/settings/privacy' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Privacy');
    await shown(await within(canvasElement).findByText('Accepted'));
  },
};

export const PrivacyDeleteConfirm: Story = {
  name: 'Privacy – delete account, confirmation',
  args: { path: '/settings/privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Smazat účet' }));
    const dialog = await body().findByRole('dialog', { name: 'Opravdu smazat účet?' });
    const confirm = await within(dialog).findByRole('button', { name: 'Trvale smazat účet' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Pro potvrzení zadejte heslo', { selector: 'input' }), 'x');
    await expect(confirm).toBeEnabled();
  },
};

export const PrivacyDeleted: Story = {
  name: 'Privacy – account deleted, signed out',
  args: { path: '/settings/privacy' },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Smazat účet' }));
    const dialog = await body().findByRole('dialog', { name: 'Opravdu smazat účet?' });
    await userEvent.type(
      await within(dialog).findByLabelText('Pro potvrzení zadejte heslo', { selector: 'input' }),
      'heslo-123',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trvale smazat účet' }));
    // Signed out and sent to / → the sign-in screen.
    await shown(await canvas.findByRole('heading', { name: 'Přihlášení' }));
  },
};

const teamOwnerBlocker = {
  cs: 'Nejdříve předejte vlastnictví týmu Provoz e-shopu.',
  en: 'First hand over the ownership of the team Provoz e-shopu.',
};

export const PrivacyDeleteBlocked: Story = {
  name: 'Privacy – deletion blocked',
  args: { path: '/settings/privacy' },
  parameters: { userTexts: ['Provoz e-shopu'] },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/account/deletion/check', ({ request }) =>
        ok({
          canDelete: false,
          requiresPassword: true,
          confirmationPhrase: null,
          willDelete: [],
          // The server words it in the request's language.
          blockers: [{ code: 'TEAM_OWNER', message: teamOwnerBlocker[languageOf(request)] }],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Smazat účet' }));
    const dialog = await body().findByRole('dialog', { name: 'Opravdu smazat účet?' });
    await shown(await within(dialog).findByText(/předejte vlastnictví týmu/));
  },
};

export const Security: Story = {
  args: { path: '/settings/security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvasElement, 'Zabezpečení');
    await shown(await canvas.findByText('Toto zařízení'));
    await shown(await canvas.findByRole('table', { name: 'Historie přihlášení' }));
    await shown(canvas.getByRole('button', { name: 'Propojit s Googlem' }));
    await shown(await canvas.findByText('Pokusů celkem'));
  },
};

export const SecurityEnglish: Story = {
  name: 'Security – English',
  args: { path: '/settings/security' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await h1(canvasElement, 'Security');
    await shown(await within(canvasElement).findByText('This device'));
  },
};

export const SecurityEmpty: Story = {
  name: 'Security – empty',
  args: { path: '/settings/security' },
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByText('Zatím žádné API klíče'));
    // Where to learn the API: its documentation, in a new tab.
    const docs = canvas.getByRole('link', { name: 'Dokumentace API (otevře se v nové kartě)' });
    await expect(docs).toHaveAttribute('href', '/api/docs');
    await expect(docs).toHaveAttribute('target', '_blank');
    await shown(await canvas.findByText('V tomto období žádná přihlášení'));
    await shown(await canvas.findByText('Žádná podezřelá přihlášení'));
  },
};

export const SecurityError: Story = {
  name: 'Security – server error',
  args: { path: '/settings/security' },
  beforeEach({ msw }) {
    msw.use(...scenario('serverError'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button', { name: 'Zkusit znovu' }).length).toBeGreaterThan(3),
    );
  },
};

export const SecurityPasswordMismatch: Story = {
  name: 'Security – new passwords differ',
  args: { path: '/settings/security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Současné heslo', { selector: 'input' }), 'heslo-123');
    await userEvent.type(canvas.getByLabelText('Nové heslo', { selector: 'input' }), 'nove-heslo-1');
    await userEvent.type(canvas.getByLabelText('Nové heslo znovu', { selector: 'input' }), 'nove-heslo-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Změnit heslo' }));
    await shown(await canvas.findByText('Hesla se neshodují'));
  },
};

export const SecurityEndOthers: Story = {
  name: 'Security – sign out other devices (confirmation)',
  args: { path: '/settings/security' },
  // The dialog opens from the end of a long page: clicking scrolled the page to a position that differed by a pixel
  // between a run of this story alone and after its neighbours (fixed header, sidebar and dialog moved against the
  // page), so its picture cannot be stable. The dialog's text and both languages are still checked.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Odhlásit ostatní zařízení', { name: 'Odhlásit ostatní zařízení?' });
    await expect(dialog).toHaveTextContent('Odhlásíme 2 další zařízení.');
  },
};

export const SecurityApiKeyCreated: Story = {
  name: 'Security – API key created, secret shown once',
  args: { path: '/settings/security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Název klíče' }), 'Nasazení');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit klíč' }));
    const dialog = await body().findByRole('dialog', { name: 'Klíč Nasazení je vytvořen' });
    await expect(within(dialog).getByText(/^hk_/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kopírovat' })).toBeVisible());
  },
};

let providersAnswered = false;

export const SecurityWithoutGoogle: Story = {
  name: 'Security – Google sign-in not configured',
  args: { path: '/settings/security' },
  beforeEach({ msw }) {
    providersAnswered = false;
    msw.use(
      http.get('*/api/auth/providers', () => {
        providersAnswered = true;
        return ok({ google: false });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await h1(canvasElement, 'Zabezpečení');
    await waitFor(() => expect(providersAnswered).toBe(true));
    await shown(await canvas.findByText('Toto zařízení'));
    await shown(await canvas.findByRole('table', { name: 'Historie přihlášení' }));
    // Nothing offers a link this server cannot make.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Propojit s Googlem' })).toBeNull());
  },
};

export const SecurityGoogleLinked: Story = {
  name: 'Security – Google linked, unlink asks first',
  args: { path: '/settings/security' },
  // The page is taller than the viewport, and the fixed dialog lands on a fractional scroll offset that varies by a
  // pixel from run to run, which zero-tolerance comparison cannot take. The confirm dialog itself is photographed in
  // its other stories; this one checks the behaviour.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/user', () => ok(createUser({ googleLinked: true }))));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Zrušit propojení', { name: 'Zrušit propojení s Googlem?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const SecurityUnlinkFailed: Story = {
  name: 'Security – Google unlink failed',
  args: { path: '/settings/security' },
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/user', () => ok(createUser({ googleLinked: true }))),
      http.delete('*/api/auth/oauth/google/unlink', () => fail(500, 'INTERNAL_ERROR', 'Došlo k neočekávané chybě')),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Zrušit propojení', { name: 'Zrušit propojení s Googlem?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušit propojení' }));
    await expect(await body().findAllByText('Nepodařilo se zrušit propojení Google účtu')).not.toHaveLength(0);
  },
};

export const SecurityNarrow: Story = {
  name: 'Security – 360 px',
  args: { path: '/settings/security' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByText('Toto zařízení'));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// Two-factor sign-in on /settings/security.

const twoFactorRegion = async (canvasElement: HTMLElement) => {
  const region = await within(canvasElement).findByRole('region', { name: /Dvoufázové ověření|Two-factor/ });
  return region;
};
const twoFactorOn = (passkeys = 2) =>
  http.get('*/api/user/two-factor', () => ok({ twoFactor: createEnabledTwoFactor(passkeys) }));

export const SecurityTwoFactorOff: Story = {
  name: 'Security – two-factor off',
  args: { path: '/settings/security' },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await shown(await within(region).findByText('Vypnuto'));
    await expect(within(region).getByRole('button', { name: 'Nastavit aplikaci' })).toBeEnabled();
    await expect(within(region).getByText('Zatím žádné přístupové klíče')).toBeInTheDocument();
  },
};

export const SecurityTotpSetup: Story = {
  name: 'Security – two-factor: app setup (QR code and key)',
  args: { path: '/settings/security' },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await userEvent.click(await within(region).findByRole('button', { name: 'Nastavit aplikaci' }));
    await shown(await within(region).findByRole('img', { name: 'QR kód pro ověřovací aplikaci' }));
    await expect(within(region).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP');
    const code = within(region).getByRole('textbox', { name: /Opište 6místný kód/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const SecurityTotpWrongCode: Story = {
  name: 'Security – two-factor: wrong code from the app',
  args: { path: '/settings/security' },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await userEvent.click(await within(region).findByRole('button', { name: 'Nastavit aplikaci' }));
    await userEvent.type(await within(region).findByRole('textbox', { name: /Opište 6místný kód/ }), '000000');
    await userEvent.click(within(region).getByRole('button', { name: 'Zapnout' }));
    await shown(await within(region).findByText(/Kód není správný nebo už byl použit/));
  },
};

export const SecurityRecoveryCodes: Story = {
  name: 'Security – two-factor: recovery codes shown once',
  args: { path: '/settings/security' },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await userEvent.click(await within(region).findByRole('button', { name: 'Nastavit aplikaci' }));
    await userEvent.type(await within(region).findByRole('textbox', { name: /Opište 6místný kód/ }), '123456');
    await userEvent.click(within(region).getByRole('button', { name: 'Zapnout' }));
    // The app's notice comes with the codes and leaves on its own after 5 s of wall-clock time, so the picture showed
    // it or not depending on how fast the machine got there (24,793 pixels apart): asserted, then cleared, so the
    // picture is the codes dialog alone.
    await toast('Ověřovací aplikace je zapnutá');
    clearToasts();
    const dialog = await body().findByRole('dialog', { name: 'Uložte si záložní kódy' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stáhnout jako soubor' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Kopírovat kódy' })).toBeVisible();
  },
};

export const SecurityTwoFactorOn: Story = {
  name: 'Security – two-factor on (app, passkeys, recovery codes)',
  args: { path: '/settings/security' },
  beforeEach({ msw }) {
    msw.use(twoFactorOn(2));
  },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await shown(await within(region).findByText('Zapnuto'));
    await expect(within(region).getByRole('list', { name: 'Přístupové klíče' })).toHaveTextContent(
      'MacBook – Touch ID',
    );
    await expect(within(region).getByText('Zbývá 8 nepoužitých kódů')).toBeInTheDocument();
    await expect(within(region).getByRole('button', { name: 'Vypnout dvoufázové ověření' })).toBeEnabled();
  },
};

export const SecurityTwoFactorOnEnglish: Story = {
  name: 'Security – two-factor on, English',
  args: { path: '/settings/security' },
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(twoFactorOn(2));
  },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await shown(await within(region).findByText('8 unused codes left'));
    await expect(within(region).getByRole('button', { name: 'Turn off two-factor authentication' })).toBeEnabled();
  },
};

export const SecurityTwoFactorOnDark: Story = {
  name: 'Security – two-factor on, dark theme',
  args: { path: '/settings/security' },
  globals: { theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(twoFactorOn(1));
  },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await shown(await within(region).findByText('Zapnuto'));
  },
};

export const SecurityPasskeysMany: Story = {
  name: 'Security – two-factor with many passkeys',
  args: { path: '/settings/security' },
  beforeEach({ msw }) {
    msw.use(twoFactorOn(4));
  },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    const list = await within(region).findByRole('list', { name: 'Přístupové klíče' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(list).getByRole('button', { name: 'Přejmenovat klíč YubiKey 5C' })).toBeEnabled();
  },
};

export const SecurityTwoFactorDisableWrongPassword: Story = {
  name: 'Security – turning two-factor off: wrong password',
  args: { path: '/settings/security' },
  beforeEach({ msw }) {
    msw.use(twoFactorOn(1));
  },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await userEvent.click(await within(region).findByRole('button', { name: 'Vypnout dvoufázové ověření' }));
    const dialog = await body().findByRole('dialog', { name: 'Vypnout dvoufázové ověření?' });
    await userEvent.type(within(dialog).getByLabelText('Heslo', { selector: 'input' }), 'spatne-heslo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vypnout' }));
    await waitFor(() => expect(within(dialog).getByText('Heslo není správné')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Potvrdit záložním kódem' })).toBeEnabled();
  },
};

export const SecurityTwoFactorError: Story = {
  name: 'Security – two-factor status cannot load',
  args: { path: '/settings/security' },
  beforeEach({ msw }) {
    msw.use(failGet('/api/user/two-factor'));
  },
  play: async ({ canvasElement }) => {
    const region = await twoFactorRegion(canvasElement);
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Zkusit znovu' })).toBeVisible());
  },
};
