import type { IncidentDetail } from '@hlidka/contract';
import { createMockDb, fixtureId, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, narrowGlobals, narrowViewport, seen } from './screen-states';

// Website dependencies (issue 28 item 4): the form's "Závisí na" section (a website or group found by typing), the
// detail's "Závislosti" card (the parent with its state, the websites depending on it), and an incident's links (the
// parent's incident it joined, the dependents' incidents linked to it). Czech and English, dark, 360 px.

const eshop = fixtureId(1, 12);
const api = fixtureId(2, 12);
const blog = fixtureId(3, 12);
const eshopIncident = fixtureId(1, 6);
const apiIncident = fixtureId(2, 6);

const note = (incident: IncidentDetail, n: number, type: 'dependency_linked' | 'dependent_linked', text: string) => ({
  ...incident,
  timeline: [
    ...incident.timeline,
    { id: fixtureId(900 + n, 13), type, actor: null, causeCode: null, text, createdAt: incident.createdAt },
  ],
});

/** The API (personal, like them) is down; the E-shop and the Blog depend on it, and the E-shop's outage joined the API's incident. */
function dependenciesDb() {
  const db = createMockDb('populated');
  db.websites = db.websites.map((website) =>
    website.id === api
      ? { ...website, status: 'down', teamId: null }
      : website.id === eshop || website.id === blog
        ? { ...website, dependsOn: { kind: 'website', id: api } }
        : website,
  );
  db.incidents = db.incidents.map((incident) =>
    incident.id === eshopIncident
      ? note(
          { ...incident, parent: { incidentId: apiIncident, website: { id: api, name: 'API' } } },
          1,
          'dependency_linked',
          'API',
        )
      : incident.id === apiIncident
        ? note(
            { ...incident, dependents: [{ incidentId: eshopIncident, website: { id: eshop, name: 'E-shop' } }] },
            2,
            'dependent_linked',
            'E-shop',
          )
        : incident,
  );
  return db;
}

const meta = {
  title: 'Screens/Websites/Dependencies',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: `/websites/${api}` },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: dependenciesDb() }));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement, title: string) => {
  const heading = await within(canvasElement).findByRole('heading', { name: title, level: 2 });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
};

export const ParentDetail: Story = {
  name: 'Detail – the websites depending on it',
  play: async ({ canvasElement }) => {
    const dependencies = await card(canvasElement, 'Závislosti');
    await seen(dependencies.getByText('Závisí na něm'));
    const links = dependencies.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['Blog', 'E-shop']);
  },
};

export const ParentDetailEnglish: Story = {
  name: 'Detail – the websites depending on it, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dependencies = await card(canvasElement, 'Dependencies');
    await seen(dependencies.getByText('Depend on it'));
  },
};

export const ChildDetail: Story = {
  name: 'Detail – what it depends on, down',
  args: { path: `/websites/${eshop}` },
  play: async ({ canvasElement }) => {
    const dependencies = await card(canvasElement, 'Závislosti');
    await expect(dependencies.getByRole('link', { name: 'API' })).toHaveAttribute('href', `/websites/${api}`);
    await seen(dependencies.getByText('Nedostupný'));
    await seen(dependencies.getByText('Na tomto webu nezávisí žádný jiný.'));
  },
};

export const ChildDetailDark: Story = {
  name: 'Detail – what it depends on, dark',
  args: { path: `/websites/${eshop}` },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen((await card(canvasElement, 'Závislosti')).getByRole('link', { name: 'API' }));
  },
};

export const ChildDetailNarrow: Story = {
  name: 'Detail – what it depends on, 360 px',
  args: { path: `/websites/${eshop}` },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await seen((await card(canvasElement, 'Závislosti')).getByRole('link', { name: 'API' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const FormSection: Story = {
  name: 'Form – depends on, found by typing',
  args: { path: `/websites/${blog}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('combobox', { name: 'Web nebo skupina' });
    await expect(field).toHaveValue('API');
    await userEvent.clear(field);
    await userEvent.type(field, 'e-sh');
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['E-shop']);
    await userEvent.click(options[0] as HTMLElement);
    await expect(field).toHaveValue('E-shop');
    field.scrollIntoView({ block: 'center' });
  },
};

export const FormSectionEnglish: Story = {
  name: 'Form – depends on, English',
  args: { path: `/websites/${blog}/edit` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('combobox', { name: 'Website or group' });
    await expect(field).toHaveValue('API');
    await seen(within(canvasElement).getByRole('heading', { name: 'Depends on' }));
    field.scrollIntoView({ block: 'center' });
  },
};

export const FormSectionNarrow: Story = {
  name: 'Form – depends on, 360 px, dark',
  args: { path: `/websites/${blog}/edit` },
  globals: { ...narrowGlobals, theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('combobox', { name: 'Web nebo skupina' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const IncidentWithDependents: Story = {
  name: 'Incident – the dependents linked to it',
  args: { path: `/incidents/${apiIncident}` },
  play: async ({ canvasElement }) => {
    const links = await card(canvasElement, 'Závislosti');
    await seen(links.getByText('Připojené výpadky závislých webů'));
    await expect(links.getByRole('link', { name: 'E-shop' })).toHaveAttribute('href', `/incidents/${eshopIncident}`);
    await seen(within(canvasElement).getByText('Závislý web je nedostupný'));
  },
};

export const IncidentWithDependentsEnglish: Story = {
  name: 'Incident – the dependents linked to it, English',
  args: { path: `/incidents/${apiIncident}` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const links = await card(canvasElement, 'Dependencies');
    await seen(links.getByText("Dependent websites' outages linked to it"));
    await seen(within(canvasElement).getByText('A dependent website is down'));
  },
};

export const IncidentOfDependent: Story = {
  name: 'Incident – joined its parent’s, dark',
  args: { path: `/incidents/${eshopIncident}` },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const links = await card(canvasElement, 'Závislosti');
    await expect(
      links.getByRole('link', {
        name: 'Výpadek způsobil incident webu API. Upozornění tohoto webu čekají, dokud se neobnoví.',
      }),
    ).toHaveAttribute('href', `/incidents/${apiIncident}`);
  },
};

export const IncidentOfDependentNarrow: Story = {
  name: 'Incident – joined its parent’s, 360 px',
  args: { path: `/incidents/${eshopIncident}` },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Závislosti');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
