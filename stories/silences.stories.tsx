import type { Silence } from '@hlidka/contract';
import {
  createMockDb,
  createSilence,
  createWebsiteGroups,
  fixtureId,
  groupWebsites,
  isoMinutesAgo,
  scenario,
} from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, named, narrowGlobals, narrowViewport, openDialog, seen, toast } from './screen-states';

// Silences (issue 28, item 3): the dialog on a website (durations, a required reason, saving), silencing and
// unsilencing with a confirmation, and the badge "Ztlumeno do …" with who and why on focus, in the websites list, the
// detail header, the dashboard table, a group's card and an open incident. Czech and English, dark, 360 px.

const eshop = fixtureId(1, 12);
const blog = fixtureId(3, 12);
const openIncident = fixtureId(1, 6);
const REASON = 'Nasazení nové verze e-shopu';
const GROUP_REASON = 'Stěhování serverovny';

/** The groups' names and descriptions are what users typed (the language check leaves them out). */
const groupTexts = createWebsiteGroups().flatMap((group) =>
  group.description ? [group.name, group.description] : [group.name],
);

/** The populated account with its groups (E-shop and Blog in Obchod) and the given silences. */
function silencedDb(silences: Silence[] = []) {
  const db = createMockDb('populated');
  db.websiteGroups = createWebsiteGroups();
  db.websites = groupWebsites(db.websites);
  db.silences = silences;
  return db;
}

/** E-shop silenced by hand. */
const websiteSilence = () => createSilence(1, { reason: REASON });
/** The group Obchod silenced: its E-shop and Blog. */
const groupSilence = () =>
  createSilence(2, {
    targetKind: 'group',
    targetId: fixtureId(1, 13),
    websiteIds: [eshop, blog],
    reason: GROUP_REASON,
  });
/** The open incident of E-shop silenced, noted on its timeline. */
function incidentSilenced() {
  const db = silencedDb([
    createSilence(3, { targetKind: 'incident', targetId: openIncident, websiteIds: [eshop], reason: REASON }),
  ]);
  db.incidents = db.incidents.map((incident) =>
    incident.id === openIncident
      ? {
          ...incident,
          timeline: [
            ...incident.timeline,
            {
              id: fixtureId(99, 13),
              type: 'silenced',
              actor: { userId: db.user.id, name: 'Jana Nováková' },
              causeCode: null,
              text: REASON,
              createdAt: isoMinutesAgo(20),
            },
          ],
        }
      : incident,
  );
  return db;
}

const meta = {
  title: 'Screens/Silences',
  component: AppStory,
  parameters: { layout: 'fullscreen', userTexts: [REASON, GROUP_REASON, ...groupTexts], ...narrowViewport },
  args: { path: `/websites/${eshop}` },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated', { db: silencedDb() }));
  },
  afterEach() {
    clearToasts();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSilences =
  (db: () => ReturnType<typeof silencedDb>) =>
  ({ msw }: { msw: { use: (...handlers: ReturnType<typeof scenario>) => void } }) => {
    msw.use(...scenario('populated', { db: db() }));
  };

const openSilenceDialog = async (canvasElement: HTMLElement, title = 'Ztlumit upozornění: E-shop') =>
  within(
    await openDialog(canvasElement, 'Ztlumit upozornění', {
      name: title,
      role: 'dialog',
    }),
  );

// ---- The dialog ----

export const DialogEmpty: Story = {
  name: 'Dialog – empty',
  play: async ({ canvasElement }) => {
    const dialog = await openSilenceDialog(canvasElement);
    await expect(dialog.getByRole('radio', { name: '1 hodina' })).toBeChecked();
    await expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '30',
      '60',
      '240',
      '1440',
      '10080',
    ]);
    await expect(dialog.getByRole('textbox', { name: /^Důvod/ })).toHaveFocus();
  },
};

export const DialogEnglish: Story = {
  name: 'Dialog – empty, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await openDialog(canvasElement, 'Silence alerts', { name: 'Silence alerts: E-shop', role: 'dialog' }),
    );
    await expect(dialog.getByRole('radio', { name: '1 hour' })).toBeChecked();
    await seen(dialog.getByText(/Checks go on; only the alerts are held back/));
  },
};

export const DialogValidation: Story = {
  name: 'Dialog – the reason is required',
  play: async ({ canvasElement }) => {
    const dialog = await openSilenceDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '4 hodiny' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Důvod/ }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Ztlumit' }));
    await seen(await dialog.findByText('Zadejte důvod ztlumení.'));
    await expect(dialog.getByRole('textbox', { name: /^Důvod/ })).toHaveAttribute('aria-invalid', 'true');
    // Nothing chosen is lost.
    await expect(dialog.getByRole('radio', { name: '4 hodiny' })).toBeChecked();
  },
};

export const DialogValidationEnglish: Story = {
  name: 'Dialog – the reason is required, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await openDialog(canvasElement, 'Silence alerts', { name: 'Silence alerts: E-shop', role: 'dialog' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Silence' }));
    await seen(await dialog.findByText('Enter a reason for the silence.'));
  },
};

export const DialogSaving: Story = {
  name: 'Dialog – saving',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/silences', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSilenceDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Důvod/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Ztlumit' }));
    await seen(await dialog.findByText('Ztlumování…'));
  },
};

export const DialogNarrow: Story = {
  name: 'Dialog – 360 px, dark',
  globals: { ...narrowGlobals, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await openSilenceDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Ztlumit' }));
    await seen(await dialog.findByText('Zadejte důvod ztlumení.'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const SilenceAndUnsilence: Story = {
  name: 'Silence, then unsilence with a confirmation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openSilenceDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '30 minut' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Důvod/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Ztlumit' }));
    await expect(await toast('Upozornění byla ztlumena.')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    clearToasts();
    await seen(await canvas.findByText(/^Ztlumeno do /));

    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit ztlumení' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Zrušit ztlumení?' }));
    await seen(confirm.getByText('Upozornění na tento web se začnou znovu posílat.'));
    await userEvent.click(confirm.getByRole('button', { name: 'Zrušit ztlumení' }));
    await expect(await toast('Ztlumení bylo zrušeno.')).toBeInTheDocument();
    clearToasts();
    await waitFor(() => expect(canvas.queryByText(/^Ztlumeno do /)).toBeNull());
    await seen(canvas.getByRole('button', { name: 'Ztlumit upozornění' }));
  },
};

// ---- The badge ----

/** The badge focused from the keyboard: who silenced it and why in its tooltip. */
async function focusBadge(canvasElement: HTMLElement, reason: string) {
  const badge = await within(canvasElement).findByText(/^(Ztlumeno do|Silenced until) /);
  const focusable = badge.closest('[tabindex="0"]') as HTMLElement;
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  // From the keyboard, as a reader tabs to it (a tooltip opens on keyboard focus, not on a programmatic one).
  for (let step = 0; step < 60 && document.activeElement !== focusable; step += 1) await userEvent.tab();
  await expect(focusable).toHaveFocus();
  await seen(await body().findByRole('tooltip'));
  await expect(body().getByRole('tooltip')).toHaveTextContent(reason);
  return focusable;
}

export const DetailBadge: Story = {
  name: 'Detail – silenced, the reason on focus',
  beforeEach: withSilences(() => silencedDb([websiteSilence()])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'E-shop', level: 1 });
    await focusBadge(canvasElement, `Ztlumil(a) Jana Nováková: ${REASON}`);
    await expect(within(canvasElement).getByRole('button', { name: 'Zrušit ztlumení' })).toBeVisible();
  },
};

export const DetailBadgeEnglish: Story = {
  name: 'Detail – silenced, English',
  globals: { locale: 'en' },
  beforeEach: withSilences(() => silencedDb([websiteSilence()])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'E-shop', level: 1 });
    await focusBadge(canvasElement, `Silenced by Jana Nováková: ${REASON}`);
    await expect(within(canvasElement).getByRole('button', { name: 'Unsilence' })).toBeVisible();
  },
};

export const DetailBadgeNarrowDark: Story = {
  name: 'Detail – silenced, 360 px, dark',
  globals: { ...narrowGlobals, theme: 'dark' },
  beforeEach: withSilences(() => silencedDb([websiteSilence()])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'E-shop', level: 1 });
    await seen(await canvas.findByText(/^Ztlumeno do /));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DetailGroupSilence: Story = {
  name: 'Detail – silenced with its group, the confirmation says so',
  args: { path: `/websites/${blog}` },
  beforeEach: withSilences(() => silencedDb([groupSilence()])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Blog', level: 1 });
    await seen(await canvas.findByText(/^Ztlumeno do /));
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit ztlumení' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Zrušit ztlumení?' }));
    await seen(confirm.getByText(/Ztlumená je celá skupina webů/));
  },
};

/** The row of a website in the websites list. */
async function listRow(canvasElement: HTMLElement, name: string) {
  const link = await within(canvasElement).findByRole('link', { name });
  return within(link.closest('[role="row"]') as HTMLElement);
}

export const List: Story = {
  name: 'Websites list – silenced with their group',
  args: { path: '/websites' },
  beforeEach: withSilences(() => silencedDb([groupSilence()])),
  play: async ({ canvasElement }) => {
    await seen(await (await listRow(canvasElement, 'E-shop')).findByText(/^Ztlumeno do /));
    await seen(await (await listRow(canvasElement, 'Blog')).findByText(/^Ztlumeno do /));
    await expect((await listRow(canvasElement, 'API')).queryByText(/^Ztlumeno do /)).toBeNull();
  },
};

export const ListEnglish: Story = {
  name: 'Websites list – silenced, English',
  args: { path: '/websites' },
  globals: { locale: 'en' },
  beforeEach: withSilences(() => silencedDb([groupSilence()])),
  play: async ({ canvasElement }) => {
    await seen(await (await listRow(canvasElement, 'E-shop')).findByText(/^Silenced until /));
  },
};

export const ListNarrow: Story = {
  name: 'Websites list – silenced, 360 px',
  args: { path: '/websites' },
  globals: narrowGlobals,
  beforeEach: withSilences(() => silencedDb([websiteSilence()])),
  play: async ({ canvasElement }) => {
    await seen(await (await listRow(canvasElement, 'E-shop')).findByText(/^Ztlumeno do /));
  },
};

/** The dashboard table's row of a website. */
async function dashboardRow(canvasElement: HTMLElement, table: string, name: string) {
  const found = await within(canvasElement).findByRole('table', { name: table });
  return within(within(found).getByRole('link', { name }).closest('tr') as HTMLElement);
}

export const Dashboard: Story = {
  name: 'Dashboard – silenced',
  args: { path: '/dashboard' },
  beforeEach: withSilences(() => silencedDb([websiteSilence()])),
  play: async ({ canvasElement }) => {
    const row = await dashboardRow(canvasElement, 'Weby a jejich stav', 'E-shop');
    await seen(await row.findByText(/^Ztlumeno do /));
  },
};

export const DashboardEnglishDark: Story = {
  name: 'Dashboard – silenced, English, dark',
  args: { path: '/dashboard' },
  globals: { locale: 'en', theme: 'dark' },
  beforeEach: withSilences(() => silencedDb([websiteSilence()])),
  play: async ({ canvasElement }) => {
    const row = await dashboardRow(canvasElement, 'Websites and their status', 'E-shop');
    await seen(await row.findByText(/^Silenced until /));
  },
};

export const Group: Story = {
  name: 'Group – silence a group',
  args: { path: '/website-groups' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Obchod' });
    const opener = await within(canvasElement).findByRole('button', { name: named('Ztlumit upozornění', 'Obchod') });
    await userEvent.click(opener);
    const dialog = within(await body().findByRole('dialog', { name: 'Ztlumit upozornění: Obchod' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Důvod/ }), GROUP_REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Ztlumit' }));
    await expect(await toast('Upozornění byla ztlumena.')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    clearToasts();
    await seen(await within(canvasElement).findByText(/^Ztlumeno do /));
    await seen(within(canvasElement).getByRole('button', { name: named('Zrušit ztlumení', 'Obchod') }));
  },
};

export const GroupSilencedEnglish: Story = {
  name: 'Group – silenced, English',
  args: { path: '/website-groups' },
  globals: { locale: 'en' },
  beforeEach: withSilences(() => silencedDb([groupSilence()])),
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText(/^Silenced until /));
    await expect(within(canvasElement).getByRole('button', { name: named('Unsilence', 'Obchod') })).toBeVisible();
  },
};

export const Incident: Story = {
  name: 'Incident – silenced, on its timeline too',
  args: { path: `/incidents/${openIncident}` },
  beforeEach: withSilences(incidentSilenced),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText(/^Ztlumeno do /));
    await seen(canvas.getByText('Upozornění ztlumena'));
    await seen(canvas.getByText(REASON));
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit ztlumení' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Zrušit ztlumení?' }));
    await seen(confirm.getByText('Upozornění k tomuto incidentu se začnou znovu posílat.'));
  },
};

export const IncidentEnglish: Story = {
  name: 'Incident – silenced, English',
  args: { path: `/incidents/${openIncident}` },
  globals: { locale: 'en' },
  beforeEach: withSilences(incidentSilenced),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText(/^Silenced until /));
    await seen(canvas.getByText('Alerts silenced'));
  },
};

export const IncidentSilence: Story = {
  name: 'Incident – silence it',
  args: { path: `/incidents/${openIncident}` },
  play: async ({ canvasElement }) => {
    const dialog = await openSilenceDialog(canvasElement, 'Ztlumit upozornění: E-shop je nedostupný');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Důvod/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Ztlumit' }));
    await expect(await toast('Upozornění byla ztlumena.')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    clearToasts();
    await seen(await within(canvasElement).findByText(/^Ztlumeno do /));
  },
};
