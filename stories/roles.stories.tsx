import { can } from '@hlidka/contract';
import {
  createEscalationPolicies,
  createIncidentUpdates,
  createMaintenanceWindows,
  createMockDb,
  createWebsiteGroups,
  fixtureId,
  groupWebsites,
  POSTMORTEM_FIXTURE_BODY,
  scenario,
} from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { typedMarkdown } from '../.storybook/user-texts';
import { AppStory, localeOf } from './app-story';

// Issue 30: the screens hide what the caller's team role cannot do (useCan over the contract's permission table). A
// team website's detail as a viewer (no pause, check, edit or delete) and as an editor (all but delete), and its
// incident's detail as a viewer (no acknowledge, resolve, silence or note) and as an editor, both languages. Then a
// viewer's view of the other screens: website groups, escalation policies, maintenance, status pages, on-call, and a
// resolved team incident's public updates and postmortem (read, not written) — the team's things offer no change,
// the personal ones beside them still do.

const TEAM = fixtureId(1, 10);
const TEAM_SITE = fixtureId(2, 12);
const RESOLVED_INCIDENT = fixtureId(3, 6);

/** The populated account, the caller holding `role` in the team that owns the website. */
function dbAs(role: 'viewer' | 'editor') {
  const db = createMockDb('populated');
  db.teams = db.teams.map((team) => (team.id === TEAM ? { ...team, role } : team));
  return db;
}

/**
 * `dbAs`, and the team's groups, escalation policies, maintenance, status page and on-call schedule (whose `canEdit`
 * is what the server works out for the role), and a resolved incident with public updates and a postmortem.
 */
function screensDbAs(role: 'viewer' | 'editor') {
  const db = dbAs(role);
  db.websiteGroups = createWebsiteGroups();
  db.websites = groupWebsites(db.websites);
  db.escalationPolicies = createEscalationPolicies();
  db.onCallSchedules = db.onCallSchedules.map((schedule) =>
    schedule.teamId === TEAM ? { ...schedule, canEdit: can(role, 'write', 'schedules') } : schedule,
  );
  // Incident 3 (resolved, with a postmortem) as the team's, with public updates.
  db.incidents = db.incidents.map((incident) =>
    incident.id === RESOLVED_INCIDENT ? { ...incident, website: { ...incident.website, teamId: TEAM } } : incident,
  );
  db.incidentUpdates = createIncidentUpdates(RESOLVED_INCIDENT);
  return db;
}

const meta = {
  title: 'Screens/Roles',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: `/websites/${TEAM_SITE}` },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ViewerWebsite: Story = {
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: dbAs('viewer') }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByRole('link', { name: /Upravit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Smazat/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Pozastavit|Obnovit/ })).toBeNull();
  },
};

export const ViewerWebsiteEnglish: Story = {
  ...ViewerWebsite,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByRole('link', { name: /Edit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Delete/ })).toBeNull();
  },
};

export const EditorWebsite: Story = {
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: dbAs('editor') }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Upravit/ });
    await expect(canvas.queryByRole('button', { name: /Smazat/ })).toBeNull();
  },
};

export const EditorWebsiteEnglish: Story = {
  ...EditorWebsite,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Edit/ });
    await expect(canvas.queryByRole('button', { name: /Delete/ })).toBeNull();
  },
};

// An acknowledged incident of the team's website: a viewer reads it, its timeline and notes, and is offered neither
// resolving, silencing nor a note; an editor is offered all three.
const TEAM_INCIDENT = `/incidents/${fixtureId(2, 6)}`;

export const ViewerIncident: Story = {
  ...ViewerWebsite,
  args: { path: TEAM_INCIDENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await canvas.findByRole('heading', { name: 'Poznámky', level: 2 });
    await expect(canvas.queryByRole('button', { name: /Vyřešit|Potvrdit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Ztlumit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Přidat poznámku' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Nová poznámka' })).toBeNull();
  },
};

export const ViewerIncidentEnglish: Story = {
  ...ViewerIncident,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Notes', level: 2 });
    await expect(canvas.queryByRole('button', { name: /Resolve|Acknowledge/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add note' })).toBeNull();
  },
};

export const EditorIncident: Story = {
  ...EditorWebsite,
  args: { path: TEAM_INCIDENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Vyřešit' });
    await expect(canvas.getByRole('button', { name: 'Přidat poznámku' })).toBeVisible();
  },
};

const viewerScreens: Pick<Story, 'beforeEach'> = {
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: screensDbAs('viewer') }));
  },
};

/** The card (list item) whose heading is `name`. */
async function cardOf(canvasElement: HTMLElement, name: string) {
  const heading = await within(canvasElement).findByRole('heading', { name, level: 2 });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
}

export const ViewerWebsiteGroups: Story = {
  ...viewerScreens,
  args: { path: '/website-groups' },
  parameters: {
    userTexts: createWebsiteGroups().flatMap((group) => [
      group.name,
      ...(group.description ? [group.description] : []),
    ]),
  },
  play: async ({ canvasElement }) => {
    const team = await cardOf(canvasElement, 'Služby týmu');
    await expect(team.getByRole('link', { name: /Zobrazit weby/ })).toBeVisible();
    await expect(team.queryByRole('button', { name: /Upravit|Smazat|Ztlumit/ })).toBeNull();
    const personal = await cardOf(canvasElement, 'Obchod');
    await expect(personal.getByRole('button', { name: /Upravit/ })).toBeVisible();
  },
};

export const ViewerEscalationPoliciesEnglish: Story = {
  ...viewerScreens,
  args: { path: '/escalation-policies' },
  globals: { locale: 'en' },
  parameters: {
    userTexts: [
      ...createEscalationPolicies().map((policy) => policy.name),
      'Jana Nováková',
      'Petr Svoboda',
      'Slack #provoz',
      'E-shop',
    ],
  },
  play: async ({ canvasElement }) => {
    const team = await cardOf(canvasElement, 'Noční služba týmu');
    await expect(team.queryByRole('link', { name: /Edit/ })).toBeNull();
    await expect(team.queryByRole('button', { name: /Delete/ })).toBeNull();
    const personal = await cardOf(canvasElement, 'Pohotovost obchodu');
    await expect(personal.getByRole('link', { name: /Edit/ })).toBeVisible();
  },
};

export const ViewerMaintenance: Story = {
  ...viewerScreens,
  args: { path: '/maintenance' },
  parameters: { userTexts: createMaintenanceWindows().map((planned) => planned.title) },
  play: async ({ canvasElement }) => {
    const team = await cardOf(canvasElement, 'Stěhování serverů do nového datacentra');
    await expect(team.queryByRole('link', { name: /Upravit/ })).toBeNull();
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /Upravit/ }).length).toBeGreaterThan(0);
  },
};

export const ViewerStatusPagesEnglish: Story = {
  ...viewerScreens,
  args: { path: '/status-pages' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const team = await cardOf(canvasElement, 'Interní systémy');
    await expect(team.queryByRole('link', { name: /Edit/ })).toBeNull();
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /Edit/ })).toHaveLength(1);
  },
};

export const ViewerOnCall: Story = {
  ...viewerScreens,
  args: { path: '/on-call' },
  play: async ({ canvasElement }) => {
    const team = await cardOf(canvasElement, 'Provoz e-shopu');
    await expect(team.getByRole('link', { name: /Kalendář/ })).toBeVisible();
    await expect(team.queryByRole('link', { name: /Upravit/ })).toBeNull();
  },
};

export const ViewerResolvedIncident: Story = {
  ...viewerScreens,
  args: { path: `/incidents/${RESOLVED_INCIDENT}` },
  parameters: { userTexts: typedMarkdown(POSTMORTEM_FIXTURE_BODY) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Co se stalo', level: 3 });
    await expect(canvas.queryByRole('textbox', { name: /Text postmortemu/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Zveřejnit|Uložit koncept|Vrátit do konceptu/ })).toBeNull();
    const updates = await canvas.findByRole('list', { name: 'Zveřejněné aktualizace' });
    await expect(within(updates).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(updates).queryByRole('button', { name: /Upravit|Smazat/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Zveřejnit aktualizaci' })).toBeNull();
  },
};

export const ViewerResolvedIncidentEnglish: Story = {
  ...ViewerResolvedIncident,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Co se stalo', level: 3 });
    await expect(canvas.queryByRole('button', { name: /Publish|Save draft|Back to draft|Post update/ })).toBeNull();
  },
};

// Edit screens opened by address (issue 30): a viewer of the team gets the one permission state of the edit guard —
// which change the role may not make, the role in the thing's team, a link back — and no form that would fail with 403.

/** The permission state: its heading, the role named, the way back to `backHref`, and no form field. */
async function expectDenied(
  canvasElement: HTMLElement,
  texts: { heading: string; role: RegExp; back: string; backHref: string },
) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: texts.heading, level: 1 });
  await expect(canvas.getByRole('heading', { name: texts.role, level: 2 })).toBeVisible();
  await expect(canvas.getByRole('link', { name: texts.back })).toHaveAttribute('href', texts.backHref);
  await expect(canvas.queryByRole('textbox')).toBeNull();
  await expect(canvas.queryByRole('button', { name: /Uložit|Save|Smazat|Delete/ })).toBeNull();
}

export const ViewerWebsiteEdit: Story = {
  ...viewerScreens,
  args: { path: `/websites/${TEAM_SITE}/edit` },
  play: ({ canvasElement }) =>
    expectDenied(canvasElement, {
      heading: 'Nemáte oprávnění upravit tento web',
      role: /^Vaše role v týmu .+: Čtenář$/,
      back: 'Zpět na web',
      backHref: `/websites/${TEAM_SITE}`,
    }),
};

export const ViewerWebsiteEditEnglishDark: Story = {
  ...ViewerWebsiteEdit,
  globals: { locale: 'en', theme: 'dark' },
  play: ({ canvasElement }) =>
    expectDenied(canvasElement, {
      heading: 'You do not have permission to edit this website',
      role: /^Your role in the team .+: Viewer$/,
      back: 'Back to the website',
      backHref: `/websites/${TEAM_SITE}`,
    }),
};

export const ViewerEscalationPolicyEditNarrow: Story = {
  ...viewerScreens,
  args: { path: `/escalation-policies/${fixtureId(2, 14)}/edit` },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: ({ canvasElement }) =>
    expectDenied(canvasElement, {
      heading: 'Nemáte oprávnění upravit tuto eskalační politiku',
      role: /^Vaše role v týmu .+: Čtenář$/,
      back: 'Zpět na eskalační politiky',
      backHref: '/escalation-policies',
    }),
};

export const ViewerMaintenanceEditEnglish: Story = {
  ...viewerScreens,
  args: { path: `/maintenance/${fixtureId(2, 64)}/edit` },
  globals: { locale: 'en' },
  play: ({ canvasElement }) =>
    expectDenied(canvasElement, {
      heading: 'You do not have permission to edit this maintenance window',
      role: /^Your role in the team .+: Viewer$/,
      back: 'Back to maintenance',
      backHref: '/maintenance',
    }),
};
