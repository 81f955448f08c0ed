import {
  acknowledgementLinkTokens,
  createEscalationPolicies,
  createMockDb,
  createWebsiteGroups,
  scenario,
} from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, failGet, named, narrowGlobals, narrowViewport, pendingGet, seen, toast } from './screen-states';

// /escalation-policies: two policies with their steps and attachments, English, dark, none yet, loading, error, 360 px;
// a new policy built step by step (a person, a channel, reordered with Alt+↑), its field errors, an edit. The policy
// selector of the website form and the group editor. And /acknowledge/{token}, the alert's one-click link signed out:
// the incident and 'Potvrdit převzetí', the result, already acknowledged, resolved, expired, invalid, English, dark,
// 360 px. A step to whoever is on call under the team's schedule: in the list (both languages) and chosen in the
// editor (also at 360 px). Whom to notify while the choices still load.

/** The policies' names and the people and channels they name are what users typed (the language check leaves them). */
const userTexts = [
  ...createEscalationPolicies().map((policy) => policy.name),
  'Jana Nováková',
  'Petr Svoboda',
  'Slack #provoz',
  'E-shop',
];

function policiesDb() {
  const db = createMockDb('populated');
  db.escalationPolicies = createEscalationPolicies();
  return db;
}

const meta = {
  title: 'Screens/Escalation policies',
  component: AppStory,
  parameters: { layout: 'fullscreen', userTexts, ...narrowViewport },
  args: { path: '/escalation-policies' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: policiesDb() }));
  },
  afterEach() {
    clearToasts();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('heading', { name, level: 1 });
const card = async (canvas: ReturnType<typeof within>, name: string) =>
  within((await canvas.findByRole('heading', { name, level: 2 })).closest('li') as HTMLElement);

// ---- The list ----

export const List: Story = {
  name: 'List – two policies with steps and attachments',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Eskalační politiky'));
    const shop = await card(canvas, 'Pohotovost obchodu');
    await seen(shop.getByText('Jana Nováková · počkat 5 min'));
    await seen(shop.getByText('Slack #provoz · počkat 10 min'));
    await seen(shop.getByText('Po posledním kroku se zopakuje 1×'));
    await expect(shop.getByText('E-shop')).toBeVisible();
    const team = await card(canvas, 'Noční služba týmu');
    await seen(team.getByText('Tým Provoz'));
    await seen(team.getByText('Projde se jednou'));
    await expect(team.getByRole('link', { name: named('Upravit', 'Noční služba týmu') })).toHaveAttribute(
      'href',
      '/escalation-policies/00000014-0000-4000-8000-000000000002/edit',
    );
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Escalation policies'));
    const shop = await card(canvas, 'Pohotovost obchodu');
    await seen(shop.getByText('Jana Nováková · wait 5 min'));
    await seen(shop.getByText('Repeats 1× after the last step'));
    await seen((await card(canvas, 'Noční služba týmu')).getByText('Runs once'));
  },
};

export const ListDark: Story = {
  name: 'List – dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen((await card(within(canvasElement), 'Pohotovost obchodu')).getByText('Jana Nováková · počkat 5 min'));
  },
};

export const ListEmpty: Story = {
  name: 'List – none yet',
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Zatím žádné eskalační politiky' }));
    await expect(canvas.getAllByRole('link', { name: 'Nová politika' })).toHaveLength(1);
  },
};

export const ListLoading: Story = {
  name: 'List – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/escalation-policies'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Načítání eskalačních politik' }),
    ).toBeInTheDocument();
  },
};

export const ListError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/escalation-policies'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Eskalační politiky se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Noční služba týmu' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- The editor ----

/** Choose `option` in the select whose accessible name ends with `label`, within `scope`. */
async function choose(scope: ReturnType<typeof within>, label: RegExp, option: string) {
  const select = scope.getByRole('button', { name: label });
  // Disabled until everyone it can notify has loaded.
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.click(select);
  await userEvent.click(await body().findByRole('option', { name: option }));
}

export const Create: Story = {
  name: 'Create – a person, then a channel, reordered with Alt+↑',
  args: { path: '/escalation-policies/create' },
  parameters: { userTexts: [...userTexts, 'Víkendová služba'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Nová eskalační politika'));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Název/ }), 'Víkendová služba');
    const steps = () => canvas.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    await choose(within(steps()[0] as HTMLElement), /Koho upozornit$/, 'Osoba: Jana Nováková');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat krok' }));
    await waitFor(() => expect(steps()).toHaveLength(2));
    const second = within(steps()[1] as HTMLElement);
    await choose(second, /Koho upozornit$/, 'Kanál: Slack #provoz');
    const wait = second.getByRole('textbox', { name: 'Čekat na převzetí (minuty)' });
    await userEvent.clear(wait);
    await userEvent.type(wait, '10');
    // Alt+↑ on the second step's field moves it first; the screen reader hears it.
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await seen(await canvas.findByText('Krok 2 je teď krokem 1.'));
    await waitFor(() =>
      expect(
        within(steps()[0] as HTMLElement).getByRole('textbox', { name: 'Čekat na převzetí (minuty)' }),
      ).toHaveValue('10'),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'E-shop' }));
    window.scrollTo(0, 0);
  },
};

export const CreateTargetsLoading: Story = {
  name: 'Create – whom to notify still loading',
  args: { path: '/escalation-policies/create' },
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/escalation-policies/people'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Nová eskalační politika'));
    const select = canvas.getByRole('button', { name: /Koho upozornit$/ });
    await expect(select).toBeDisabled();
    await expect(select).toHaveTextContent('Načítám, koho lze upozornit…');
  },
};

export const CreateErrors: Story = {
  name: 'Create – field errors',
  args: { path: '/escalation-policies/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Nová eskalační politika'));
    const wait = canvas.getByRole('textbox', { name: 'Čekat na převzetí (minuty)' });
    await userEvent.clear(wait);
    await userEvent.type(wait, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit politiku' }));
    await seen(await canvas.findByText('Zadejte název.'));
    await seen(canvas.getByText('Vyberte, koho krok upozorní.'));
    await seen(canvas.getByText('Zadejte celé číslo od 1 do 1440.'));
    window.scrollTo(0, 0);
  },
};

export const Saved: Story = {
  name: 'Create – saved, back on the list',
  args: { path: '/escalation-policies/create' },
  parameters: { userTexts: [...userTexts, 'Víkendová služba'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Název/ }), 'Víkendová služba');
    await choose(canvas, /Koho upozornit$/, 'Osoba: Jana Nováková');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit politiku' }));
    await expect(await toast('Eskalační politika byla vytvořena.')).toBeInTheDocument();
    clearToasts();
    await seen((await card(canvas, 'Víkendová služba')).getByText('Jana Nováková · počkat 5 min'));
  },
};

// ---- A step to whoever is on call ----

/** The team's policy, first notifying whoever is on call under the team's schedule 'Provoz e-shopu'. */
function onCallPolicyDb() {
  const db = policiesDb();
  const schedule = db.onCallSchedules[0];
  if (!schedule) throw new Error('the populated mock has a schedule');
  db.escalationPolicies = db.escalationPolicies.map((policy) =>
    policy.teamId
      ? {
          ...policy,
          steps: [
            { target: { kind: 'schedule', scheduleId: schedule.id }, targetName: schedule.name, waitMinutes: 15 },
            ...policy.steps.slice(1),
          ],
        }
      : policy,
  );
  return db;
}
const onCallTexts = [...userTexts, 'Provoz e-shopu', 'Služba podle rozpisu'];

export const ListOnCall: Story = {
  name: 'List – a step to whoever is on call',
  parameters: { userTexts: onCallTexts },
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: onCallPolicyDb() }));
  },
  play: async ({ canvasElement }) => {
    const team = await card(within(canvasElement), 'Noční služba týmu');
    await seen(team.getByText('Kdo má pohotovost: Provoz e-shopu · počkat 15 min'));
    await seen(team.getByText('Jana Nováková · počkat 15 min'));
  },
};

export const ListOnCallEnglish: Story = {
  name: 'List – a step to whoever is on call, English',
  globals: { locale: 'en' },
  parameters: { userTexts: onCallTexts },
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: onCallPolicyDb() }));
  },
  play: async ({ canvasElement }) => {
    const team = await card(within(canvasElement), 'Noční služba týmu');
    await seen(team.getByText('Whoever is on call: Provoz e-shopu · wait 15 min'));
  },
};

export const CreateOnCall: Story = {
  name: 'Create – a team policy that notifies whoever is on call',
  args: { path: '/escalation-policies/create' },
  parameters: { userTexts: onCallTexts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Název/ }), 'Služba podle rozpisu');
    // Without a team there is no schedule to offer; the team's schedule comes with the team.
    await userEvent.click(canvas.getByRole('button', { name: /Koho upozornit$/ }));
    await expect(body().queryByRole('option', { name: /^Kdo má pohotovost/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await choose(canvas, /Tým$/, 'Provoz');
    await seen(await canvas.findByRole('button', { name: /Vyberte osobu, kanál nebo rozpis pohotovosti/ }));
    await choose(canvas, /Koho upozornit$/, 'Kdo má pohotovost: Provoz e-shopu');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit politiku' }));
    await expect(await toast('Eskalační politika byla vytvořena.')).toBeInTheDocument();
    clearToasts();
    await seen(
      (await card(canvas, 'Služba podle rozpisu')).getByText('Kdo má pohotovost: Provoz e-shopu · počkat 5 min'),
    );
  },
};

export const CreateOnCallNarrow: Story = {
  name: 'Create – the on-call target at 360 px',
  globals: narrowGlobals,
  args: { path: '/escalation-policies/create' },
  parameters: { userTexts: onCallTexts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Tým$/ });
    await choose(canvas, /Tým$/, 'Provoz');
    await choose(canvas, /Koho upozornit$/, 'Kdo má pohotovost: Provoz e-shopu');
    await seen(canvas.getByRole('button', { name: /Kdo má pohotovost: Provoz e-shopu Koho upozornit$/ }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const EditEnglish: Story = {
  name: 'Edit – English',
  globals: { locale: 'en' },
  args: { path: '/escalation-policies/00000014-0000-4000-8000-000000000001/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Pohotovost obchodu'));
    await seen(await canvas.findByRole('button', { name: /Channel: Slack #provoz Whom to notify$/ }));
    await expect(canvas.getByRole('checkbox', { name: 'E-shop' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Move up (Step 1)' })).toBeDisabled();
  },
};

export const EditNarrow: Story = {
  name: 'Edit – 360 px',
  globals: narrowGlobals,
  args: { path: '/escalation-policies/00000014-0000-4000-8000-000000000001/edit' },
  play: async ({ canvasElement }) => {
    await seen(await heading(within(canvasElement), 'Pohotovost obchodu'));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- The selector on websites and groups ----

export const WebsiteFormPolicy: Story = {
  name: 'Website form – the policy selector offers the same owner’s policies',
  args: { path: '/websites/00000012-0000-4000-8000-000000000001/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Bez eskalační politiky Eskalační politika$/ }));
    const options = await body().findAllByRole('option');
    // A personal website: the personal policy, not the team's.
    await expect(options.map((option) => option.textContent)).toEqual(['Bez eskalační politiky', 'Pohotovost obchodu']);
    await userEvent.click(options[1] as HTMLElement);
    await seen(await canvas.findByRole('button', { name: /Pohotovost obchodu Eskalační politika$/ }));
    await expect(canvas.getByRole('link', { name: 'Spravovat eskalační politiky' })).toHaveAttribute(
      'href',
      '/escalation-policies',
    );
  },
};

export const GroupEditorPolicy: Story = {
  name: 'Group editor – the policy selector',
  args: { path: '/website-groups' },
  beforeEach({ msw }) {
    const db = policiesDb();
    db.websiteGroups = createWebsiteGroups();
    msw.use(...scenario('populated', { db }));
  },
  parameters: { userTexts: [...userTexts, 'Obchod', 'E-shop a jeho blog', 'Služby týmu'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: named('Upravit', 'Služby týmu') }));
    const dialog = within(await body().findByRole('dialog', { name: 'Upravit skupinu' }));
    await userEvent.click(await dialog.findByRole('button', { name: /Bez eskalační politiky Eskalační politika$/ }));
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Bez eskalační politiky', 'Noční služba týmu']);
    await userEvent.keyboard('{Escape}');
  },
};

// ---- The alert's acknowledgement link ----

const ackPath = (token: string) => `/acknowledge/${token}`;
const ackHeading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { name, level: 2 });

export const AcknowledgeSignedOut: Story = {
  name: 'Acknowledge – signed out: the incident and the confirmation',
  args: { path: ackPath(acknowledgementLinkTokens.open), signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ackHeading(canvas, 'Převzetí incidentu'));
    await seen(canvas.getByText('Příjemce upozornění: Petr Svoboda'));
    await seen(canvas.getByText('E-shop'));
    await seen(canvas.getByText('Otevřený'));
    await expect(canvas.getByRole('button', { name: 'Potvrdit převzetí' })).toBeEnabled();
  },
};

export const AcknowledgeDone: Story = {
  name: 'Acknowledge – confirmed',
  args: { path: ackPath(acknowledgementLinkTokens.open), signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Potvrdit převzetí' }));
    const status = (await canvas.findByRole('heading', { name: 'Incident je převzatý' })).parentElement;
    await expect(status).toHaveTextContent('Převzal(a) Petr Svoboda');
    await seen(canvas.getByText('Potvrzený'));
  },
};

export const AcknowledgeEnglish: Story = {
  name: 'Acknowledge – English',
  globals: { locale: 'en' },
  args: { path: ackPath(acknowledgementLinkTokens.open), signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await ackHeading(canvas, 'Acknowledge the incident'));
    await expect(canvas.getByRole('button', { name: 'Acknowledge' })).toBeEnabled();
    await seen(canvas.getByText('Open'));
  },
};

export const AcknowledgeDark: Story = {
  name: 'Acknowledge – dark',
  globals: { theme: 'dark' },
  args: { path: ackPath(acknowledgementLinkTokens.open), signedIn: false },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('button', { name: 'Potvrdit převzetí' }));
  },
};

export const AcknowledgeNarrow: Story = {
  name: 'Acknowledge – 360 px',
  globals: narrowGlobals,
  args: { path: ackPath(acknowledgementLinkTokens.open), signedIn: false },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('button', { name: 'Potvrdit převzetí' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const AcknowledgeAlready: Story = {
  name: 'Acknowledge – someone already did',
  args: { path: ackPath(acknowledgementLinkTokens.acknowledged), signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = (await canvas.findByRole('heading', { name: 'Incident už někdo převzal' })).parentElement;
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveTextContent('Převzal(a) Jana Nováková');
  },
};

export const AcknowledgeResolved: Story = {
  name: 'Acknowledge – already resolved',
  args: { path: ackPath(acknowledgementLinkTokens.resolved), signedIn: false },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Incident je už vyřešený' }));
  },
};

export const AcknowledgeExpired: Story = {
  name: 'Acknowledge – expired link',
  args: { path: ackPath(acknowledgementLinkTokens.expired), signedIn: false },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Platnost odkazu vypršela');
  },
};

export const AcknowledgeExpiredEnglish: Story = {
  name: 'Acknowledge – expired link, English',
  globals: { locale: 'en' },
  args: { path: ackPath(acknowledgementLinkTokens.expired), signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This link has expired');
  },
};

export const AcknowledgeInvalid: Story = {
  name: 'Acknowledge – invalid link',
  args: { path: ackPath(acknowledgementLinkTokens.invalid), signedIn: false },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Odkaz není platný');
  },
};

export const AcknowledgeLoading: Story = {
  name: 'Acknowledge – loading',
  args: { path: ackPath(acknowledgementLinkTokens.open), signedIn: false },
  beforeEach({ msw }) {
    msw.use(pendingGet(`/api/acknowledgement-links/${acknowledgementLinkTokens.open}`));
  },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Načítání incidentu'));
  },
};
