import { createMockDb, fixtureId, isoMinutesAgo, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import {
  body,
  failGet,
  failRequest,
  narrowGlobals,
  narrowViewport,
  pendingGet,
  seen,
  teamRequiringTwoFactor,
} from './screen-states';

// /incidents and /incidents/{id} in every state: populated, English, empty, filtered, loading, error with retry,
// not found, acknowledge, resolve (and their failure toasts), notes, public updates (listed, posted, edited inline with
// the unsaved-changes guard, deleted after a confirmation, marked as edited), what each region saw, shut out of a team
// by its two-factor requirement, keyboard and 360 px.

const meta = {
  title: 'Screens/Incidents',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/incidents' },
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

const OPEN = `/incidents/${fixtureId(1, 6)}`;
const RESOLVED = `/incidents/${fixtureId(3, 6)}`;
const grid = (canvas: ReturnType<typeof within>, name = 'Seznam incidentů') => canvas.findByRole('grid', { name });
const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvas);
    await seen(canvas.getByRole('heading', { name: 'Incidenty', level: 1 }));
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await seen(within(table).getByText('Otevřený'));
    await seen(canvas.getByText('5 incidentů'));
    for (const column of ['Název', 'Stav', 'Web', 'Vytvořeno', 'Aktualizováno', 'Vyřešeno', 'Trvání']) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
    }
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvas, 'Incidents');
    await seen(canvas.getByRole('heading', { name: 'Incidents', level: 1 }));
    await seen(within(table).getByText('Acknowledged'));
    await seen(canvas.getByText('5 incidents'));
  },
};

export const ListShutOutOfATeam: Story = {
  name: 'List, shut out of a team by its two-factor requirement',
  beforeEach({ msw }) {
    msw.use(teamRequiringTwoFactor());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Tým Provoz – Ostrava vyžaduje dvoufázové ověření');
    await expect(within(notice).getByRole('link', { name: 'Zapnout v nastavení zabezpečení' })).toHaveAttribute(
      'href',
      '/settings/security',
    );
    await seen(within(await grid(canvas)).getByText('Otevřený'));
  },
};

export const FilterByStatus: Story = {
  name: 'List – filtered to active',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvas);
    await choose(canvas, 'Stav', 'Aktivní (otevřené a potvrzené)');
    await waitFor(async () =>
      expect(titles(await grid(canvas))).toEqual(['E-shop je nedostupný', 'API je nedostupný']),
    );
    await seen(canvas.getByText('2 incidenty'));
  },
};

export const FilterNoMatch: Story = {
  name: 'List – filters without results',
  args: { path: `/incidents?status=open&website=${fixtureId(3, 12)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Žádné incidenty neodpovídají filtrům'));
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit filtry' }));
    await seen(await grid(canvas));
  },
};

export const SortByTitle: Story = {
  name: 'List – sorted by title (keyboard)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvas);
    within(table).getByRole('columnheader', { name: /Název/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () =>
      expect(within(await grid(canvas)).getByRole('columnheader', { name: /Název/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await waitFor(async () => expect(titles(await grid(canvas))[0]).toBe('API je nedostupný'));
    await expect(canvas.getByRole('button', { name: /Řadit podle$/ })).toHaveTextContent('Název');
  },
};

export const Empty: Story = {
  name: 'List – no incidents',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Žádné incidenty'));
  },
};

export const Loading: Story = {
  name: 'List – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/incidents'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání incidentů...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/incidents'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Incidenty se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await grid(within(canvasElement));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Detail: Story = {
  name: 'Detail – open incident',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'E-shop je nedostupný', level: 1 }));
    await expect(canvas.getByRole('button', { name: 'Potvrdit' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Vyřešit' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'E-shop' })).toHaveAttribute('href', `/websites/${fixtureId(1, 12)}`);
    await expect(canvas.getAllByText('Vypršel časový limit').length).toBeGreaterThan(0);
    await seen(canvas.getByRole('heading', { name: 'Časová osa' }));
    await seen(await canvas.findByRole('grid', { name: 'Kontroly během incidentu' }));
  },
};

export const DetailEnglish: Story = {
  name: 'Detail – English, resolved',
  args: { path: RESOLVED },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Timeline' }));
    await expect(canvas.getAllByText('Resolved').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull();
  },
};

export const DetailRegions: Story = {
  name: 'Detail – multi-region incident',
  args: { path: `/incidents/${fixtureId(2, 6)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Oblasti' });
    await seen(table);
    await expect(
      canvas.getByText('Při otevření selhávaly 2 z 3 oblastí; incident potřeboval shodu 2.'),
    ).toBeInTheDocument();
    await expect(titles(table)).toEqual(['eu-central', 'us-east', 'ap-south']);
    await expect(within(table).getAllByText('Selhávala')).toHaveLength(2);
    await expect(within(table).getAllByText('Neočekávaný stavový kód HTTP 503')).toHaveLength(2);
  },
};

export const DetailRegionsEnglish: Story = {
  name: 'Detail – multi-region incident, English',
  args: { path: `/incidents/${fixtureId(2, 6)}` },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('grid', { name: 'Regions' }));
    await expect(
      canvas.getByText('When it opened, 2 of 3 regions were failing; the incident needed 2 to agree.'),
    ).toBeInTheDocument();
  },
};

export const Acknowledge: Story = {
  name: 'Detail – acknowledge',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Potvrdit' }));
    await expect(await body().findByText('Incident potvrzen')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Potvrdit' })).toBeNull());
    await expect(canvas.getAllByText('Potvrzený').length).toBeGreaterThan(0);
  },
};

export const AcknowledgeFailed: Story = {
  name: 'Detail – acknowledge fails',
  args: { path: OPEN },
  beforeEach({ msw }) {
    msw.use(failRequest('post', '/api/incidents/:id/acknowledge', 409, 'Nepodařilo se potvrdit incident.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Potvrdit' }));
    await expect(await body().findByText('Nepodařilo se potvrdit incident.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Potvrdit' })).toBeEnabled();
  },
};

export const Resolve: Story = {
  name: 'Detail – resolve (keyboard)',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Vyřešit' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Incident vyřešen')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Vyřešit' })).toBeNull());
  },
};

export const ResolveFailed: Story = {
  name: 'Detail – resolve fails',
  args: { path: OPEN },
  beforeEach({ msw }) {
    msw.use(failRequest('post', '/api/incidents/:id/resolve', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Vyřešit' }));
    await expect(await body().findByText('Nepodařilo se vyřešit incident.')).toBeInTheDocument();
  },
};

export const AddNote: Story = {
  name: 'Detail – add a note',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Přidat poznámku' });
    await userEvent.click(submit);
    await seen(await canvas.findByText('Napište text poznámky.'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nová poznámka' }), 'Hosting restartuje server.');
    await userEvent.click(submit);
    await expect(await body().findByText('Poznámka přidána')).toBeInTheDocument();
    await expect(await canvas.findAllByText('Hosting restartuje server.')).toHaveLength(2);
  },
};

export const PublicUpdates: Story = {
  name: 'Detail – public updates',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Veřejné aktualizace' }));
    const list = await canvas.findByRole('list', { name: 'Zveřejněné aktualizace' });
    const items = within(list).getAllByRole('listitem');
    // Newest first: the cause found (Czech only), then the first post in both languages.
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Příčina nalezena');
    await expect(items[1]).toHaveTextContent('Zjišťujeme příčinu');
    await expect(within(items[1] as HTMLElement).getByText('Anglicky')).toBeInTheDocument();
  },
};

export const PublicUpdatesEnglish: Story = {
  name: 'Detail – public updates, English',
  args: { path: OPEN },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Public updates' }));
    await seen(await canvas.findByText('Identified'));
    await expect(canvas.getByRole('button', { name: 'Post update' })).toBeEnabled();
  },
};

export const PostPublicUpdate: Story = {
  name: 'Detail – post a public update',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const post = await canvas.findByRole('button', { name: 'Zveřejnit aktualizaci' });
    await userEvent.click(post);
    await seen(await canvas.findByText('Napište zprávu alespoň v jednom jazyce.'));
    await choose(canvas, 'Stav aktualizace', 'Sledujeme');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zpráva česky' }), 'Oprava je nasazená, sledujeme.');
    await userEvent.click(post);
    await expect(await body().findByText('Aktualizace byla zveřejněna')).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Zveřejněné aktualizace' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Sledujeme');
    await expect(canvas.getByRole('textbox', { name: 'Zpráva česky' })).toHaveValue('');
  },
};

/** The newest public update of the open incident (the cause found, Czech only), in the list. */
async function newestUpdate(canvasElement: HTMLElement, listName = 'Zveřejněné aktualizace') {
  const list = await within(canvasElement).findByRole('list', { name: listName });
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  return within(within(list).getAllByRole('listitem')[0] as HTMLElement);
}

/** The newest update's text: the edit form holds it (typed by the team, so it stays Czech in the English UI). */
const CAUSE_TEXT = 'Příčinou je výpadek databázového serveru u poskytovatele hostingu.';
const editFormParameters = { userTexts: [CAUSE_TEXT] };

/** The populated mocks with the newest public update edited half an hour ago. */
function editedUpdateDb() {
  const db = createMockDb('populated');
  db.incidentUpdates = db.incidentUpdates.map((update, i) =>
    i === 1
      ? {
          ...update,
          status: 'monitoring',
          message: { cs: 'Databáze je zpět, sledujeme provoz.', en: 'The database is back; we are monitoring.' },
          editedAt: isoMinutesAgo(30),
        }
      : update,
  );
  return db;
}

export const PublicUpdateEditForm: Story = {
  name: 'Detail – edit a public update (form)',
  args: { path: OPEN },
  parameters: editFormParameters,
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement);
    await userEvent.click(item.getByRole('button', { name: /^Upravit/ }));
    const form = item.getByRole('form', { name: 'Úprava aktualizace' });
    const czech = within(form).getByRole('textbox', { name: 'Zpráva česky' });
    await expect(czech).toHaveValue(CAUSE_TEXT);
    await expect(within(form).getByRole('textbox', { name: 'Zpráva anglicky' })).toHaveValue('');
    await expect(within(form).getByText(/stavová stránka u ní uvede, kdy byla upravena/)).toBeInTheDocument();
    await expect(item.queryByRole('button', { name: /^Smazat/ })).toBeNull();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Zpráva anglicky' }),
      'The database server is down.',
    );
    await expect(within(form).getByRole('button', { name: 'Uložit změny' })).toBeEnabled();
  },
};

export const PublicUpdateEditFormEnglish: Story = {
  name: 'Detail – edit a public update (form), English',
  args: { path: OPEN },
  parameters: editFormParameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement, 'Published updates');
    await userEvent.click(item.getByRole('button', { name: /^Edit/ }));
    const form = item.getByRole('form', { name: 'Editing the update' });
    await expect(within(form).getByText(/status page shows when it was edited/)).toBeInTheDocument();
    await expect(within(form).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(within(form).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const PublicUpdateEditSave: Story = {
  name: 'Detail – edit a public update (saved)',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement);
    await userEvent.click(item.getByRole('button', { name: /^Upravit/ }));
    const form = item.getByRole('form', { name: 'Úprava aktualizace' });
    const czech = within(form).getByRole('textbox', { name: 'Zpráva česky' });
    await userEvent.clear(czech);
    await userEvent.click(within(form).getByRole('button', { name: 'Uložit změny' }));
    await seen(await within(form).findByText('Napište zprávu alespoň v jednom jazyce.'));
    await userEvent.type(czech, 'Databáze je zpět, sledujeme provoz.');
    await userEvent.click(within(form).getByRole('button', { name: 'Uložit změny' }));
    await expect(await body().findByText('Aktualizace byla upravena')).toBeInTheDocument();
    await waitFor(() => expect(item.queryByRole('form')).toBeNull());
    await expect(item.getByText('Databáze je zpět, sledujeme provoz.')).toBeInTheDocument();
    await expect(item.getByText(/upraveno/)).toBeInTheDocument();
  },
};

export const PublicUpdateEditFails: Story = {
  name: 'Detail – edit a public update fails',
  args: { path: OPEN },
  parameters: editFormParameters,
  beforeEach({ msw }) {
    msw.use(failRequest('patch', '/api/incidents/:id/updates/:updateId', 500));
  },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement);
    await userEvent.click(item.getByRole('button', { name: /^Upravit/ }));
    const form = item.getByRole('form', { name: 'Úprava aktualizace' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Zpráva anglicky' }), 'The database is down.');
    await userEvent.click(within(form).getByRole('button', { name: 'Uložit změny' }));
    await expect(await body().findByText('Aktualizaci se nepodařilo upravit')).toBeInTheDocument();
    // Nothing typed is lost: the form stays open with the text.
    await expect(within(form).getByRole('textbox', { name: 'Zpráva anglicky' })).toHaveValue('The database is down.');
  },
};

export const PublicUpdateEditUnsaved: Story = {
  name: 'Detail – edit a public update, leaving asks first',
  args: { path: OPEN },
  // Behaviour only: the unsaved-changes dialog's pictures differed between runs (see the dialog's own stories).
  parameters: { ...editFormParameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement);
    await userEvent.click(item.getByRole('button', { name: /^Upravit/ }));
    const form = item.getByRole('form', { name: 'Úprava aktualizace' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Zpráva anglicky' }), 'The database is down.');
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'E-shop' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Odejít bez uložení?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zůstat' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(within(form).getByRole('textbox', { name: 'Zpráva anglicky' })).toHaveValue('The database is down.');
  },
};

export const PublicUpdateEdited: Story = {
  name: 'Detail – an edited public update',
  args: { path: OPEN },
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: editedUpdateDb() }));
  },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement);
    await expect(item.getByText('Sledujeme')).toBeInTheDocument();
    await expect(item.getByText(/upraveno/)).toBeInTheDocument();
    await expect(item.getByText('Databáze je zpět, sledujeme provoz.')).toBeInTheDocument();
  },
};

export const PublicUpdateEditedEnglish: Story = {
  name: 'Detail – an edited public update, English',
  args: { path: OPEN },
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: editedUpdateDb() }));
  },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement, 'Published updates');
    await expect(item.getByText('Monitoring')).toBeInTheDocument();
    await expect(item.getByText(/edited/)).toBeInTheDocument();
  },
};

export const PublicUpdateDeleteConfirm: Story = {
  name: 'Detail – delete a public update (confirmation)',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement);
    await userEvent.click(item.getByRole('button', { name: /^Smazat/ }));
    const dialog = await body().findByRole('alertdialog', { name: 'Smazat aktualizaci?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(dialog).toHaveTextContent('zmizí z incidentu i ze všech stavových stránek');
    await expect(within(dialog).getByRole('button', { name: 'Smazat' })).toBeEnabled();
  },
};

export const PublicUpdateDeleteConfirmEnglish: Story = {
  name: 'Detail – delete a public update (confirmation), English',
  args: { path: OPEN },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement, 'Published updates');
    await userEvent.click(item.getByRole('button', { name: /^Delete/ }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete the update?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(dialog).toHaveTextContent('disappears from the incident and from every status page');
  },
};

export const PublicUpdateDelete: Story = {
  name: 'Detail – delete a public update',
  args: { path: OPEN },
  play: async ({ canvasElement }) => {
    const item = await newestUpdate(canvasElement);
    await userEvent.click(item.getByRole('button', { name: /^Smazat/ }));
    const dialog = await body().findByRole('alertdialog', { name: 'Smazat aktualizaci?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await expect(await body().findByText('Aktualizace byla smazána')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    const list = within(canvasElement).getByRole('list', { name: 'Zveřejněné aktualizace' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(list).getByText('Zjišťujeme příčinu')).toBeInTheDocument();
  },
};

export const DetailNotFound: Story = {
  name: 'Detail – not found',
  args: { path: `/incidents/${fixtureId(999, 6)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Incident nebyl nalezen' }));
    await expect(canvas.getByRole('link', { name: 'Zpět na incidenty' })).toHaveAttribute('href', '/incidents');
  },
};

export const DetailLoading: Story = {
  name: 'Detail – loading',
  args: { path: OPEN },
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/incidents/:id'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Načítání incidentu...' }),
    ).toBeInTheDocument();
  },
};

export const DetailError: Story = {
  name: 'Detail – error with retry',
  args: { path: OPEN },
  beforeEach({ msw }) {
    msw.use(failGet('/api/incidents/:id'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Incident se nepodařilo načíst');
  },
};

export const DetailNarrow: Story = {
  name: 'Detail – 360 px',
  args: { path: OPEN },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'E-shop je nedostupný', level: 1 });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
