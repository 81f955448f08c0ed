import { failIn, fixtureId, mockBadgeKey, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { statusPageNavigation } from '../packages/app/src/screens/status-pages/status-page-member-access';
import { AppStory, localeOf } from './app-story';
import { badgeHandlers, imagesLoaded } from './badge-handlers';
import { body, failGet, named, narrowGlobals, narrowViewport, pendingGet, seen, toast } from './screen-states';

// /status-pages (list) and /status-pages/create, /status-pages/{id}/edit (editor) in every state: populated, English,
// dark, none yet, at the plan's limit, loading, error; a new page with its slug checked live, groups and websites added
// and moved by keyboard, created; a saved page with many groups and long names; client and server field errors; delete
// with confirmation; a subscriber removed; not found; 360 px; the page's time zone; "Vložit na web" (badges with live
// previews drawn by the server's code, Markdown and HTML to copy, the widget) in Czech, English, 360 px and
// unpublished.

const meta = {
  title: 'Screens/Status pages',
  component: AppStory,
  // The pages' footers and public names are what their owners typed (the editor shows them in its text areas, the embed
  // section in its snippets).
  parameters: {
    layout: 'fullscreen',
    ...narrowViewport,
    userTexts: [
      'Internetový obchod',
      'Veřejné API',
      'Potíže hlaste na podpora@example.cz.',
      'Provozovatel: Zahradní železnice a modelářství s.r.o., Dlouhá 1234/56, 110 00 Praha 1.',
    ],
  },
  args: { path: '/status-pages' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'), ...badgeHandlers);
  },
  // Toasts are cleared once the play function has seen them: the screenshot shows the screen, not the toast.
  async afterEach() {
    clearToasts();
    // The editor of a saved page previews its badges: photographed once they have loaded.
    await imagesLoaded();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = `/status-pages/${fixtureId(1, 60)}/edit`;
const heading = (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('heading', { name, level: 1 });

/** A website into the group `group` through its select (named "Přidat web do skupiny: {group}"). */
async function choose(canvas: ReturnType<typeof within>, group: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Přidat web do skupiny\\s*:\\s*${group}$`) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

// ---- List ----

export const List: Story = {
  name: 'List – two pages',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Stav služeb Zahradnictví Novák' }));
    await seen(canvas.getByText('2 z 3 stavových stránek'));
    const link = canvas.getByRole('link', { name: /hlidka\.example\.cz\/status\/zahradnictvi-novak/ });
    await expect(link).toHaveAttribute('href', 'https://hlidka.example.cz/status/zahradnictvi-novak');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/otevře se v novém okně/);
    await seen(canvas.getByText('Zveřejněná'));
    await seen(canvas.getByText('Koncept'));
    await seen(canvas.getByText('4 weby · 2 skupiny'));
    await expect(canvas.getByRole('link', { name: named('Upravit', 'Interní systémy') })).toHaveAttribute(
      'href',
      `/status-pages/${fixtureId(2, 60)}/edit`,
    );
    await expect(canvas.getByRole('link', { name: 'Nová stavová stránka' })).toHaveAttribute(
      'href',
      '/status-pages/create',
    );
    // The sidebar leads here.
    await expect(canvas.getByRole('link', { name: 'Stavové stránky' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ListEnglish: Story = {
  name: 'List – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await heading(canvas, 'Status pages'));
    await seen(await canvas.findByText('2 of 3 status pages'));
    await seen(canvas.getByText('Draft'));
  },
};

export const ListDark: Story = {
  name: 'List – dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Interní systémy' }));
  },
};

export const ListEmpty: Story = {
  name: 'List – none yet',
  beforeEach({ msw }) {
    msw.use(...scenario('empty'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Zatím žádná stavová stránka' }));
    // Without a subscription the user is on the free plan: one page.
    await seen(canvas.getByText('0 z 1 stavových stránek'));
    // One way to a new page: the empty state's.
    await expect(canvas.getAllByRole('link', { name: 'Nová stavová stránka' })).toHaveLength(1);
  },
};

export const ListAtLimit: Story = {
  name: 'List – at the plan limit',
  beforeEach({ msw }) {
    msw.use(...scenario('planLimitReached'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('1 z 1 stavových stránek'));
    const add = canvas.getByRole('button', { name: 'Nová stavová stránka' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/Váš tarif dovoluje 1 stavovou stránku/);
    await expect(canvas.getByRole('link', { name: 'Zobrazit tarify' })).toHaveAttribute('href', '/subscription/plans');
  },
};

export const ListLoading: Story = {
  name: 'List – loading',
  beforeEach({ msw }) {
    msw.use(pendingGet('/api/status-pages'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Načítání stavových stránek...' }),
    ).toBeInTheDocument();
  },
};

export const ListError: Story = {
  name: 'List – error with retry',
  beforeEach({ msw }) {
    msw.use(failGet('/api/status-pages'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Stavové stránky se nepodařilo načíst');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeEnabled();
  },
};

export const ListNarrow: Story = {
  name: 'List – 360 px',
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Interní systémy' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- Editor ----

export const NewPage: Story = {
  name: 'Editor – new page, groups by keyboard',
  args: { path: '/status-pages/create' },
  // The new group's default name is the page's text like any other.
  parameters: { userTexts: ['Skupina 1'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nová stavová stránka');
    // The address follows the name and is checked once typing pauses.
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Název/ }), 'Stav e-shopu');
    await expect(canvas.getByRole('textbox', { name: /^Adresa stránky/ })).toHaveValue('stav-e-shopu');
    await seen(await canvas.findByText('Adresa je volná.'));
    await seen(canvas.getByText('Stránka bude na adrese /status/stav-e-shopu'));
    // Custom domains are not in the Start plan.
    await expect(canvas.getByRole('textbox', { name: 'Doména' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Přidat skupinu' }));
    await expect(canvas.getByRole('textbox', { name: /^Název skupiny/ })).toHaveValue('Skupina 1');
    await choose(canvas, 'Skupina 1', 'E-shop');
    await choose(canvas, 'Skupina 1', 'Blog');
    // Blog up, by keyboard: the focus stays on the moved website's buttons and the move is announced.
    const up = canvas.getByRole('button', { name: named('Posunout web nahoru', 'Blog') });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(named('Posunout web dolů', 'Blog')));
    await seen(canvas.getByText('Blog je teď na pozici 1 z 2.'));
    const names = canvas.getAllByRole('textbox', { name: /^Veřejný název/ });
    await expect(names[0]).toHaveAccessibleName(named('Veřejný název', 'Blog'));
    await expect(names[1]).toHaveAccessibleName(named('Veřejný název', 'E-shop'));
    await userEvent.type(names[1] as HTMLElement, 'Internetový obchod');
  },
};

export const CreatePage: Story = {
  name: 'Editor – create',
  args: { path: '/status-pages/create' },
  // Once saved, the group's default name is the page's text like any other.
  parameters: { userTexts: ['Skupina 1'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Název/ }), 'Stav API');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat skupinu' }));
    await choose(canvas, 'Skupina 1', 'API');
    await seen(await canvas.findByText('Adresa je volná.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit stránku' }));
    await expect(await toast('Stavová stránka byla vytvořena')).toBeInTheDocument();
    // The new page opens in the editor, with its public link.
    await seen(await heading(canvas, 'Stav API'));
    await expect(canvas.getByRole('link', { name: /Otevřít veřejnou stránku/ })).toHaveAttribute(
      'href',
      'https://hlidka.example.cz/status/stav-api',
    );
  },
};

export const ExistingLong: Story = {
  name: 'Editor – many groups, long names',
  args: { path: PAGE },
  beforeEach({ msw }) {
    msw.use(...scenario('czechLongTexts'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: /^Stav služeb: Nejdelší název/, level: 1 }));
    await expect(canvas.getAllByRole('textbox', { name: /^Název skupiny/ })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /^Posunout nahoru\s*:\s*Nejdelší název/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: named('Posunout dolů', 'Vnitřní nástroje') })).toBeDisabled();
  },
};

export const ExistingEnglish: Story = {
  name: 'Editor – English',
  args: { path: PAGE },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Groups and websites' }));
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(canvas.getByText('Custom domains come with higher plans.')).toBeInTheDocument();
  },
};

export const ExistingDark: Story = {
  name: 'Editor – dark',
  args: { path: PAGE },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Skupiny a weby' }));
    await expect(canvas.getByRole('img', { name: 'Náhled barvy: #15803d' })).toBeInTheDocument();
  },
};

export const ClientErrors: Story = {
  name: 'Editor – live and client errors',
  args: { path: '/status-pages/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slug = await canvas.findByRole('textbox', { name: /^Adresa stránky/ });
    await userEvent.type(slug, 'admin');
    await seen(await canvas.findByText('Tuto adresu nelze použít.'));
    await userEvent.clear(slug);
    await userEvent.type(slug, 'interni-systemy');
    await seen(await canvas.findByText('Tuto adresu už používá jiná stránka.'));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Barva zvýraznění/ }), 'zelená');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat skupinu' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Název skupiny/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vytvořit stránku' }));
    await seen(await canvas.findByText('Formulář obsahuje chyby, opravte prosím označená pole.'));
    await seen(canvas.getByText('Zadejte název stránky.'));
    await seen(canvas.getByText('Zadejte barvu ve tvaru #1a2b3c.'));
    await seen(canvas.getByText('Zadejte název skupiny.'));
    await expect(canvas.getByText('Tuto adresu už používá jiná stránka.')).toBeInTheDocument();
  },
};

export const ServerErrors: Story = {
  name: 'Editor – server field errors',
  args: { path: PAGE },
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/status-pages/:id', ({ request }) =>
        failIn(
          request,
          400,
          'VALIDATION_ERROR',
          { cs: 'Formulář obsahuje chyby', en: 'The form contains errors' },
          {
            slug: [{ cs: 'Tuto adresu už používá jiná stránka.', en: 'Another page already uses this address.' }],
            'groups.1.name': [{ cs: 'Název skupiny je příliš dlouhý.', en: 'The group name is too long.' }],
            'groups.0.websites.1.websiteId': [
              { cs: 'Web je na stránce už jednou.', en: 'The website is on the page already.' },
            ],
          },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Uložit změny' }));
    await seen(await canvas.findByText('Formulář obsahuje chyby, opravte prosím označená pole.'));
    await seen(canvas.getByText('Tuto adresu už používá jiná stránka.'));
    await seen(canvas.getByText('Název skupiny je příliš dlouhý.'));
    await seen(canvas.getByText('Web je na stránce už jednou.'));
    await expect(canvas.getByRole('textbox', { name: /^Adresa stránky/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AtLimit: Story = {
  name: 'Editor – new page at the plan limit',
  args: { path: '/status-pages/create' },
  beforeEach({ msw }) {
    msw.use(...scenario('planLimitReached'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Vytvořit stránku' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/Váš tarif dovoluje 1 stavovou stránku/);
  },
};

export const Delete: Story = {
  name: 'Editor – delete with confirmation',
  args: { path: `/status-pages/${fixtureId(2, 60)}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Smazat stránku' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Smazat stránku Interní systémy?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await expect(await toast('Stavová stránka byla smazána')).toBeInTheDocument();
    await seen(await heading(canvas, 'Stavové stránky'));
    await seen(await canvas.findByText('1 z 3 stavových stránek'));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const RemoveSubscriber: Story = {
  name: 'Editor – remove a subscriber',
  args: { path: PAGE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Odběratelé stránky' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await seen(within(list).getByText('Čeká na potvrzení'));
    await userEvent.click(within(list).getByRole('button', { name: named('Odebrat', 'petr.svoboda@example.cz') }));
    const dialog = await body().findByRole('alertdialog', { name: 'Odebrat odběratele petr.svoboda@example.cz?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    await expect(await toast('Odběratel byl odebrán')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const NotFound: Story = {
  name: 'Editor – not found',
  args: { path: `/status-pages/${fixtureId(999, 60)}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Stavová stránka nebyla nalezena' }));
    await expect(canvas.getByRole('link', { name: 'Zpět na stavové stránky' })).toHaveAttribute(
      'href',
      '/status-pages',
    );
  },
};

export const EditorNarrow: Story = {
  name: 'Editor – 360 px',
  args: { path: PAGE },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Skupiny a weby' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- Access ----

/** The editor's "Přístup" / "Access" section, in the picture. */
async function accessSection(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { name: title, level: 2 });
  heading.scrollIntoView({ block: 'start' });
  return canvas;
}

/** The bodies the editor PUTs while `run` runs. */
async function sentBodies(run: () => Promise<void>) {
  const fetchSpy = spyOn(window, 'fetch');
  await run();
  const sent = fetchSpy.mock.calls.flatMap(([, init]) =>
    init?.method === 'PUT' ? [JSON.parse(String(init.body))] : [],
  );
  fetchSpy.mockRestore();
  return sent;
}

export const AccessPassword: Story = {
  name: 'Editor – access by password',
  args: { path: PAGE },
  play: async ({ canvasElement }) => {
    const canvas = await accessSection(canvasElement, 'Přístup');
    await expect(canvas.getByRole('radio', { name: /^Kdokoli/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^Kdo zná heslo/ }));
    const password = await canvas.findByLabelText(/^Heslo stránky/);
    await userEvent.type(password, 'krátké');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await seen(await canvas.findByText('Heslo musí mít alespoň 8 znaků.'));
    await userEvent.type(password, ' heslo 42');
    const sent = await sentBodies(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
      await expect(await toast('Změny byly uloženy')).toBeInTheDocument();
    });
    await expect(sent).toEqual([expect.objectContaining({ access: 'password', password: 'krátké heslo 42' })]);
    await accessSection(canvasElement, 'Přístup');
  },
};

export const AccessAllowlistEnglish: Story = {
  name: 'Editor – access from addresses, English',
  args: { path: PAGE },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await accessSection(canvasElement, 'Access');
    await userEvent.click(canvas.getByRole('radio', { name: /^Only from selected addresses/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await seen(await canvas.findByText('Enter at least one address or range.'));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Allowed addresses/ }),
      '203.0.113.7{enter}10.0.0.0/33',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await seen(await canvas.findByText('This is neither an IP address nor a CIDR range: 10.0.0.0/33'));
    await accessSection(canvasElement, 'Access');
  },
};

export const AccessMembersDark: Story = {
  name: 'Editor – access for team members, dark',
  args: { path: PAGE },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = await accessSection(canvasElement, 'Přístup');
    await userEvent.click(canvas.getByRole('radio', { name: /^Přihlášení členové týmu/ }));
    await expect(canvas.getByText('Stránka zatím nepatří žádnému týmu: uvidíte ji jen vy.')).toBeInTheDocument();
    await accessSection(canvasElement, 'Přístup');
  },
};

export const AccessNarrow: Story = {
  name: 'Editor – access, 360 px',
  args: { path: PAGE },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    const canvas = await accessSection(canvasElement, 'Přístup');
    await userEvent.click(canvas.getByRole('radio', { name: /^Jen z vybraných adres/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Povolené adresy/ }), '2001:db8::/32');
    await accessSection(canvasElement, 'Přístup');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- A member on the way to a private page ----

export const MemberAccessOpens: Story = {
  name: 'Member access – opens the page',
  args: { path: '/status-access/zahradnictvi-novak' },
  play: async () => {
    const open = spyOn(statusPageNavigation, 'open').mockImplementation(() => undefined);
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${PAGE_URL}/access?token=mock-member-pass`), {
      timeout: 10_000,
    });
    open.mockRestore();
  },
};

export const MemberAccessRefused: Story = {
  name: 'Member access – not a member',
  args: { path: '/status-access/cizi-stranka' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Stránku se nepodařilo otevřít' }));
    await expect(canvas.getByText(/nejste členem týmu, kterému patří/)).toBeInTheDocument();
  },
};

export const MemberAccessRefusedEnglish: Story = {
  name: 'Member access – not a member, English',
  args: { path: '/status-access/cizi-stranka' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'The page could not be opened' }));
  },
};

export const MemberAccessRefusedDarkNarrow: Story = {
  name: 'Member access – not a member, dark, 360 px',
  args: { path: '/status-access/cizi-stranka' },
  globals: { ...narrowGlobals, theme: 'dark' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByRole('heading', { name: 'Stránku se nepodařilo otevřít' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// ---- Time zone and embedding ----

/** The "Vložit na web" section, once its previews have loaded. */
async function embedSection(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const section = await canvas.findByRole('region', { name: title });
  // In the picture: the section, not the top of the editor.
  section.scrollIntoView({ block: 'start' });
  const previews = within(section).queryAllByRole('img');
  await waitFor(() => {
    for (const image of previews) expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
  });
  return within(section);
}

const SHOP_KEY = mockBadgeKey(fixtureId(1, 12));
const API_KEY = mockBadgeKey(fixtureId(2, 12));
const PAGE_URL = 'https://hlidka.example.cz/status/zahradnictvi-novak';

export const TimeZone: Story = {
  name: 'Editor – time zone',
  args: { path: PAGE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sent: unknown[] = [];
    const zone = await canvas.findByRole('button', { name: /Časové pásmo/ });
    await expect(zone).toHaveTextContent('Europe/Prague (SEČ/SELČ)');
    await userEvent.click(zone);
    await userEvent.click(await body().findByRole('option', { name: 'America/New_York (EST/EDT)' }));
    await expect(zone).toHaveTextContent('America/New_York (EST/EDT)');
    const fetchSpy = spyOn(window, 'fetch');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await expect(await toast('Změny byly uloženy')).toBeInTheDocument();
    for (const [, init] of fetchSpy.mock.calls) if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
    fetchSpy.mockRestore();
    await expect(sent).toEqual([expect.objectContaining({ timeZone: 'America/New_York' })]);
  },
};

export const Embed: Story = {
  name: 'Editor – embed on a website',
  args: { path: PAGE },
  play: async ({ canvasElement }) => {
    const embed = await embedSection(canvasElement, 'Vložit na web');
    // A live preview of every badge: state, uptime over 24 h, 7, 30 and 90 days, response time.
    await expect(embed.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Náhled odznaku: Stav',
      'Náhled odznaku: Dostupnost za 24 hodin',
      'Náhled odznaku: Dostupnost za 7 dní',
      'Náhled odznaku: Dostupnost za 30 dní',
      'Náhled odznaku: Dostupnost za 90 dní',
      'Náhled odznaku: Doba odezvy',
    ]);
    await expect(embed.getByRole('img', { name: 'Náhled odznaku: Dostupnost za 7 dní' })).toHaveAttribute(
      'src',
      `${PAGE_URL}/badge/${SHOP_KEY}/uptime.svg?window=7d&lng=cs`,
    );
    await seen(embed.getByText(`${PAGE_URL}/badge/${SHOP_KEY}/status.svg`));
    await seen(
      embed.getByText(
        '<script src="https://hlidka.example.cz/status/widget.js" data-slug="zahradnictvi-novak" async></script>',
      ),
    );

    // Another website of the page: its own badge addresses.
    await userEvent.click(embed.getByRole('button', { name: /Web$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Veřejné API' }));
    await seen(embed.getByText(`${PAGE_URL}/badge/${API_KEY}/response.svg`));

    // Copy by keyboard: the Markdown of the 7-day uptime badge, with a translated confirmation.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const copy = embed.getByRole('button', { name: 'Kopírovat Markdown: Dostupnost za 7 dní' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith(
      `[![Veřejné API – Dostupnost za 7 dní](${PAGE_URL}/badge/${API_KEY}/uptime.svg?window=7d)](${PAGE_URL})`,
    );
    await expect(await toast('Zkopírováno do schránky')).toBeInTheDocument();
    await userEvent.click(embed.getByRole('button', { name: 'Kopírovat HTML: Stav' }));
    await expect(writeText).toHaveBeenLastCalledWith(
      `<a href="${PAGE_URL}"><img src="${PAGE_URL}/badge/${API_KEY}/status.svg" alt="Veřejné API – Stav"></a>`,
    );
    writeText.mockRestore();
  },
};

export const EmbedEnglish: Story = {
  name: 'Editor – embed on a website, English',
  args: { path: PAGE },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const embed = await embedSection(canvasElement, 'Embed on your website');
    await seen(embed.getByRole('img', { name: 'Badge preview: Uptime over 30 days' }));
    await expect(embed.getByRole('button', { name: 'Copy Markdown: Response time' })).toBeEnabled();
    await expect(embed.getByRole('button', { name: 'Copy the widget code' })).toBeEnabled();
  },
};

export const EmbedNarrow: Story = {
  name: 'Editor – embed on a website, 360 px',
  args: { path: PAGE },
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    const embed = await embedSection(canvasElement, 'Vložit na web');
    await seen(embed.getByRole('button', { name: 'Kopírovat kód widgetu' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const EmbedUnpublished: Story = {
  name: 'Editor – embed on a website, page not published',
  args: { path: `/status-pages/${fixtureId(2, 60)}/edit` },
  play: async ({ canvasElement }) => {
    const embed = await embedSection(canvasElement, 'Vložit na web');
    await seen(embed.getByText('Odznaky a widget začnou fungovat, až stránku zveřejníte a uložíte.'));
    // Nothing to preview before the page is out: its badges answer 404 until then.
    await expect(embed.queryAllByRole('img')).toEqual([]);
  },
};
