import { createMockDb, fixtureId, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';

// Issue 30: the screens hide what the caller's team role cannot do (useCan over the contract's permission table). A
// team website's detail as a viewer (no pause, check, edit or delete) and as an editor (all but delete), and its
// incident's detail as a viewer (no acknowledge, resolve, silence or note) and as an editor, both languages.

const TEAM = fixtureId(1, 10);
const TEAM_SITE = fixtureId(2, 12);

/** The populated account, the caller holding `role` in the team that owns the website. */
function dbAs(role: 'viewer' | 'editor') {
  const db = createMockDb('populated');
  db.teams = db.teams.map((team) => (team.id === TEAM ? { ...team, role } : team));
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
