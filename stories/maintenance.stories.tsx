import { createMaintenanceWindows, fixtureId, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, failGet, named, narrowGlobals, narrowViewport, pendingGet, seen, toast } from './screen-states';

// /maintenance (list) and /maintenance/create, /maintenance/{id}/edit (editor): windows with one under way, English,
// dark, none yet, loading, error, 360 px; a new weekly window by keyboard, created; a saved weekly window; the last
// Friday of every month; a rule the server refuses; client errors; delete with confirmation; not found.

/** The windows' titles are what users typed (the language check leaves them out, as it does names). */
const titles = createMaintenanceWindows().map((planned) => planned.title);

const meta = {
  title: 'Screens/Maintenance',
  component: AppStory,
  parameters: { layout: 'fullscreen', userTexts: titles, ...narrowViewport },
  args: { path: '/maintenance' },
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

const WEEKLY = `/maintenance/${fixtureId(1, 64)}/edit`;
const RULE = `/maintenance/${fixtureId(3, 64)}/edit`;
const heading = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('heading', { name, level: 1 });

/** A `datetime-local` input takes its value as the browser's picker would give it. */
function setDateTime(input: HTMLElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// ---- List ----

export const List: Story = {
  name: 'List – four windows, one under way',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Plánovaná údržba' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    // Under way first, with its badge and when it ends; the one that is over last.
    const first = within(cards[0] as HTMLElement);
    await seen(first.getByRole('heading', { name: 'Sobotní aktualizace e-shopu' }));
    await seen(first.getAllByText('Probíhá')[0] as HTMLElement);
    await seen(first.getByText('Každou sobotu 8:30–10:00 (Europe/Prague)'));
    await seen(first.getByText('Do 10:00'));
    await seen(first.getByText('E-shop, API · stránky: Stav služeb Zahradnictví Novák'));
    await seen(first.getByText('1 hodinu předem'));
    await seen(within(cards[1] as HTMLElement).getByText(/^Jednorázově 5\. 12\. 2026 22:00–2:00/));
    await seen(within(cards[2] as HTMLElement).getByText('skupiny: Pro zákazníky'));
    await seen(within(cards[2] as HTMLElement).getByText('Bez upozornění'));
    await seen(within(cards[3] as HTMLElement).getByText('Proběhla'));
    await expect(canvas.getByRole('link', { name: named('Upravit', 'Sobotní aktualizace e-shopu') })).toHaveAttribute(
      'href',
      WEEKLY,
    );
    await expect(canvas.getByRole('link', { name: 'Naplánovat údržbu' })).toHaveAttribute(
      'href',
      '/maintenance/create',
    );
    // The sidebar leads here.
    await expect(canvas.getByRole('link', { name: 'Údržba' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Maintenance'));
    await seen(await canvas.findByText(/^Every Saturday 0?8:30–10:00 \(Europe\/Prague\)$/));
    await seen(canvas.getAllByText('In progress')[0] as HTMLElement);
    await seen(canvas.getByText('Finished'));
  },
};

export const ListDark: Story = {
  name: 'List – dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Výměna certifikátu intranetu' }));
  },
};

export const ListEmpty: Story = {
  name: 'List – none yet',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Zatím žádná plánovaná údržba' }));
    // One way to plan one: the empty state's.
    await expect(canvas.getAllByRole('link', { name: 'Naplánovat údržbu' })).toHaveLength(1);
  },
};

export const ListLoading: Story = {
  name: 'List – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/maintenance-windows'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání údržby...' })).toBeInTheDocument();
  },
};

export const ListError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/maintenance-windows'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Údržbu se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Výměna certifikátu intranetu' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- Editor ----

export const NewWindow: Story = {
  name: 'Editor – new weekly window by keyboard',
  args: { path: '/maintenance/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Naplánovat údržbu');
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Název/ }), 'Noční zálohy');
    setDateTime(canvas.getByLabelText(/^Začátek/), '2026-12-03T22:00');
    const minutes = canvas.getByRole('textbox', { name: 'Minuty' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    // Weekly on Monday and Thursday, chosen by keyboard.
    canvas.getByRole('radio', { name: 'Jednorázově' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Každý týden ve vybrané dny' })).toBeChecked();
    canvas.getByRole('checkbox', { name: 'Čtvrtek' }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('checkbox', { name: 'Pondělí' }).focus();
    await userEvent.keyboard(' ');
    await seen(await canvas.findByText('Každý týden v pondělí a čtvrtek 22:00–23:30 (Europe/Prague)'));
    const website = await canvas.findByRole('checkbox', { name: 'API' });
    website.focus();
    await userEvent.keyboard(' ');
    await expect(website).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Upozornit odběratele stavových stránek předem' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Kolik minut předem' })).toHaveValue('60');
    // Focus moved down the page and scrolled it: photograph it from the top.
    window.scrollTo(0, 0);
  },
};

export const CreateWindow: Story = {
  name: 'Editor – create',
  args: { path: '/maintenance/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Název/ }), 'Výměna disků');
    setDateTime(canvas.getByLabelText(/^Začátek/), '2026-12-12T06:00');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Blog' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Upozornit odběratele stavových stránek předem' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Naplánovat' }));
    await expect(await toast('Údržba byla naplánována')).toBeInTheDocument();
    // Back on the list, the new window with its date and no notice.
    await seen(await heading(canvas, 'Údržba'));
    const card = (await canvas.findByRole('heading', { name: 'Výměna disků' })).closest('li');
    await seen(within(card as HTMLElement).getByText('sobota 12. prosince 2026 6:00–7:00'));
    await seen(within(card as HTMLElement).getByText('Bez upozornění'));
    // Focus moved down the page and scrolled it: photograph it from the top.
    window.scrollTo(0, 0);
  },
};

export const ExistingWeekly: Story = {
  name: 'Editor – saved weekly window',
  args: { path: WEEKLY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Sobotní aktualizace e-shopu'));
    await seen(canvas.getByText('Do 10:00'));
    await expect(canvas.getByLabelText(/^Začátek/)).toHaveValue('2026-09-05T08:30');
    await expect(canvas.getByRole('textbox', { name: 'Minuty' })).toHaveValue('30');
    await expect(canvas.getByRole('radio', { name: 'Každý týden ve vybrané dny' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sobota' })).toBeChecked();
    await expect(await canvas.findByRole('checkbox', { name: 'E-shop' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Stav služeb Zahradnictví Novák' })).toBeChecked();
    await seen(canvas.getByText('Každou sobotu 8:30–10:00 (Europe/Prague)'));
  },
};

export const ExistingEnglish: Story = {
  name: 'Editor – English',
  args: { path: WEEKLY },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'What the maintenance covers' }));
    await expect(canvas.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const RuleRefused: Story = {
  name: 'Editor – rule refused by the server',
  args: { path: RULE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = await canvas.findByRole('textbox', { name: /^Pravidlo opakování/ });
    await expect(rule).toHaveValue('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15');
    await userEvent.clear(rule);
    await userEvent.type(rule, 'FREQ=YEARLY;BYMONTH=12');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await seen(await canvas.findByText('Formulář obsahuje chyby, opravte prosím označená pole.'));
    await seen(canvas.getByText('Pravidlo musí mít FREQ=DAILY, WEEKLY nebo MONTHLY.'));
    await expect(rule).toHaveAttribute('aria-invalid', 'true');
    await expect(rule).toHaveAccessibleDescription(/Pravidlo musí mít FREQ=DAILY, WEEKLY nebo MONTHLY\./);
    // Focus moved down the page and scrolled it: photograph it from the top.
    window.scrollTo(0, 0);
  },
};

export const OrdinalWeekday: Story = {
  name: 'Editor – the last Friday of every month',
  args: { path: RULE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = await canvas.findByRole('textbox', { name: /^Pravidlo opakování/ });
    await expect(rule).toHaveAccessibleDescription(/FREQ=MONTHLY;BYDAY=-1FR poslední pátek v měsíci/);
    await userEvent.clear(rule);
    await userEvent.type(rule, 'FREQ=MONTHLY;BYDAY=-1FR');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await expect(await toast('Změny byly uloženy')).toBeInTheDocument();
    // The next time under the title follows the rule: a Friday, the last of its month.
    await seen(await canvas.findByText('Příští termín: pátek 27. listopadu 2026 22:00–0:00'));
    window.scrollTo(0, 0);
  },
};

export const ClientErrors: Story = {
  name: 'Editor – client errors',
  args: { path: '/maintenance/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = await canvas.findByRole('textbox', { name: 'Hodiny' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '200');
    await userEvent.click(canvas.getByRole('radio', { name: 'Vlastní pravidlo (RRULE)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Naplánovat' }));
    await seen(await canvas.findByText('Formulář obsahuje chyby, opravte prosím označená pole.'));
    await seen(canvas.getByText('Zadejte název údržby.'));
    await seen(canvas.getByText('Zadejte datum a čas začátku.'));
    await seen(canvas.getByText('Údržba může trvat nejvýše 7 dní.'));
    await seen(canvas.getByText('Zadejte pravidlo opakování, např. FREQ=WEEKLY;BYDAY=MO.'));
    await seen(canvas.getByText('Vyberte alespoň jeden web nebo stavovou stránku.'));
    // Focus moved down the page and scrolled it: photograph it from the top.
    window.scrollTo(0, 0);
  },
};

export const Delete: Story = {
  name: 'Editor – delete with confirmation',
  args: { path: `/maintenance/${fixtureId(4, 64)}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Smazat údržbu' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Smazat údržbu Výměna certifikátu intranetu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await expect(await toast('Údržba byla smazána')).toBeInTheDocument();
    await seen(await heading(canvas, 'Údržba'));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Plánovaná údržba' })).getAllByRole('listitem')).toHaveLength(3),
    );
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    // Focus moved down the page and scrolled it: photograph it from the top.
    window.scrollTo(0, 0);
  },
};

export const NotFound: Story = {
  name: 'Editor – not found',
  args: { path: `/maintenance/${fixtureId(999, 64)}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Údržba nebyla nalezena' }));
    await expect(canvas.getByRole('link', { name: 'Zpět na údržbu' })).toHaveAttribute('href', '/maintenance');
  },
};
