import { createCheck, createMockDb, createWebsite, fail, isoMinutesAgo, ok, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, seen } from './screen-states';

// /websites/{id}: status and since when, uptime windows, the 90-day bar, the response chart with its range picker,
// recent checks, incidents, TLS, heartbeat URLs and a heartbeat waiting for its first ping, actions with confirmation, not found, loading, error, English, 360 px.

const id = (n: number) => `00000012-0000-4000-8000-${String(n).padStart(12, '0')}`;

const meta = {
  title: 'Screens/Websites/Detail',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: `/websites/${id(1)}` },
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

const heading = (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('heading', { name, level: 1 });

export const Populated: Story = {
  name: 'Down website',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shop');
    await expect(canvas.getByText('Nedostupný', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await expect(canvas.getByText(/^od \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
    for (const window of ['24 hodin', '7 dní', '30 dní', '90 dní']) {
      await expect(canvas.getByText(window, { selector: 'dt' })).toBeVisible();
    }
    await seen(await canvas.findByRole('list', { name: 'Dostupnost za posledních 90 dní' }));
    await seen(await canvas.findByRole('img', { name: 'Doba odezvy za období 24 h' }));
    const checks = await canvas.findByRole('grid', { name: 'Poslední kontroly' });
    await expect(within(checks).getAllByText('Vypršel časový limit').length).toBeGreaterThan(0);
    await seen(await canvas.findByRole('heading', { name: 'Incidenty webu' }));
    for (const action of ['Pozastavit', 'Zkontrolovat nyní', 'Smazat']) {
      await expect(canvas.getByRole('button', { name: action })).toBeEnabled();
    }
    await expect(canvas.getByRole('link', { name: 'Upravit' })).toHaveAttribute('href', `/websites/${id(1)}/edit`);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: `/websites/${id(2)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'API');
    await expect(canvas.getByText('Up', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await seen(await canvas.findByRole('img', { name: 'Response time over 24 h' }));
    await expect(canvas.getByRole('button', { name: 'Check now' })).toBeEnabled();
  },
};

export const Range90Days: Story = {
  name: 'Chart – 90 days',
  args: { path: `/websites/${id(2)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'API');
    const picker = await canvas.findByRole('radiogroup', { name: 'Období' });
    await userEvent.click(within(picker).getByRole('radio', { name: '90 dní' }));
    await seen(await canvas.findByRole('img', { name: 'Doba odezvy za období 90 dní' }));
    await expect(
      canvas.getByText(
        'Rozpad na fáze je k dispozici pro posledních 24 hodin; delší období ukazují průměr za hodinu nebo den.',
      ),
    ).toBeVisible();
  },
};

export const FailedChecksOnly: Story = {
  name: 'Checks – failed only',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shop');
    const grid = await canvas.findByRole('grid', { name: 'Poslední kontroly' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jen neúspěšné' }));
    await waitFor(() => {
      const reasons = within(canvas.getByRole('grid', { name: 'Poslední kontroly' })).getAllByText(
        'Vypršel časový limit',
      );
      expect(reasons.length).toBe(
        within(canvas.getByRole('grid', { name: 'Poslední kontroly' })).getAllByRole('row').length - 1,
      );
    });
    await expect(grid).toBeDefined();
  },
};

/** Stored checks whose failures carry their values: a JSON assertion, refused certificates, an expired one. */
const storedCauses: Story['beforeEach'] = ({ msw }) => {
  const subject = 'CN=eshop.example.cz';
  const failed = { state: 'down', statusCode: null, responseMs: 42 } as const;
  const checks = [
    createCheck(1, {
      ...failed,
      statusCode: 200,
      responseMs: 180,
      code: 'assertion',
      causeParams: { path: '$.count', operator: 'gte', expected: '5', actual: '3' },
    }),
    createCheck(2, { ...failed, code: 'tls', causeParams: { tlsFailure: 'self_signed', certSubject: subject } }),
    createCheck(3, {
      ...failed,
      code: 'tls',
      causeParams: { tlsFailure: 'hostname', certSubject: 'CN=other.example' },
    }),
    createCheck(4, { ...failed, code: 'tls', causeParams: { tlsFailure: 'unknown_issuer', certSubject: subject } }),
    createCheck(5, {
      ...failed,
      code: 'cert_expired',
      causeParams: { expiresAt: '2026-11-01T00:00:00.000Z', certSubject: subject },
    }),
    createCheck(6, { ...failed, code: 'tls', causeParams: { tlsFailure: 'handshake' } }),
    createCheck(7),
  ];
  msw.use(
    http.get('*/api/websites/:id/checks', () =>
      ok({ checks, pagination: { page: 1, limit: 20, total: checks.length, totalPages: 1 } }),
    ),
  );
};

/** The recent checks, scrolled to the middle of the viewport. */
const recentChecks = async (canvas: ReturnType<typeof within>, name: string) => {
  const grid = await canvas.findByRole('grid', { name });
  grid.scrollIntoView({ block: 'center' });
  return within(grid);
};

export const StoredCauses: Story = {
  name: 'Checks – stored causes with their values',
  parameters: { userTexts: ['$.count', 'CN=eshop.example.cz', 'CN=other.example'] },
  beforeEach: storedCauses,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shop');
    const grid = await recentChecks(canvas, 'Poslední kontroly');
    for (const text of [
      'Kontrola odpovědi neprošla: $.count je alespoň 5 (skutečnost: 3)',
      'Chyba zabezpečeného spojení (TLS): certifikát je podepsaný sám sebou (CN=eshop.example.cz)',
      'Chyba zabezpečeného spojení (TLS): certifikát nepatří této adrese (CN=other.example)',
      'Chyba zabezpečeného spojení (TLS): certifikát vydala neznámá certifikační autorita (CN=eshop.example.cz)',
      'Certifikát vypršel 2026-11-01 (CN=eshop.example.cz)',
      'Chyba zabezpečeného spojení (TLS): spojení se nepodařilo navázat',
    ]) {
      await expect(await grid.findByText(text)).toBeVisible();
    }
  },
};

export const StoredCausesEnglish: Story = {
  name: 'Checks – stored causes with their values (English)',
  globals: { locale: 'en' },
  parameters: { userTexts: ['$.count', 'CN=eshop.example.cz', 'CN=other.example'] },
  beforeEach: storedCauses,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shop');
    const grid = await recentChecks(canvas, 'Recent checks');
    for (const text of [
      'A response assertion failed: $.count is at least 5 (actual: 3)',
      'Secure connection error (TLS): the certificate is self-signed (CN=eshop.example.cz)',
      'Secure connection error (TLS): the certificate is for another host name (CN=other.example)',
      'The certificate expired on 2026-11-01 (CN=eshop.example.cz)',
    ]) {
      await expect(await grid.findByText(text)).toBeVisible();
    }
  },
};

const pushUrl = 'https://hlidka.example.cz/api/push/hb_7f3kq9x2m4v8n1c6';

export const Heartbeat: Story = {
  name: 'Heartbeat website – three URLs with copy',
  args: { path: `/websites/${id(3)}` },
  // The website's name is the user's, not the app's text: the language check leaves it out.
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    db.websites[2] = createWebsite(3, {
      name: 'Noční záloha',
      type: 'heartbeat',
      url: '',
      intervalSeconds: 3600,
      pushUrl,
    });
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Noční záloha');
    for (const url of [pushUrl, `${pushUrl}/fail`, `${pushUrl}/start`]) {
      await expect(canvas.getByText(url)).toBeVisible();
    }
    await expect(
      canvas.getByText('Volejte je z cronu (GET nebo POST); úspěch alespoň jednou za 3600 s.'),
    ).toBeVisible();
    for (const label of ['Úloha proběhla', 'Úloha selhala', 'Úloha začala']) {
      await expect(canvas.getByRole('button', { name: `Kopírovat adresu: ${label}` })).toBeEnabled();
    }
    await expect(canvas.queryByRole('button', { name: 'Zkontrolovat nyní' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'TLS certifikát' })).toBeNull();
  },
};

/** A heartbeat just created: no signal yet, its first deadline ahead. Not up, not down, no checks. */
const heartbeatWaiting: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  db.websites[2] = createWebsite(6, {
    id: id(3),
    name: 'Noční záloha',
    type: 'heartbeat',
    url: '',
    intervalSeconds: 3600,
    pushUrl,
    nextCheckAt: '2026-11-21T08:55:01.000Z',
  });
  msw.use(...scenario('populated', { db }));
};

export const HeartbeatWaiting: Story = {
  name: 'Heartbeat – waiting for the first ping',
  args: { path: `/websites/${id(3)}` },
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach: heartbeatWaiting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Noční záloha');
    await expect(canvas.getByText('Čeká na první signál', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await expect(canvas.getByText(/^první signál čekáme nejpozději \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
    await expect(canvas.queryByText('Dostupný', { selector: '[data-slot="status-badge"]' })).toBeNull();
    await expect(canvas.getByText(`${pushUrl}/fail`)).toBeVisible();
    await expect(canvas.queryByText('V pořádku')).toBeNull();
  },
};

export const HeartbeatWaitingEnglish: Story = {
  name: 'Heartbeat – waiting for the first ping (English)',
  globals: { locale: 'en' },
  args: { path: `/websites/${id(3)}` },
  parameters: { userTexts: ['Noční záloha'] },
  beforeEach: heartbeatWaiting,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Noční záloha');
    await expect(
      canvas.getByText('Waiting for the first ping', { selector: '[data-slot="status-badge"]' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^the first ping is due by /)).toBeVisible();
    for (const label of ['The job succeeded', 'The job failed', 'The job started']) {
      await expect(canvas.getByRole('button', { name: `Copy the URL: ${label}` })).toBeEnabled();
    }
  },
};

/**
 * A new domain-expiry website whose first check failed (the registry could not be reached): checked an hour apart, the
 * outage is confirmed only by the next check, so it is not "Čeká na kontrolu" but "Kontrola selhala", with the cause.
 */
const firstCheckFailed: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  const checkedAt = isoMinutesAgo(1);
  db.websites[5] = createWebsite(6, {
    type: 'domain',
    url: 'obchod.cz',
    intervalSeconds: 3600,
    lastCheckAt: checkedAt,
    lastCode: 'rdap',
    checksCount: 1,
  });
  msw.use(...scenario('populated', { db }));
  const checks = [
    createCheck(1, {
      checkedAt,
      state: 'down',
      code: 'rdap',
      statusCode: null,
      responseMs: 10_000,
      causeParams: { rdapFailure: 'unreachable' },
    }),
  ];
  msw.use(
    http.get('*/api/websites/:id/checks', () =>
      ok({ checks, pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } }),
    ),
  );
};

export const FirstCheckFailed: Story = {
  name: 'New website – first check failed, not confirmed yet',
  args: { path: `/websites/${id(6)}` },
  beforeEach: firstCheckFailed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nový web');
    await expect(await canvas.findByText('Kontrola selhala', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await expect(
      await canvas.findByText(
        /^Poslední kontrola \d\d\.\d\d\.\d{4} \d\d:\d\d: Registr domén \(RDAP\) je nedosažitelný\. Výpadek zatím není potvrzený\.$/,
        {},
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Čeká na kontrolu', { selector: '[data-slot="status-badge"]' })).toBeNull();
    await expect(canvas.queryByText('Zatím bez kontroly')).toBeNull();
  },
};

export const FirstCheckFailedEnglish: Story = {
  name: 'New website – first check failed, not confirmed yet (English)',
  globals: { locale: 'en' },
  args: { path: `/websites/${id(6)}` },
  beforeEach: firstCheckFailed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nový web');
    await expect(await canvas.findByText('Check failed', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await expect(
      await canvas.findByText(
        /^Last checked \d\d\.\d\d\.\d{4} \d\d:\d\d: The domain registry \(RDAP\) is unreachable\. The outage is not confirmed yet\.$/,
        {},
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Awaiting check', { selector: '[data-slot="status-badge"]' })).toBeNull();
  },
};

export const TlsCertificate: Story = {
  name: 'TLS certificate expiry',
  args: { path: `/websites/${id(2)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'API');
    await userEvent.click(canvas.getByRole('button', { name: 'Ověřit certifikát' }));
    await seen(await canvas.findByText('Platí do 01.02.2027, zbývá 72 dní'));
  },
};

export const Paused: Story = {
  name: 'Paused website – resume',
  args: { path: `/websites/${id(5)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Intranet');
    await userEvent.click(canvas.getByRole('button', { name: 'Obnovit' }));
    await seenToast('Kontroly webu byly obnoveny');
    await expect(await canvas.findByRole('button', { name: 'Pozastavit' })).toBeEnabled();
  },
};

export const CheckNow: Story = {
  name: 'Check now – toast',
  args: { path: `/websites/${id(2)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'API');
    // A team's website: its actions show once the user's role in the team is known.
    await userEvent.click(await canvas.findByRole('button', { name: 'Zkontrolovat nyní' }));
    await seenToast('Kontrola byla zařazena a proběhne během pár sekund');
  },
};

export const ActionFails: Story = {
  name: 'Action fails – toast',
  args: { path: `/websites/${id(2)}` },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/websites/:id/pause', () => fail(500, 'INTERNAL_ERROR', 'Došlo k neočekávané chybě')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'API');
    await userEvent.click(await canvas.findByRole('button', { name: 'Pozastavit' }));
    await seenToast('Akce se nezdařila');
  },
};

export const DeleteConfirm: Story = {
  name: 'Delete – confirmation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shop');
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Smazat web E-shop?' });
    await expect(dialog).toHaveTextContent('Tuto akci nelze vrátit');
  },
};

export const Deleted: Story = {
  name: 'Delete – done (back to the list)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shop');
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat' }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await seenToast('Web byl smazán');
    await heading(canvas, 'Weby');
  },
};

export const NotFound: Story = {
  name: 'Not found',
  args: { path: '/websites/00000012-0000-4000-8000-000000000999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByText('Web nebyl nalezen'));
    await expect(canvas.getByRole('link', { name: 'Zpět na weby' })).toHaveAttribute('href', '/websites');
  },
};

export const NotFoundEnglish: Story = {
  name: 'Not found – English',
  globals: { locale: 'en' },
  args: { path: '/websites/00000012-0000-4000-8000-000000000999' },
  play: async ({ canvasElement }) => {
    await seen(await within(canvasElement).findByText('Website not found'));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/websites/:id', () => new Promise<never>(() => {})));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Načítání webů...' })).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/api/websites/:id', () => {
        calls += 1;
        return calls === 1 ? fail(500, 'INTERNAL_ERROR', 'Došlo k neočekávané chybě') : undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Weby se nepodařilo načíst');
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    await heading(canvas, 'E-shop');
  },
};

export const Narrow: Story = {
  name: '360 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'E-shop');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A new website bound to a region where no worker runs: its own state instead of "Čeká na kontrolu" for ever. */
const noWorkerInRegion: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  db.websites[5] = createWebsite(6, { regions: ['ap-south'], noWorkerRegions: ['ap-south'] });
  msw.use(...scenario('populated', { db }));
};

export const NoWorkerInRegion: Story = {
  name: 'New website – no worker in its region',
  args: { path: `/websites/${id(6)}` },
  beforeEach: noWorkerInRegion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nový web');
    await seen(canvas.getByText('Žádný pracovník v oblasti ap-south', { selector: '[data-slot="status-badge"]' }));
    await expect(canvas.queryByText('Čeká na kontrolu', { selector: '[data-slot="status-badge"]' })).toBeNull();
  },
};

export const NoWorkerInRegionEnglish: Story = {
  name: 'New website – no worker in its region (English)',
  globals: { locale: 'en' },
  args: { path: `/websites/${id(6)}` },
  beforeEach: noWorkerInRegion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Nový web');
    await seen(canvas.getByText('No worker in region ap-south', { selector: '[data-slot="status-badge"]' }));
  },
};
