import { fixtureId, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { failGet, named, narrowGlobals, narrowViewport, pendingGet, seen, toast } from './screen-states';

// /on-call (list), /on-call/{id} (calendar), /on-call/{id}/edit (editor), /on-call/create: the fixtures' "now" is
// Saturday 21 November 2026, 09:00 in Prague. Lucie Dvořáková has the week of the main rotation; from 20:00 the weekend
// layer puts Petr Svoboda on call; Lucie holds next Saturday as an override (changed, being changed, cancelled, removed
// in the editor, both languages, dark at 360 px).

const meta = {
  title: 'Screens/On-call',
  component: AppStory,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { path: '/on-call' },
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

const SHOP = fixtureId(1, 70);
const CALENDAR = `/on-call/${SHOP}`;
const EDITOR = `/on-call/${SHOP}/edit`;
const heading = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('heading', { name, level: 1 });

// ---- List ----

export const List: Story = {
  name: 'List – two schedules, who is on call now and next',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Rozpisy pohotovosti' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    await expect(cards).toHaveLength(2);
    const shop = within(cards[0] as HTMLElement);
    await seen(shop.getByRole('link', { name: 'Provoz e-shopu' }));
    await seen(shop.getByText('Lucie Dvořáková'));
    await seen(shop.getByText('do so 21. 11. 20:00'));
    await seen(shop.getByText('Petr Svoboda'));
    await seen(shop.getByText('od so 21. 11. 20:00'));
    await expect(canvas.getByRole('link', { name: named('Upravit', 'Provoz e-shopu') })).toHaveAttribute(
      'href',
      EDITOR,
    );
    // The second team's schedule may be read, not changed.
    await expect(canvas.queryByRole('link', { name: named('Upravit', 'Databáze') })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Nový rozpis' })).toHaveAttribute('href', '/on-call/create');
    // The sidebar leads here.
    await expect(canvas.getByRole('link', { name: 'Pohotovost' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'On-call'));
    await seen((await canvas.findAllByText('On call now'))[0] as HTMLElement);
    await seen(canvas.getByText(/^until Sat 21\/11, 20:00$/));
  },
};

export const ListDark: Story = {
  name: 'List – dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('link', { name: 'Databáze' }));
  },
};

export const ListEmpty: Story = {
  name: 'List – none yet, no team',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Zatím žádný rozpis pohotovosti' }));
    await seen(await canvas.findByText(/Nejdřív založte tým/));
    await expect(canvas.getByRole('link', { name: 'Přejít na týmy' })).toHaveAttribute('href', '/teams');
  },
};

export const ListLoading: Story = {
  name: 'List – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/on-call-schedules'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Načítám rozpisy pohotovosti…' }),
    ).toBeInTheDocument();
  },
};

export const ListError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/on-call-schedules'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Rozpisy pohotovosti se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Databáze' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- Calendar ----

export const Calendar: Story = {
  name: 'Calendar – this week, today marked, a colour per person',
  args: { path: CALENDAR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Provoz e-shopu');
    const week = await canvas.findByRole('list', { name: 'Týden po 16. 11. – ne 22. 11.' });
    const days = within(week)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === week);
    await expect(days).toHaveLength(7);
    // Saturday is today: Lucie until 20:00, then Petr of the weekend layer.
    const saturday = days[5] as HTMLElement;
    await expect(saturday).toHaveAttribute('aria-current', 'date');
    await seen(within(saturday).getByText('Dnes'));
    await seen(within(saturday).getByText('0:00–20:00'));
    await seen(within(saturday).getByText('20:00–24:00'));
    await seen(within(days[6] as HTMLElement).getByText('0:00–24:00'));
    await expect(canvas.getByRole('button', { name: 'Tento týden' })).toBeDisabled();
  },
};

export const CalendarNextWeek: Story = {
  name: 'Calendar – next week, with an override',
  args: { path: CALENDAR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /^Týden po 16\. 11\./ });
    await userEvent.click(canvas.getByRole('button', { name: 'Další týden' }));
    const week = await canvas.findByRole('list', { name: 'Týden po 23. 11. – ne 29. 11.' });
    const days = within(week)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === week);
    // Lucie holds Saturday 28 November as an override; no day of this week is today.
    await seen(within(days[5] as HTMLElement).getByText('0:00–24:00 · zástup'));
    await expect(week.querySelector('[aria-current="date"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tento týden' })).toBeEnabled();
  },
};

export const CalendarEnglish: Story = {
  name: 'Calendar – English',
  args: { path: CALENDAR },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('list', { name: /^Week Mon 16 Nov/ }));
    await seen(canvas.getByText('Today'));
    await seen(canvas.getByText('Times in Europe/Prague'));
  },
};

export const CalendarDark: Story = {
  name: 'Calendar – dark',
  args: { path: CALENDAR },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Dnes'));
  },
};

export const CalendarNarrow: Story = {
  name: 'Calendar – 360 px',
  args: { path: CALENDAR },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Dnes');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const CalendarShiftsError: Story = {
  name: 'Calendar – shifts fail to load',
  args: { path: CALENDAR },
  beforeEach({ msw }) {
    msw.use(failGet(`/api/on-call-schedules/${SHOP}/shifts`));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Směny se nepodařilo načíst');
  },
};

export const CalendarNotFound: Story = {
  name: 'Calendar – not found',
  args: { path: `/on-call/${fixtureId(99, 70)}` },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Rozpis nebyl nalezen' }));
  },
};

// ---- Calendar: an override changed, and one added, from its shift (the overrides list's editor in a dialog) ----

/** The day columns of the week the calendar shows, after moving `weeks` weeks on. */
async function weekDaysShown(canvas: ReturnType<typeof within>, weeks: 0 | 1) {
  await canvas.findByRole('list', { name: /^(Týden po 16\. 11\.|Week Mon 16 Nov)/ });
  if (weeks === 1) await userEvent.click(canvas.getByRole('button', { name: /^(Další týden|Next week)$/ }));
  const week = await canvas.findByRole('list', {
    name: weeks === 1 ? /^(Týden po 23\. 11\.|Week Mon 23 Nov)/ : /^(Týden po 16\. 11\.|Week Mon 16 Nov)/,
  });
  return within(week)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === week) as HTMLElement[];
}
/** The override editor's dialog, once it has the focus (React Aria moves it there after the dialog's entry). */
async function dialogNamed(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

export const CalendarOverrideByKeyboard: Story = {
  name: 'Calendar – an override opened from its shift by keyboard: the override editor',
  args: { path: CALENDAR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText(/Kliknutím na zástup jej upravíte/));
    const days = await weekDaysShown(canvas, 1);
    const shift = within(days[5] as HTMLElement).getByRole('button', {
      name: /Lucie Dvořáková.*0:00–24:00 · zástup.*Upravit zástup$/,
    });
    shift.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = within(await dialogNamed('Úprava zástupu'));
    // The override's own values: Saturday 28 November, all day in Prague.
    await expect(dialog.getByLabelText('Od')).toHaveValue('2026-11-28T00:00');
    await expect(dialog.getByLabelText('Do')).toHaveValue('2026-11-29T00:00');
    await seen(dialog.getByRole('button', { name: /Lucie Dvořáková Kdo drží službu$/ }));
    // Escape closes it and gives the focus back to the shift; Enter opens it again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(shift));
    await userEvent.keyboard('{Enter}');
    dialog = within(await dialogNamed('Úprava zástupu'));
    await seen(dialog.getByRole('button', { name: 'Uložit zástup' }));
    await seen(dialog.getByRole('button', { name: 'Zrušit' }));
  },
};

export const CalendarOverrideChanged: Story = {
  name: 'Calendar – an override changed from its shift: another person saved',
  args: { path: CALENDAR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await weekDaysShown(canvas, 1);
    await userEvent.click(within(days[5] as HTMLElement).getByRole('button', { name: /Lucie Dvořáková/ }));
    const dialog = within(await dialogNamed('Úprava zástupu'));
    await userEvent.click(dialog.getByRole('button', { name: /Kdo drží službu$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Petr Svoboda' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Uložit zástup' }));
    await expect(await toast('Změny byly uloženy.')).toBeInTheDocument();
    clearToasts();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const saturday = within(days[5] as HTMLElement);
    await seen(await saturday.findByRole('button', { name: /Petr Svoboda.*0:00–24:00 · zástup.*Upravit zástup$/ }));
  },
};

export const CalendarOverrideAdded: Story = {
  name: 'Calendar – an override added from a shift, prefilled with its time',
  args: { path: CALENDAR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await weekDaysShown(canvas, 0);
    // Today: Lucie until 20:00 (her week of the main rotation, from Monday's 09:00 hand-off), then Petr.
    await userEvent.click(
      within(days[5] as HTMLElement).getByRole('button', { name: /Lucie Dvořáková.*0:00–20:00.*Přidat zástup$/ }),
    );
    const dialog = within(await dialogNamed('Přidat zástup'));
    await expect(dialog.getByLabelText('Od')).toHaveValue('2026-11-16T09:00');
    await expect(dialog.getByLabelText('Do')).toHaveValue('2026-11-21T20:00');
    await userEvent.click(dialog.getByRole('button', { name: /Kdo drží službu$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Jana Nováková' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Přidat zástup' }));
    await expect(await toast('Změny byly uloženy.')).toBeInTheDocument();
    clearToasts();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await seen(
      await within(days[5] as HTMLElement).findByRole('button', {
        name: /Jana Nováková.*0:00–20:00 · zástup.*Upravit zástup$/,
      }),
    );
  },
};

export const CalendarOverrideEnglish: Story = {
  name: 'Calendar – an override opened from its shift, English',
  args: { path: CALENDAR },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText(/Choose an override to change it/));
    const days = await weekDaysShown(canvas, 1);
    await userEvent.click(
      within(days[5] as HTMLElement).getByRole('button', { name: /Lucie Dvořáková.*Edit override$/ }),
    );
    const dialog = within(await dialogNamed('Editing an override'));
    await seen(dialog.getByRole('button', { name: 'Save override' }));
    await seen(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

export const CalendarOverrideAddDarkNarrow: Story = {
  name: 'Calendar – adding an override from a shift, dark, 360 px',
  args: { path: CALENDAR },
  globals: { ...narrowGlobals, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await weekDaysShown(canvas, 0);
    await userEvent.click(
      within(days[5] as HTMLElement).getByRole('button', { name: /Petr Svoboda.*20:00–24:00.*Přidat zástup$/ }),
    );
    const dialog = within(await dialogNamed('Přidat zástup'));
    await seen(dialog.getByRole('button', { name: 'Přidat zástup' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
    window.scrollTo(0, 0);
  },
};

// ---- Editor ----

export const Editor: Story = {
  name: 'Editor – layers, rotation order, overrides, calendar address',
  args: { path: EDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Provoz e-shopu');
    const order = (await canvas.findAllByRole('list', { name: 'Pořadí lidí' }))[1] as HTMLElement;
    await expect(
      within(order)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['1. Jana Nováková', '2. Petr Svoboda', '3. Lucie Dvořáková']);
    await seen(canvas.getByRole('list', { name: 'Zástupy' }));
    await expect(canvas.getByRole('textbox', { name: 'Adresa kalendáře' })).toHaveValue(
      `https://hlidka.example.cz/api/on-call-schedules/${SHOP}/calendar.ics?token=tajny-token-1`,
    );
    window.scrollTo(0, 0);
  },
};

export const EditorReorderByKeyboard: Story = {
  name: 'Editor – reorder members by keyboard and save',
  args: { path: EDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = (await canvas.findAllByRole('list', { name: 'Pořadí lidí' }))[1] as HTMLElement;
    within(order).getByRole('listitem', { name: '3. Lucie Dvořáková' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() =>
      expect(
        within(order)
          .getAllByRole('listitem')
          .map((row) => row.getAttribute('aria-label')),
      ).toEqual(['1. Jana Nováková', '2. Lucie Dvořáková', '3. Petr Svoboda']),
    );
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', '2. Lucie Dvořáková'));
    await seen(canvas.getByText('Lucie Dvořáková je teď 2. v pořadí.'));
    await userEvent.click(canvas.getByRole('button', { name: named('Uložit vrstvu', 'Vrstva 1') }));
    await expect(await toast('Změny byly uloženy.')).toBeInTheDocument();
    window.scrollTo(0, 0);
  },
};

export const EditorEnglish: Story = {
  name: 'Editor – English',
  args: { path: EDITOR },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Layers' }));
    await seen(canvas.getByRole('heading', { name: 'Overrides' }));
  },
};

export const EditorDark: Story = {
  name: 'Editor – dark',
  args: { path: EDITOR },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Vrstvy' }));
  },
};

export const EditorNarrow: Story = {
  name: 'Editor – 360 px',
  args: { path: EDITOR },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Vrstvy' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- Overrides: changed and removed from their list ----

const overrideList = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Zástupy' });

export const EditorOverrideEdit: Story = {
  name: 'Editor – an override changed: its values in the form, another person saved',
  args: { path: EDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await overrideList(canvas));
    await userEvent.click(list.getByRole('button', { name: /^Upravit zástup\s*:\s*Lucie Dvořáková/ }));
    const form = within(canvas.getByRole('form', { name: 'Úprava zástupu' }));
    // Saturday 28 November, all day in the schedule's zone (Prague).
    await expect(form.getByLabelText('Od')).toHaveValue('2026-11-28T00:00');
    await expect(form.getByLabelText('Do')).toHaveValue('2026-11-29T00:00');
    await seen(form.getByRole('button', { name: /Lucie Dvořáková Kdo drží službu$/ }));
    await userEvent.click(form.getByRole('button', { name: /Kdo drží službu$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Petr Svoboda' }));
    await userEvent.click(form.getByRole('button', { name: 'Uložit zástup' }));
    await expect(await toast('Změny byly uloženy.')).toBeInTheDocument();
    clearToasts();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await seen(await list.findByRole('button', { name: /^Upravit zástup\s*:\s*Petr Svoboda/ }));
    // Back to adding one.
    await seen(canvas.getByRole('form', { name: 'Přidat zástup' }));
    window.scrollTo(0, 0);
  },
};

export const EditorOverrideEditing: Story = {
  name: 'Editor – an override being changed (its row marked, cancel)',
  args: { path: EDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await overrideList(canvas));
    const edit = list.getByRole('button', { name: /^Upravit zástup\s*:\s*Lucie Dvořáková/ });
    await userEvent.click(edit);
    await expect(edit).toHaveAttribute('aria-pressed', 'true');
    await seen(canvas.getByRole('button', { name: 'Zrušit úpravu' }));
    window.scrollTo(0, 0);
  },
};

export const EditorOverrideCancel: Story = {
  name: 'Editor – changing an override cancelled: the form adds again',
  args: { path: EDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await overrideList(canvas));
    await userEvent.click(list.getByRole('button', { name: /^Upravit zástup\s*:\s*Lucie Dvořáková/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit úpravu' }));
    const form = within(canvas.getByRole('form', { name: 'Přidat zástup' }));
    await expect(form.getByLabelText('Od')).toHaveValue('');
    await expect(list.getByRole('button', { name: /^Upravit zástup\s*:\s*Lucie Dvořáková/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    window.scrollTo(0, 0);
  },
};

export const EditorOverrideDelete: Story = {
  name: 'Editor – an override removed',
  args: { path: EDITOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await overrideList(canvas));
    await userEvent.click(list.getByRole('button', { name: /^Odebrat zástup\s*:\s*Lucie Dvořáková/ }));
    await seen(await canvas.findByText('Žádné zástupy.'));
    window.scrollTo(0, 0);
  },
};

export const EditorOverrideEditingEnglish: Story = {
  name: 'Editor – an override being changed, English',
  args: { path: EDITOR },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Overrides' }));
    await userEvent.click(list.getByRole('button', { name: /^Edit override\s*:\s*Lucie Dvořáková/ }));
    await seen(canvas.getByRole('form', { name: 'Editing an override' }));
    await seen(canvas.getByRole('button', { name: 'Save override' }));
    const cancel = canvas.getByRole('button', { name: 'Cancel editing' });
    await seen(cancel);
    window.scrollTo(0, 0);
  },
};

export const EditorOverrideEditingDarkNarrow: Story = {
  name: 'Editor – an override being changed, dark, 360 px',
  args: { path: EDITOR },
  globals: { ...narrowGlobals, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await overrideList(canvas));
    await userEvent.click(list.getByRole('button', { name: /^Upravit zástup\s*:\s*Lucie Dvořáková/ }));
    const cancel = canvas.getByRole('button', { name: 'Zrušit úpravu' });
    await seen(cancel);
    window.scrollTo(0, 0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const EditorLoading: Story = {
  name: 'Editor – loading',
  args: { path: EDITOR },
  beforeEach({ msw }) {
    msw.use(pendingGet(`/api/on-call-schedules/${SHOP}`));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Načítám rozpisy pohotovosti…' }),
    ).toBeInTheDocument();
  },
};

export const Create: Story = {
  name: 'Create – a schedule, then its editor',
  args: { path: '/on-call/create' },
  parameters: { userTexts: ['Noční služba'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nový rozpis pohotovosti');
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Název/ }), 'Noční služba');
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit rozpis' }));
    await seen(await heading(canvas, 'Noční služba'));
    await seen(await canvas.findByText('Zatím žádná vrstva. Přidejte první a v ní rotaci.'));
  },
};
