import { createMockDb, fixtureId, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, failGet, failRequest, narrowGlobals, narrowViewport, pendingGet, seen, toast } from './screen-states';

// /reports and /reports/{id} in every state: the builder with its validation and a computed report, saved and
// scheduled reports, empty, loading, error with retry, not found, schedule validation and save, delete, English, 360 px.

const meta = {
  title: 'Screens/Reports',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/reports' },
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

const SAVED = `/reports/${fixtureId(1, 50)}`;
const heading = (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('heading', { name, level: 1 });

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Reporty'));
    await expect(await canvas.findByRole('link', { name: /^Otevřít.*E-shopy pro zákazníka/ })).toHaveAttribute(
      'href',
      SAVED,
    );
    await seen(canvas.getByText('Měsíční SLA týmu'));
    await seen(canvas.getByText('Měsíčně e-mailem'));
    await seen(canvas.getByRole('radio', { name: 'Minulý měsíc' }));
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Reports'));
    await seen(await canvas.findByText('Saved and scheduled reports'));
    await seen(await canvas.findByText('Monthly by e-mail'));
    await seen(canvas.getByRole('radio', { name: 'This month' }));
  },
};

export const Build: Story = {
  name: 'Builder – validation, then the report',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Reporty');
    await userEvent.click(await canvas.findByRole('button', { name: 'Zobrazit report' }));
    await seen(await canvas.findByText('Vyberte alespoň jeden web.'));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'E-shop' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit report' }));
    await seen(await canvas.findByRole('heading', { name: 'Souhrn' }));
    await seen(canvas.getByText(/Doba bez dat .* se do dostupnosti nezapočítává/));
    await expect(canvas.getByRole('grid', { name: 'Weby v reportu' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'PDF česky' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Stáhnout CSV' })).toBeEnabled();
    // The report's days follow today's date: change the selection so the baseline screenshot stays the same.
    await userEvent.click(canvas.getByRole('radio', { name: 'Vlastní' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Souhrn' })).toBeNull());
  },
};

export const NewUser: Story = {
  name: 'Builder – a new user opens on this month',
  beforeEach({ msw }) {
    // Every website was added today: last month has no data, so the builder does not open on it.
    const db = createMockDb();
    db.websites = db.websites.map((website) => ({ ...website, createdAt: new Date().toISOString() }));
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Reporty');
    await expect(await canvas.findByRole('radio', { name: 'Tento měsíc' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Minulý měsíc' })).not.toBeChecked();
  },
};

export const BuildByKeyboard: Story = {
  name: 'Builder – team by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Reporty');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Vybrané weby' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Tým' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('option', { name: 'Provoz' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Vlastní' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit report' }));
    await seen(await canvas.findByText('Zadejte začátek i konec období.'));
  },
};

export const Empty: Story = {
  name: 'List – nothing saved, no websites',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Zatím žádné uložené reporty'));
    await seen(await canvas.findByText('Zatím nemáte žádné weby.'));
  },
};

export const Loading: Story = {
  name: 'List – loading',
  // The decorative wave under the skeleton's card moved by a pixel between runs (the page height settles while the
  // skeleton shows); the play function checks the loading state, the loaded list is photographed in its own stories.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/reports/saved'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Načítání uložených reportů...' })).toBeInTheDocument();
    // The builder's websites have arrived: the page no longer changes height before the screenshot.
    await seen(await canvas.findByRole('checkbox', { name: 'Zákaznický portál' }));
  },
};

export const LoadError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/reports/saved'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Uložené reporty se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Měsíční SLA týmu');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Detail: Story = {
  name: 'Detail – figures, websites, days, exports',
  args: { path: SAVED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'E-shopy pro zákazníka'));
    await seen(canvas.getAllByText('Tento měsíc')[0] as HTMLElement);
    await seen(canvas.getByRole('heading', { name: 'Souhrn' }));
    await seen(canvas.getByText('MTTR (průměrná doba vyřešení)'));
    await expect(within(canvas.getByRole('grid', { name: 'Weby v reportu' })).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('grid', { name: 'Denní přehled' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Dostupnost po dnech' })).toBeInTheDocument();
    for (const name of ['Stáhnout CSV', 'PDF česky', 'PDF anglicky']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const DetailEnglish: Story = {
  name: 'Detail – English',
  args: { path: SAVED },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'E-shopy pro zákazníka'));
    await seen(canvas.getAllByText('This month')[0] as HTMLElement);
    await seen(canvas.getByText('MTTR (mean time to resolve)'));
    await expect(canvas.getByRole('button', { name: 'PDF in English' })).toBeEnabled();
  },
};

export const DetailNotFound: Story = {
  name: 'Detail – not found',
  args: { path: `/reports/${fixtureId(999, 50)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Report nebyl nalezen' }));
    await expect(canvas.getByRole('link', { name: 'Zpět na reporty' })).toHaveAttribute('href', '/reports');
  },
};

export const DetailLoading: Story = {
  name: 'Detail – loading',
  args: { path: SAVED },
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/reports/saved/:id'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání reportu...' })).toBeInTheDocument();
  },
};

export const DetailError: Story = {
  name: 'Detail – error with retry',
  args: { path: SAVED },
  beforeEach({ msw }) {
    msw.use(failGet('/api/reports/saved/:id'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Report se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const DetailNarrow: Story = {
  name: 'Detail – 360 px',
  args: { path: SAVED },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await heading(within(canvasElement), 'E-shopy pro zákazníka');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Schedule: Story = {
  name: 'Detail – schedule monthly: own address filled in, saved',
  args: { path: SAVED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shopy pro zákazníka');
    await userEvent.click(canvas.getByRole('switch', { name: /Posílat měsíční report e-mailem/ }));
    await expect(canvas.getByRole('textbox', { name: 'Příjemci' })).toHaveValue('jana.novakova@example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await seen(await toast('Změny uloženy'));
    clearToasts();
  },
};

/** PUTs of the saved report that reached the API (a problem found before sending sends none). */
let savesSent = 0;
const countSaves = http.put('*/api/reports/saved/:id', () => {
  savesSent += 1;
  return undefined;
});

export const ScheduleInvalid: Story = {
  name: 'Detail – schedule monthly: recipients checked before sending',
  args: { path: SAVED },
  beforeEach({ msw }) {
    savesSent = 0;
    msw.use(countSaves);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shopy pro zákazníka');
    await userEvent.click(canvas.getByRole('switch', { name: /Posílat měsíční report e-mailem/ }));
    const recipients = canvas.getByRole('textbox', { name: 'Příjemci' });
    await userEvent.clear(recipients);
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await seen(await canvas.findByText('Zadejte alespoň jednoho příjemce měsíčního reportu.'));
    await userEvent.type(recipients, 'klient@example.cz, klient.example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await seen(await canvas.findByText('„klient.example.cz“ není platná e-mailová adresa.'));
    await expect(recipients).toHaveAttribute('aria-invalid', 'true');
    await expect(savesSent).toBe(0);
  },
};

export const SaveFailed: Story = {
  name: 'Detail – save fails',
  args: { path: SAVED },
  beforeEach({ msw }) {
    msw.use(failRequest('put', '/api/reports/saved/:id'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shopy pro zákazníka');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await seen(await toast('Report se nepodařilo uložit.'));
    clearToasts();
  },
};

export const Delete: Story = {
  name: 'Detail – delete with confirmation',
  args: { path: SAVED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shopy pro zákazníka');
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat report' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Opravdu smazat report „E-shopy pro zákazníka“?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat report' }));
    await seen(await toast('Report smazán'));
    await seen(await heading(canvas, 'Reporty'));
    await waitFor(() => expect(canvas.queryByText('E-shopy pro zákazníka')).toBeNull());
    clearToasts();
  },
};
