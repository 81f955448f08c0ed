import {
  createMockDb,
  createReceivedInvitations,
  createTeam,
  createUser,
  failIn,
  fixtureId,
  invitationLinkTokens,
  ok,
  scenario,
} from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
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

// /teams, /teams/create, /teams/{id}, /teams/{id}/edit and /teams/{id}/members in every state: populated, English,
// empty, loading, error with retry, not found, validation, invite, revoke, roles, remove, leave, delete, 360 px;
// invitations addressed to me on /teams (accept, decline, English, no teams yet, 360 px); and
// /teams/invitations/accept, the invitation e-mail's link: signed out (sign in or register and come back), accept,
// decline, another account, expired, used, revoked, unknown, loading, error.

const meta = {
  title: 'Screens/Teams',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/teams' },
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

const OWNED = fixtureId(1, 10);
const MEMBER_OF = fixtureId(2, 10);
const heading = (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('heading', { name, level: 1 });

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Provoz' })).toHaveAttribute('href', `/teams/${OWNED}`);
    await seen(canvas.getByText('3 členové'));
    await seen(canvas.getByText('Vlastník'));
    await expect(canvas.getByRole('link', { name: 'Nový tým' })).toHaveAttribute('href', '/teams/create');
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Teams'));
    await seen(await canvas.findByText('3 members'));
    await seen(canvas.getByRole('link', { name: 'New team' }));
  },
};

/** The populated account with two pending invitations addressed to the signed-in user. */
function withReceivedInvitations(preset: 'populated' | 'empty' = 'populated') {
  const db = createMockDb(preset);
  db.receivedInvitations = createReceivedInvitations();
  return scenario(preset, { db });
}

/** Team names are what users typed (the language check leaves them out). */
const receivedTeamNames = { userTexts: createReceivedInvitations().map((received) => received.team.name) };

const invitationsList = (canvas: ReturnType<typeof within>, name = 'Pozvánky do týmů') =>
  canvas.findByRole('region', { name });

export const ReceivedInvitations: Story = {
  name: 'List – invitations for me',
  parameters: receivedTeamNames,
  beforeEach({ msw }) {
    msw.use(...withReceivedInvitations());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await invitationsList(canvas);
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Lucie Dvořáková vás zve do týmu Noční služba jako správce.');
    await expect(items[1]).toHaveTextContent('Petr Svoboda vás zve do týmu Dohled – Brno jako editora.');
    await expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Přijmout pozvánku' }),
    ).toHaveAccessibleDescription('Petr Svoboda vás zve do týmu Dohled – Brno jako editora.');
    await seen(await canvas.findByRole('link', { name: 'Provoz' }));
  },
};

export const ReceivedInvitationAccepted: Story = {
  name: 'List – invitation accepted',
  parameters: receivedTeamNames,
  beforeEach({ msw }) {
    msw.use(...withReceivedInvitations());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await invitationsList(canvas);
    const brno = within(region).getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(brno).getByRole('button', { name: 'Přijmout pozvánku' }));
    await expect(await toast('Jste členem týmu Dohled – Brno')).toBeInTheDocument();
    // The team joins the list; the other invitation stays, under its singular heading.
    await seen(await canvas.findByRole('link', { name: 'Dohled – Brno' }));
    const rest = await invitationsList(canvas, 'Pozvánka do týmu');
    await expect(within(rest).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ReceivedInvitationDeclined: Story = {
  name: 'List – invitation declined, no teams yet',
  parameters: receivedTeamNames,
  beforeEach({ msw }) {
    msw.use(...withReceivedInvitations('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await invitationsList(canvas);
    await seen(canvas.getByRole('heading', { name: 'Zatím nemáte žádný tým' }));
    const night = within(region).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(night).getByRole('button', { name: 'Odmítnout' }));
    await expect(await toast('Pozvánku do týmu Noční služba jste odmítli')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const ReceivedInvitationsEnglish: Story = {
  name: 'List – invitations for me, English',
  parameters: receivedTeamNames,
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...withReceivedInvitations());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await invitationsList(canvas, 'Team invitations');
    await expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      'Lucie Dvořáková invites you to join the team Noční služba as an admin.',
    );
    await seen(within(region).getAllByRole('button', { name: 'Accept invitation' })[0] as HTMLElement);
  },
};

export const ReceivedInvitationsNarrow: Story = {
  name: 'List – invitations for me, 360 px',
  parameters: receivedTeamNames,
  globals: narrowGlobals,
  beforeEach({ msw }) {
    msw.use(...withReceivedInvitations());
  },
  play: async ({ canvasElement }) => {
    const region = await invitationsList(within(canvasElement));
    await seen(within(region).getAllByRole('button', { name: 'Odmítnout' })[1] as HTMLElement);
  },
};

export const Empty: Story = {
  name: 'List – no teams',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Zatím nemáte žádný tým'));
    await expect(canvas.getByRole('link', { name: 'Nový tým' })).toHaveAttribute('href', '/teams/create');
  },
};

export const Loading: Story = {
  name: 'List – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/teams'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání týmů...' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/teams'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Týmy se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Provoz' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Create: Story = {
  name: 'Create – validation, then created',
  args: { path: '/teams/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Nový tým'));
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit tým' }));
    await seen(await canvas.findByText('Zadejte název týmu.'));
    await userEvent.type(canvas.getByRole('textbox', { name: /Název týmu/ }), 'Pohotovost');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit tým' }));
    await expect(await toast('Tým byl vytvořen')).toBeInTheDocument();
    await seen(await heading(canvas, 'Pohotovost'));
  },
};

export const CreateFailed: Story = {
  name: 'Create – server error',
  args: { path: '/teams/create' },
  beforeEach({ msw }) {
    msw.use(failRequest('post', '/api/teams'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Název týmu/ }), 'Pohotovost');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit tým' }));
    await expect(await toast('Tým se nepodařilo vytvořit')).toBeInTheDocument();
  },
};

export const Detail: Story = {
  name: 'Detail – websites and members',
  args: { path: `/teams/${OWNED}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Provoz'));
    await seen(await canvas.findByRole('grid', { name: 'Weby týmu' }));
    await seen(await canvas.findByText('Petr Svoboda'));
    await expect(canvas.getByRole('link', { name: 'Upravit' })).toHaveAttribute('href', `/teams/${OWNED}/edit`);
    await expect(canvas.getByRole('link', { name: 'Spravovat členy' })).toHaveAttribute(
      'href',
      `/teams/${OWNED}/members`,
    );
  },
};

export const DetailEnglish: Story = {
  name: 'Detail – English, as a member',
  args: { path: `/teams/${MEMBER_OF}` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Tým 2'));
    await seen(canvas.getByText('Your role: Editor'));
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await seen(await canvas.findByText('The team does not watch any website yet.'));
  },
};

export const DetailNotFound: Story = {
  name: 'Detail – not found',
  args: { path: `/teams/${fixtureId(999, 10)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Tým nebyl nalezen' }));
    await expect(canvas.getByRole('link', { name: 'Zpět na týmy' })).toHaveAttribute('href', '/teams');
  },
};

export const DetailLoading: Story = {
  name: 'Detail – loading',
  args: { path: `/teams/${OWNED}` },
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/teams/:id'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání týmu...' })).toBeInTheDocument();
  },
};

export const DetailError: Story = {
  name: 'Detail – error with retry',
  args: { path: `/teams/${OWNED}` },
  beforeEach({ msw }) {
    msw.use(failGet('/api/teams/:id'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Tým se nepodařilo načíst');
  },
};

export const DetailNarrow: Story = {
  name: 'Detail – 360 px',
  args: { path: `/teams/${OWNED}` },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await heading(within(canvasElement), 'Provoz');
    await within(canvasElement).findByText('Petr Svoboda');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Edit: Story = {
  name: 'Edit – save',
  args: { path: `/teams/${OWNED}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Název týmu/ });
    await expect(name).toHaveValue('Provoz');
    await userEvent.clear(name);
    await userEvent.type(name, 'Provoz a vývoj');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await expect(await toast('Tým byl uložen')).toBeInTheDocument();
    await seen(await heading(canvas, 'Provoz a vývoj'));
  },
};

export const EditForbidden: Story = {
  name: 'Edit – not an admin',
  args: { path: `/teams/${MEMBER_OF}/edit` },
  // The edit guard's permission state (access/edit-guard.tsx): the role named, a way back, no form.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Nemáte oprávnění upravit tento tým', level: 1 });
    await expect(canvas.getByRole('heading', { name: /^Vaše role v týmu .+: Editor$/, level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zpět na tým' })).toHaveAttribute('href', `/teams/${MEMBER_OF}`);
    await expect(canvas.queryByRole('textbox', { name: /Název týmu/ })).toBeNull();
  },
};

export const DeleteTeam: Story = {
  name: 'Edit – delete with confirmation',
  args: { path: `/teams/${OWNED}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Smazat tým' }));
    const dialog = await body().findByRole('alertdialog');
    await seen(within(dialog).getByText('Smazat tým Provoz?'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat tým' }));
    await expect(await toast('Tým byl smazán')).toBeInTheDocument();
    await seen(await heading(canvas, 'Týmy'));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Provoz' })).toBeNull());
  },
};

export const Members: Story = {
  name: 'Members – owner view',
  args: { path: `/teams/${OWNED}/members` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Členové týmu'));
    await seen(await canvas.findByText('(vy)'));
    await expect(canvas.getByRole('button', { name: /Role člena Petr Svoboda$/ })).toHaveTextContent('Správce');
    await seen(await canvas.findByText('pozvany.1@example.cz · Editor'));
    await expect(canvas.getByRole('button', { name: 'Odejít z týmu' })).toBeDisabled();
  },
};

export const MembersEnglish: Story = {
  name: 'Members – English, as a member',
  args: { path: `/teams/${MEMBER_OF}/members` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Team members'));
    await expect(canvas.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave team' })).toBeEnabled();
  },
};

export const Invite: Story = {
  name: 'Members – invite by e-mail',
  args: { path: `/teams/${OWNED}/members` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'novy@');
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat pozvánku' }));
    await seen(await canvas.findByText('Zadejte platnou e-mailovou adresu'));
    await userEvent.type(email, 'example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat pozvánku' }));
    await expect(await toast('Pozvánka byla odeslána na novy@example.cz')).toBeInTheDocument();
    await seen(await canvas.findByText('novy@example.cz · Editor'));
  },
};

export const Revoke: Story = {
  name: 'Members – revoke an invitation',
  args: { path: `/teams/${OWNED}/members` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: named('Zrušit pozvánku', 'pozvany.1@example.cz') }),
    );
    await expect(await toast('Pozvánka byla zrušena')).toBeInTheDocument();
    await seen(await canvas.findByText('Žádné čekající pozvánky.'));
  },
};

export const ChangeRole: Story = {
  name: 'Members – change a role (keyboard)',
  args: { path: `/teams/${OWNED}/members` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('button', { name: /Role člena Lucie Dvořáková$/ });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('option', { name: 'Správce' }));
    await expect(await toast('Role byla změněna')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Role člena Lucie Dvořáková$/ })).toHaveTextContent('Správce'),
    );
  },
};

export const RemoveMember: Story = {
  name: 'Members – remove with confirmation',
  args: { path: `/teams/${OWNED}/members` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: named('Odebrat', 'Petr Svoboda') }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    await expect(await toast('Člen byl odebrán')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Petr Svoboda')).toBeNull());
  },
};

export const Leave: Story = {
  name: 'Members – leave the team',
  args: { path: `/teams/${MEMBER_OF}/members` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Odejít z týmu' }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odejít z týmu' }));
    await expect(await toast('Odešli jste z týmu')).toBeInTheDocument();
    await seen(await heading(canvas, 'Týmy'));
  },
};

export const MembersNarrow: Story = {
  name: 'Members – 360 px',
  args: { path: `/teams/${OWNED}/members` },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('(vy)');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const invitationPath = (token: string) => `/teams/invitations/accept?token=${token}`;
const PENDING = invitationPath(invitationLinkTokens.pending);
const returnTo = (path: string) => `?from=${encodeURIComponent(path)}`;
const invitationHeading = (canvas: ReturnType<typeof within>, name = 'Pozvánka do týmu') =>
  canvas.findByRole('heading', { name, level: 2 });

export const InvitationSignedOut: Story = {
  name: 'Invitation – signed out',
  args: { path: PENDING, signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await invitationHeading(canvas));
    await seen(canvas.getByText('Petr Svoboda vás zve do týmu Dohled – Brno jako editora.'));
    await expect(canvas.getByText('jana.novakova@example.cz')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      `/login${returnTo(PENDING)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Zaregistrovat se' })).toHaveAttribute(
      'href',
      `/register${returnTo(PENDING)}&email=jana.novakova%40example.cz`,
    );
  },
};

export const InvitationSignedOutEnglish: Story = {
  name: 'Invitation – signed out, English',
  args: { path: PENDING, signedIn: false },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await invitationHeading(canvas, 'Team invitation'));
    await seen(canvas.getByText('Petr Svoboda invites you to join the team Dohled – Brno as an editor.'));
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible();
  },
};

export const InvitationRegisterAndReturn: Story = {
  name: 'Invitation – register, come back, accept',
  args: { path: PENDING, signedIn: false },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Zaregistrovat se' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Jméno/ }), 'Jana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Příjmení/ }), 'Nováková');
    // The invited address is filled in.
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('jana.novakova@example.cz');
    await userEvent.type(canvas.getByLabelText('Heslo', { selector: 'input' }), 'dlouhe-heslo-123');
    await userEvent.type(canvas.getByLabelText('Heslo znovu', { selector: 'input' }), 'dlouhe-heslo-123');
    await userEvent.click(canvas.getByRole('checkbox', { name: /obchodními podmínkami/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Přijmout pozvánku' }));
    await expect(await toast('Jste členem týmu Dohled – Brno')).toBeInTheDocument();
    await seen(await heading(canvas, 'Dohled – Brno'));
  },
};

export const InvitationReady: Story = {
  name: 'Invitation – accept or decline',
  args: { path: PENDING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await invitationHeading(canvas));
    await expect(canvas.getByRole('button', { name: 'Přijmout pozvánku' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Odmítnout' })).toBeEnabled();
  },
};

export const InvitationAcceptByKeyboard: Story = {
  name: 'Invitation – accept (keyboard), then the team',
  args: { path: PENDING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = await canvas.findByRole('button', { name: 'Přijmout pozvánku' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await toast('Jste členem týmu Dohled – Brno')).toBeInTheDocument();
    clearToasts();
    await seen(await heading(canvas, 'Dohled – Brno'));
    await seen(canvas.getByText('Vaše role: Editor'));
  },
};

export const InvitationDecline: Story = {
  name: 'Invitation – declined',
  args: { path: PENDING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Odmítnout' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Pozvánka byla odmítnuta');
    await expect(canvas.getByRole('link', { name: 'Přejít na týmy' })).toHaveAttribute('href', '/teams');
  },
};

export const InvitationWrongAccount: Story = {
  name: 'Invitation – signed in as another address',
  args: { path: invitationPath(invitationLinkTokens.forAnotherAddress) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Pozvánka je pro jiný účet');
    await expect(alert).toHaveTextContent('lucie.dvorakova@example.cz');
    await expect(alert).toHaveTextContent('jana.novakova@example.cz');
    await expect(canvas.queryByRole('button', { name: 'Přijmout pozvánku' })).toBeNull();
    await seen(canvas.getByRole('button', { name: 'Odhlásit se a přihlásit jinak' }));
  },
};

export const InvitationWrongAccountSignOut: Story = {
  name: 'Invitation – another address signs out, to sign-in and back',
  args: { path: invitationPath(invitationLinkTokens.forAnotherAddress) },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Odhlásit se a přihlásit jinak' }));
    await seen(await canvas.findByRole('heading', { name: 'Přihlášení' }));
    await expect(canvas.getByRole('link', { name: 'Zaregistrujte se' })).toHaveAttribute(
      'href',
      `/register${returnTo(invitationPath(invitationLinkTokens.forAnotherAddress))}`,
    );
  },
};

export const InvitationSessionEnds: Story = {
  name: 'Invitation – the session ends on accept',
  args: { path: PENDING },
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    const refused = () =>
      HttpResponse.json(
        { success: false, code: 'UNAUTHORIZED', message: 'Přihlaste se prosím.', requestId: 'story' },
        { status: 401 },
      );
    msw.use(http.post('*/api/team-invitations/:token/accept', refused), http.post('*/api/refresh-token', refused));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Přijmout pozvánku' }));
    await seen(await canvas.findByRole('link', { name: 'Přihlásit se' }));
    await expect(canvas.getByText('Petr Svoboda vás zve do týmu Dohled – Brno jako editora.')).toBeVisible();
  },
};

const refusalStory = (token: string, title: string, signedIn = true): Story => ({
  args: { path: invitationPath(token), signedIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Přijmout pozvánku' })).toBeNull();
  },
});

export const InvitationExpired: Story = {
  name: 'Invitation – expired',
  ...refusalStory(invitationLinkTokens.expired, 'Platnost pozvánky vypršela'),
};

export const InvitationExpiredEnglish: Story = {
  name: 'Invitation – expired, English, signed out',
  globals: { locale: 'en' },
  ...refusalStory(invitationLinkTokens.expired, 'The invitation has expired', false),
};

export const InvitationUsed: Story = {
  name: 'Invitation – already used',
  ...refusalStory(invitationLinkTokens.used, 'Pozvánka již byla použita'),
};

export const InvitationRevoked: Story = {
  name: 'Invitation – revoked',
  ...refusalStory(invitationLinkTokens.revoked, 'Pozvánka byla zrušena', false),
};

export const InvitationNotFound: Story = {
  name: 'Invitation – unknown link',
  ...refusalStory('neznama-pozvanka-0000000', 'Pozvánka nebyla nalezena'),
};

export const InvitationLoading: Story = {
  name: 'Invitation – loading',
  args: { path: PENDING, signedIn: false },
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/team-invitations/:token'));
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Načítání pozvánky...'));
  },
};

export const InvitationLoadError: Story = {
  name: 'Invitation – error with retry',
  args: { path: PENDING, signedIn: false },
  beforeEach({ msw }) {
    msw.use(failGet('/api/team-invitations/:token'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Pozvánku se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const InvitationNarrow: Story = {
  name: 'Invitation – 360 px',
  args: { path: PENDING },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Přijmout pozvánku' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// Two-factor requirement: the owner's switch (needs their own two-factor), and the banner for a member it shuts out.

const withTwoFactor = http.get('*/api/user', () => ok(createUser({ twoFactorEnabled: true })));

export const EditRequireTwoFactor: Story = {
  name: 'Edit – require two-factor of members',
  args: { path: `/teams/${OWNED}/edit` },
  beforeEach({ msw }) {
    msw.use(withTwoFactor);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Vyžadovat dvoufázové ověření od členů' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await toast('Tým byl uložen')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

export const EditRequireTwoFactorNeedsOwn: Story = {
  name: 'Edit – two-factor requirement needs your own two-factor',
  args: { path: `/teams/${OWNED}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Vyžadovat dvoufázové ověření od členů' });
    await expect(toggle).toBeDisabled();
    await seen(canvas.getByText(/zapněte si nejprve dvoufázové ověření sami/));
  },
};

export const DetailTwoFactorRequired: Story = {
  name: 'Detail – the team requires two-factor you do not have',
  args: { path: `/teams/${MEMBER_OF}` },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/teams/:id', () => ok({ team: createTeam(2, { requireTwoFactor: true }) })),
      http.get('*/api/teams/:id/members', ({ request }) =>
        failIn(request, 403, 'TWO_FACTOR_REQUIRED', {
          cs: 'Tento tým vyžaduje dvoufázové ověření. Zapněte si ho v Nastavení → Zabezpečení.',
          en: 'This team requires two-factor authentication. Turn it on in Settings → Security.',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByText('Tento tým vyžaduje dvoufázové ověření');
    await seen(banner);
    await expect(canvas.getByRole('link', { name: 'Zapnout v nastavení zabezpečení' })).toHaveAttribute(
      'href',
      '/settings/security',
    );
    // The websites and members cannot load for a shut-out member: the banner alone says why, no failed cards.
    await expect(canvas.queryByText('Členy týmu se nepodařilo načíst')).toBeNull();
    await expect(canvas.queryByRole('grid', { name: 'Weby týmu' })).toBeNull();
  },
};

export const DetailTwoFactorRequiredEnglish: Story = {
  name: 'Detail – two-factor required, English',
  args: { path: `/teams/${MEMBER_OF}` },
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id', () => ok({ team: createTeam(2, { requireTwoFactor: true }) })));
  },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('This team requires two-factor authentication'));
  },
};
