import { createCheckResult, createMockDb, createWebsite, failIn, ok, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, seen } from './screen-states';

// /websites/create and /websites/{id}/edit: one form for every check type, validation, "test now" with its phases,
// regions and their quorum, a refused private target, the plan limit, saving, loading, not found, English and 360 px.

const ESHOP = '00000012-0000-4000-8000-000000000001';

/** The server's message of a refused form, in both languages (field errors come with it). */
const invalidForm = { cs: 'Formulář obsahuje chyby', en: 'The form contains errors' };

const meta = {
  title: 'Screens/Websites/Form',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: '/websites/create' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    // Toasts live in a module-wide store: none left over from an earlier story.
    clearToasts();
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast appeared; it is then cleared, so the screenshot does not depend on how long it has been showing. */
async function seenToast(text: string) {
  await expect(await body().findByText(text)).toBeInTheDocument();
  clearToasts();
  await waitFor(() => expect(body().queryByText(text)).toBeNull());
}

const form = async (canvas: ReturnType<typeof within>) => {
  await canvas.findByRole('radiogroup', { name: 'Typ kontroly' });
  return canvas;
};

export const CreateHttp: Story = {
  name: 'Create – HTTP (default)',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await expect(canvas.getByRole('heading', { name: 'Přidat web', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /HTTP\(S\)/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Interval kontroly (s)' })).toHaveValue('60');
    await expect(canvas.getByText('Váš tarif umožňuje nejméně 60 s.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Požadavek' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Hledaný text' })).toBeNull();
  },
};

export const CreateEnglish: Story = {
  name: 'Create – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('radiogroup', { name: 'Check type' }));
    await expect(canvas.getByRole('button', { name: 'Test now' })).toBeEnabled();
  },
};

export const CreateKeyword: Story = {
  name: 'Create – keyword fields',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /Hledání textu/ }));
    await expect(canvas.getByRole('textbox', { name: 'Hledaný text' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Podmínka' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Rozlišovat velká a malá písmena' })).toBeChecked();
  },
};

export const CreateTcp: Story = {
  name: 'Create – TCP port fields',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /TCP port/ }));
    await expect(canvas.getByRole('textbox', { name: 'Cíl (host:port)' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Požadavek' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cíl (host:port)' }), 'mail.example.cz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Název' }), 'Pošta');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat web' }));
    await seen(await canvas.findByText('Zadejte cíl ve tvaru host:port (port 1–65535).'));
  },
};

export const CreateHeartbeat: Story = {
  name: 'Create – heartbeat fields',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /Heartbeat/ }));
    await expect(canvas.queryByRole('textbox', { name: 'URL' })).toBeNull();
    await expect(
      canvas.getByText(/^Po uložení dostanete tři adresy: pro úspěch, pro selhání \(\/fail\)/),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tolerance zpoždění (s)' })).toHaveValue('60');
    await expect(canvas.queryByRole('button', { name: 'Otestovat nyní' })).toBeNull();
  },
};

export const Validation: Story = {
  name: 'Create – validation messages',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'eshop.example.cz');
    const interval = canvas.getByRole('textbox', { name: 'Interval kontroly (s)' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hlavičky' }), 'Bez dvojtečky');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat web' }));
    await seen(await canvas.findByText('Formulář obsahuje chyby'));
    await expect(canvas.getByText('Toto pole je povinné')).toBeVisible();
    await expect(canvas.getByText('Zadejte platnou adresu URL začínající http:// nebo https://.')).toBeVisible();
    await expect(canvas.getByText('Váš tarif umožňuje interval kontrol nejméně 60 s.')).toBeVisible();
    await expect(
      canvas.getByText('Každý řádek musí mít tvar Název: hodnota (název bez mezer a diakritiky).'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RegionQuorum: Story = {
  name: 'Create – regions chosen from live workers, and their quorum',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    const regions = canvas.getByRole('group', { name: 'Oblasti kontrol' });
    const any = within(regions).getByRole('checkbox', { name: /Kterýkoli pracovník/ });
    await expect(any).toBeChecked();
    // The regions whose workers reported in the last 10 minutes, nothing typed.
    const eu = await within(regions).findByRole('checkbox', { name: /eu-central/ });
    await expect(within(regions).getByText('2 pracovníci')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Oblasti kontrol' })).toBeNull();
    // The quorum appears only once there are several regions to agree; chosen with the keyboard.
    await expect(canvas.queryByRole('button', { name: /Shoda oblastí/ })).toBeNull();
    eu.focus();
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: false });
    await userEvent.keyboard(' ');
    await expect(within(regions).getByRole('checkbox', { name: /us-east/ })).toBeChecked();
    await expect(any).not.toBeChecked();
    const quorum = await canvas.findByRole('button', { name: /Shoda oblastí/ });
    await expect(quorum).toHaveTextContent('Většina (2 z 2)');
    await expect(canvas.getByText(/jedna oblast, která na web nedosáhne/)).toBeVisible();
    await seen(quorum);
  },
};

export const RegionQuorumEnglish: Story = {
  name: 'Create – regions chosen from live workers, and their quorum (English)',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: 'Check type' });
    const regions = canvas.getByRole('group', { name: 'Check regions' });
    await userEvent.click(await within(regions).findByRole('checkbox', { name: /eu-central/ }));
    await userEvent.click(within(regions).getByRole('checkbox', { name: /us-east/ }));
    await expect(within(regions).getByRole('checkbox', { name: /Any worker/ })).not.toBeChecked();
    const quorum = await canvas.findByRole('button', { name: /Region quorum/ });
    await expect(quorum).toHaveTextContent('A majority (2 of 2)');
    // Back to any worker: the regions are cleared and the quorum goes.
    await userEvent.click(within(regions).getByRole('checkbox', { name: /Any worker/ }));
    await expect(within(regions).getByRole('checkbox', { name: /eu-central/ })).not.toBeChecked();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Region quorum/ })).toBeNull());
    await userEvent.click(within(regions).getByRole('checkbox', { name: /eu-central/ }));
    await userEvent.click(within(regions).getByRole('checkbox', { name: /us-east/ }));
    await seen(await canvas.findByRole('button', { name: /Region quorum/ }));
  },
};

export const KeywordRequired: Story = {
  name: 'Create – keyword required',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /Hledání textu/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat web' }));
    await seen(await canvas.findByText('Zadejte hledaný text.'));
  },
};

export const TestNow: Story = {
  name: 'Create – test now with timing phases',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://eshop.example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await canvas.findByRole('region', { name: 'Výsledek testu' });
    await expect(within(result).getByRole('status')).toHaveTextContent('Web odpověděl v pořádku');
    for (const [phase, value] of [
      ['DNS', '5 ms'],
      ['Spojení', '21 ms'],
      ['TLS', '34 ms'],
      ['První bajt', '118 ms'],
      ['Celkem', '142 ms'],
    ]) {
      await expect(within(result).getByText(phase as string).nextElementSibling?.nextElementSibling).toHaveTextContent(
        value as string,
      );
    }
    await expect(result).toHaveTextContent('Certifikát platí do 01.02.2027 (zbývá 72 dní)');
  },
};

export const TestNowFailure: Story = {
  name: 'Create – test now fails (translated reason)',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/websites/test', () =>
        ok({
          result: createCheckResult({
            ok: false,
            code: 'status',
            statusCode: 503,
            message: 'Unexpected status 503',
            timings: { dns: 3, connect: 12, tls: 25, firstByte: 80, total: 91 },
            certificate: null,
          }),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://eshop.example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await canvas.findByRole('region', { name: 'Výsledek testu' });
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'Kontrola by selhala: Neočekávaný stavový kód HTTP 503',
    );
  },
};

export const PrivateTargetRefused: Story = {
  name: 'Create – private target refused',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/websites/test', ({ request }) =>
        failIn(request, 400, 'VALIDATION_ERROR', invalidForm, {
          url: [
            {
              cs: 'Tato adresa vede do soukromé nebo interní sítě, kterou Hlídka nekontroluje. Správce serveru to může povolit nastavením ALLOW_PRIVATE_TARGETS=true.',
              en: 'This address points into a private or internal network, which Hlídka does not check. A server administrator can allow it with ALLOW_PRIVATE_TARGETS=true.',
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'http://192.168.1.10/');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const note = await canvas.findByText('Adresa vede do soukromé sítě');
    await expect(note.closest('[role="alert"]')).toHaveTextContent('ALLOW_PRIVATE_TARGETS=true');
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CreateSaved: Story = {
  name: 'Create – saved (toast, detail)',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://shop2.example.cz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Název' }), 'Druhý obchod');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat web' }));
    await seenToast('Web byl přidán');
    await seen(await canvas.findByRole('heading', { name: 'Druhý obchod', level: 1 }));
  },
};

export const PlanLimitReached: Story = {
  name: 'Create – plan limit reached',
  beforeEach({ msw }) {
    msw.use(...scenario('planLimitReached'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent('Dosáhli jste limitu tarifu Zdarma (3 weby)');
    await expect(within(note).getByRole('link', { name: 'Zobrazit tarify' })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    await expect(canvas.getByRole('button', { name: 'Přidat web' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Create – server refuses (field error from the server)',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/websites', ({ request }) =>
        failIn(request, 400, 'VALIDATION_ERROR', invalidForm, {
          intervalSeconds: [
            {
              cs: 'Váš tarif umožňuje interval kontrol nejméně 120 s.',
              en: 'Your plan allows a check interval of at least 120 s.',
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://shop2.example.cz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Název' }), 'Druhý obchod');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat web' }));
    await seen(await canvas.findByText('Váš tarif umožňuje interval kontrol nejméně 120 s.'));
  },
};

export const CreateLoading: Story = {
  name: 'Create – loading',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/websites/quota', () => new Promise<never>(() => {})));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání webů...' })).toBeInTheDocument();
  },
};

export const Edit: Story = {
  name: 'Edit – filled in',
  args: { path: `/websites/${ESHOP}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await expect(canvas.getByRole('heading', { name: 'Upravit web: E-shop', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveValue('https://eshop.example.cz');
    await expect(canvas.getByRole('textbox', { name: 'Popis' })).toHaveValue('Hlavní obchod');
    await expect(canvas.getByRole('button', { name: 'Uložit změny' })).toBeEnabled();
  },
};

const HEARTBEAT = '00000012-0000-4000-8000-000000000003';
const pushUrl = 'https://hlidka.example.cz/api/push/hb_7f3kq9x2m4v8n1c6';

/** A saved heartbeat: the form shows its three URLs (success, /fail, /start), each with a copy button. */
const heartbeatSaved: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  db.websites[2] = createWebsite(3, {
    name: 'Noční záloha',
    type: 'heartbeat',
    url: '',
    intervalSeconds: 3600,
    pushUrl,
  });
  msw.use(...scenario('populated', { db }));
};

export const EditHeartbeat: Story = {
  name: 'Edit – heartbeat with its three URLs',
  args: { path: `/websites/${HEARTBEAT}/edit` },
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach: heartbeatSaved,
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    for (const url of [pushUrl, `${pushUrl}/fail`, `${pushUrl}/start`]) {
      await expect(canvas.getByText(url)).toBeVisible();
    }
    for (const label of ['Úloha proběhla', 'Úloha selhala', 'Úloha začala']) {
      await expect(canvas.getByRole('button', { name: `Kopírovat adresu: ${label}` })).toBeEnabled();
    }
  },
};

export const EditHeartbeatEnglish: Story = {
  name: 'Edit – heartbeat with its three URLs (English)',
  globals: { locale: 'en' },
  args: { path: `/websites/${HEARTBEAT}/edit` },
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach: heartbeatSaved,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('radiogroup', { name: 'Check type' }));
    for (const label of ['The job succeeded', 'The job failed', 'The job started']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getByText('Records a failure (as ?status=down does).')).toBeVisible();
  },
};

export const EditSaved: Story = {
  name: 'Edit – saved',
  args: { path: `/websites/${ESHOP}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    const name = canvas.getByRole('textbox', { name: 'Název' });
    await userEvent.clear(name);
    await userEvent.type(name, 'E-shop (nový)');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await seenToast('Změny byly uloženy');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'E-shop (nový)', level: 1 })).toBeInTheDocument());
    // The detail opens where the form was scrolled to, or at the top, depending on when it rendered: show its top.
    window.scrollTo(0, 0);
  },
};

export const EditNotFound: Story = {
  name: 'Edit – not found',
  args: { path: '/websites/00000012-0000-4000-8000-000000000999/edit' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Web nebyl nalezen'));
  },
};

export const Narrow: Story = {
  name: 'Create – 360 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await form(within(canvasElement));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Typed into the form, then a sidebar link: the dialog asks; "Zůstat" keeps the text. */
async function leaveTyped(canvasElement: HTMLElement, texts: typeof unsavedTexts.cs) {
  const canvas = within(canvasElement);
  await canvas.findByRole('radiogroup', { name: texts.checkType });
  const name = canvas.getByRole('textbox', { name: texts.name });
  await userEvent.type(name, 'Nový e-shop');
  await userEvent.click(canvas.getByRole('link', { name: texts.dashboard }));
  const dialog = await body().findByRole('alertdialog', { name: texts.title });
  // The dialog fades in.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: texts.stay })).toBeVisible());
  await waitFor(() => expect(within(dialog).getByRole('button', { name: texts.leave })).toBeVisible());
  return { canvas, name, dialog };
}

const unsavedTexts = {
  cs: {
    checkType: 'Typ kontroly',
    name: 'Název',
    dashboard: 'Nástěnka',
    title: 'Odejít bez uložení?',
    stay: 'Zůstat',
    leave: 'Odejít bez uložení',
  },
  en: {
    checkType: 'Check type',
    name: 'Name',
    dashboard: 'Dashboard',
    title: 'Leave without saving?',
    stay: 'Stay',
    leave: 'Leave without saving',
  },
};

export const UnsavedChangesDialog: Story = {
  name: 'Unsaved changes – leaving asks',
  play: async ({ canvasElement }) => {
    await leaveTyped(canvasElement, unsavedTexts.cs);
  },
};

export const UnsavedChangesDialogEnglish: Story = {
  name: 'Unsaved changes – leaving asks (English)',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await leaveTyped(canvasElement, unsavedTexts.en);
  },
};

export const UnsavedChangesStay: Story = {
  name: 'Unsaved changes – Zůstat keeps the text',
  play: async ({ canvasElement }) => {
    const { canvas, name } = await leaveTyped(canvasElement, unsavedTexts.cs);
    await userEvent.click(body().getByRole('button', { name: 'Zůstat' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(name).toHaveValue('Nový e-shop');
    await expect(canvas.getByRole('heading', { name: 'Přidat web', level: 1 })).toBeInTheDocument();
  },
};
