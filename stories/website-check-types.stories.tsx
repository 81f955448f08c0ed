import { createCheckResult, createMockDb, createWebsite, failIn, ok, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, seen } from './screen-states';

// The DNS, ping and domain checks and the HTTP assertions: each type's form fields, validation errors, "test now"
// with what the check found (DNS answers, ping packets and round trips, the domain's expiry, a failed assertion), the
// ping-unavailable message, and the detail of a DNS website; Czech, English and dark. Each story ends with what it shows
// scrolled to the middle: clicks and typing scroll the page by varying amounts, and the sticky header and sidebar
// would move with them from one run to the next.

const id = (n: number) => `00000012-0000-4000-8000-${String(n).padStart(12, '0')}`;

const meta = {
  title: 'Screens/Websites/Check types',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/websites/create' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The form, once the plan's minimum interval (from the quota) is in its hint. */
const form = async (canvas: Canvas, english = false) => {
  await canvas.findByRole('radiogroup', { name: english ? 'Check type' : 'Typ kontroly' });
  await seen(await canvas.findByText(english ? 'Your plan allows at least 60 s.' : 'Váš tarif umožňuje nejméně 60 s.'));
  return canvas;
};
const testResult = (canvas: Canvas, name = 'Výsledek testu') => canvas.findByRole('region', { name });
/** Scrolls `element` to the middle of the viewport: the same picture on every run. */
const photograph = (element: HTMLElement) => element.scrollIntoView({ block: 'center' });
const noPhases = { dns: null, connect: null, tls: null, firstByte: null };
const answer = (result: Parameters<typeof createCheckResult>[0]) =>
  http.post('*/api/websites/test', () => ok({ result: createCheckResult(result) }));

export const Dns: Story = {
  name: 'DNS – fields and test now with the answer',
  beforeEach({ msw }) {
    msw.use(
      answer({
        message: 'A example.cz: 192.0.2.10, 192.0.2.11',
        statusCode: null,
        timings: { ...noPhases, dns: 12, total: 13 },
        resolvedAddress: null,
        finalUrl: null,
        certificate: null,
        dnsAnswers: ['192.0.2.10', '192.0.2.11'],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /DNS záznam/ }));
    await expect(canvas.queryByRole('heading', { name: 'Požadavek' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Doména' }), 'example.cz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Očekávané hodnoty' }), '192.0.2.10');
    await expect(canvas.getByRole('radiogroup', { name: 'Shoda' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Resolver' }), '1.1.1.1');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await testResult(canvas);
    await expect(within(result).getByRole('status')).toHaveTextContent('Web odpověděl v pořádku');
    await expect(result).toHaveTextContent('192.0.2.10, 192.0.2.11');
    photograph(result);
  },
};

export const DnsErrors: Story = {
  name: 'DNS – validation errors',
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /DNS záznam/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Doména' }), '192.0.2.1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Resolver' }), 'dns.google');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Název' }), 'DNS');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat web' }));
    await seen(await canvas.findByText('Formulář obsahuje chyby'));
    await expect(
      canvas.getByText('Zadejte platné doménové jméno (example.cz), ne adresu URL ani IP adresu.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Resolver' })).toHaveAttribute('aria-invalid', 'true');
    photograph(canvas.getByRole('textbox', { name: 'Doména' }));
  },
};

export const PingUnavailable: Story = {
  name: 'Ping – fields, and a server that cannot ping',
  beforeEach({ msw }) {
    msw.use(
      answer({
        ok: false,
        code: 'ping_unavailable',
        message: 'No ping program on this system',
        statusCode: null,
        timings: { ...noPhases, total: 1 },
        resolvedAddress: null,
        finalUrl: null,
        certificate: null,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /Ping \(ICMP\)/ }));
    await expect(canvas.getByRole('textbox', { name: 'Počet paketů' })).toHaveValue('4');
    await expect(canvas.getByText(/Ping posílá server Hlídky programem ping/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hostitel nebo IP adresa' }), 'router.example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await testResult(canvas);
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'Kontrola by selhala: Ping na serveru Hlídky nelze spustit (chybí program ping nebo oprávnění)',
    );
    photograph(result);
  },
};

export const PingEnglishDark: Story = {
  name: 'Ping – English, dark, packets and round trips',
  globals: { locale: 'en', theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(
      answer({
        ok: false,
        code: 'ping_loss',
        message: '50% packet loss',
        statusCode: null,
        timings: { ...noPhases, dns: 2, total: 21.5 },
        resolvedAddress: '192.0.2.10',
        finalUrl: null,
        certificate: null,
        ping: { sent: 4, received: 2, lossPercent: 50, rttMinMs: 18.2, rttAvgMs: 21.5, rttMaxMs: 24.9 },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement), true);
    await userEvent.click(canvas.getByRole('radio', { name: /Ping \(ICMP\)/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Host name or IP address' }), '192.0.2.10');
    await userEvent.click(canvas.getByRole('button', { name: 'Test now' }));
    const result = await testResult(canvas, 'Test result');
    await expect(within(result).getByRole('status')).toHaveTextContent('Ping: 50% packet loss');
    await expect(result).toHaveTextContent('2 of 4 replies, 50% loss');
    await expect(result).toHaveTextContent('18.2 / 21.5 / 24.9 ms');
    photograph(result);
  },
};

export const Domain: Story = {
  name: 'Domain – fields and test now with the expiry',
  beforeEach({ msw }) {
    msw.use(
      answer({
        message: 'example.cz is registered until 2026-12-10',
        statusCode: 200,
        timings: { ...noPhases, total: 180 },
        resolvedAddress: null,
        finalUrl: null,
        certificate: null,
        warning: { code: 'domain_expiring', message: 'expires in 14 days' },
        domain: { expiresAt: '2026-12-10T00:00:00.000Z', daysLeft: 14 },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /Expirace domény/ }));
    await expect(canvas.getByRole('textbox', { name: 'Varovat dní před vypršením registrace' })).toHaveValue('30');
    // A registry answers at most hourly: choosing the type raises a shorter interval to 3600 s.
    await expect(canvas.getByRole('textbox', { name: 'Interval kontroly (s)' })).toHaveValue('3600');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Doména' }), 'example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await testResult(canvas);
    await expect(result).toHaveTextContent('Registrace domény platí do 10.12.2026 (zbývá 14 dní)');
    await expect(result).toHaveTextContent('Registrace domény brzy vyprší');
    photograph(result);
  },
};

export const Assertions: Story = {
  name: 'HTTP – JSON and header assertions, a row error, a failed assertion',
  // The value the monitored API answered, not a word of the app.
  parameters: { userTexts: ['degraded'] },
  beforeEach({ msw }) {
    msw.use(
      answer({
        ok: false,
        code: 'assertion',
        message: 'JSON $.data.status eq "ok" failed',
        certificate: null,
        assertion: { source: 'json', path: '$.data.status', operator: 'eq', expected: 'ok', actual: 'degraded' },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://api.example.cz/health');
    await expect(canvas.getByText('Žádné podmínky.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat podmínku' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat podmínku' }));
    const first = canvas.getByRole('group', { name: 'Podmínka 1' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Cesta v JSON' }), '$.data.status');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Očekávaná hodnota' }), 'ok');
    const second = canvas.getByRole('group', { name: 'Podmínka 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Cesta v JSON' }), 'data..x');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    await seen(
      await within(second).findByText('Cesta v JSON má tvar $.data.items[0].status nebo data.items.0.status.'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Odebrat podmínku 2' }));
    await expect(canvas.queryByRole('group', { name: 'Podmínka 2' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await testResult(canvas);
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'Kontrola by selhala: Kontrola odpovědi neprošla: $.data.status se rovná „ok“ (skutečnost: degraded)',
    );
    photograph(result);
  },
};

export const AssertionServerError: Story = {
  name: 'HTTP assertions – the server refuses a row, editing it clears the error',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/websites', ({ request }) =>
        failIn(
          request,
          400,
          'VALIDATION_ERROR',
          { cs: 'Formulář obsahuje chyby', en: 'The form contains errors' },
          {
            'assertions.0': [
              {
                cs: 'Zkontrolujte podmínku: cesta v JSON jako $.data.items[0].status nebo data.items.0.status, platný název hlavičky, číslo pro porovnání větší/menší a platný regulární výraz.',
                en: 'Check the assertion: a JSON path like $.data.items[0].status or data.items.0.status, a valid header name, a number for greater/less comparisons and a valid regular expression.',
              },
            ],
          },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://api.example.cz/health');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Název' }), 'API');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat podmínku' }));
    const row = canvas.getByRole('group', { name: 'Podmínka 1' });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Cesta v JSON' }), '$.status');
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat web' }));
    const message = await within(row).findByText(/^Zkontrolujte podmínku/);
    await seen(message);
    await userEvent.type(within(row).getByRole('textbox', { name: 'Očekávaná hodnota' }), 'ok');
    await expect(within(row).queryByText(/^Zkontrolujte podmínku/)).toBeNull();
    photograph(row);
  },
};

export const AssertionsEnglishDark: Story = {
  name: 'HTTP assertions – English, dark',
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement), true);
    await userEvent.click(canvas.getByRole('button', { name: 'Add an assertion' }));
    const row = canvas.getByRole('group', { name: 'Assertion 1' });
    await expect(within(row).getByRole('textbox', { name: 'JSON path' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: /Comparison/ })).toHaveTextContent('equals');
    await userEvent.type(within(row).getByRole('textbox', { name: 'JSON path' }), '$.data.status');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Expected value' }), 'ok');
    await expect(within(row).getByRole('textbox', { name: 'Expected value' })).toHaveValue('ok');
    photograph(row);
  },
};

/** A saved DNS website: its settings, and its answer checked on demand. */
const dnsWebsite: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  db.websites[2] = createWebsite(3, {
    name: 'DNS obchodu',
    type: 'dns',
    url: 'eshop.example.cz',
    status: 'up',
    dns: { recordType: 'A', expected: ['192.0.2.10'], match: 'any', resolver: '1.1.1.1' },
  });
  msw.use(...scenario('populated', { db }));
  msw.use(
    answer({
      message: 'A eshop.example.cz: 192.0.2.10',
      statusCode: null,
      timings: { ...noPhases, dns: 9, total: 10 },
      resolvedAddress: null,
      finalUrl: null,
      certificate: null,
      dnsAnswers: ['192.0.2.10'],
    }),
  );
};

export const DnsDetail: Story = {
  name: 'Detail – DNS website, settings and answer',
  args: { path: `/websites/${id(3)}` },
  parameters: { userTexts: ['DNS obchodu'] },
  beforeEach: dnsWebsite,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'DNS obchodu', level: 1 });
    await expect(canvas.getByText('192.0.2.10 (Stačí jedna z hodnot)')).toBeVisible();
    await expect(canvas.getByText('1.1.1.1')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'TLS certifikát' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Zjistit nyní' }));
    const card = canvas
      .getByRole('heading', { name: 'Výsledek kontroly' })
      .closest('[data-slot="card"]') as HTMLElement;
    await seen(await within(card).findByText('Odpověď DNS'));
    await expect(within(card).getByText('V pořádku')).toBeVisible();
    photograph(card);
  },
};

export const Udp: Story = {
  name: 'UDP – hex payload, expected reply and test now',
  beforeEach({ msw }) {
    msw.use(
      answer({
        message: 'Reply of 24 bytes from 192.0.2.20',
        statusCode: null,
        timings: { ...noPhases, dns: 4, firstByte: 31, total: 36 },
        resolvedAddress: '192.0.2.20',
        finalUrl: null,
        certificate: null,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /UDP port/ }));
    await expect(canvas.getByRole('radio', { name: 'jako text (UTF-8)' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cíl (host:port)' }), 'hra.example.cz:27015');
    await userEvent.click(canvas.getByRole('radio', { name: /šestnáctkově/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zpráva k odeslání' }), 'ff ff ff ff 54');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Očekávaná odpověď' }), 'ff ff ff ff 49');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await testResult(canvas);
    await expect(within(result).getByRole('status')).toHaveTextContent('Web odpověděl v pořádku');
    photograph(result);
  },
};

export const UdpEnglishDark: Story = {
  name: 'UDP – English, dark, malformed hex, then a reply without the expected text',
  globals: { locale: 'en', theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(
      answer({
        ok: false,
        code: 'keyword',
        message: 'The reply (5 bytes) does not contain the expected 4 bytes',
        statusCode: null,
        timings: { ...noPhases, firstByte: 12, total: 12 },
        resolvedAddress: '192.0.2.20',
        finalUrl: null,
        certificate: null,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement), true);
    await userEvent.click(canvas.getByRole('radio', { name: /UDP port/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Target (host:port)' }), '192.0.2.20:5060');
    await userEvent.click(canvas.getByRole('radio', { name: /in hex/ }));
    const payload = canvas.getByRole('textbox', { name: 'Payload to send' });
    await userEvent.type(payload, 'OPTIONS');
    await userEvent.click(canvas.getByRole('button', { name: 'Test now' }));
    await seen(await canvas.findByText('Enter the bytes in hex, two digits per byte (for example 0a ff 10).'));
    await userEvent.click(canvas.getByRole('radio', { name: /as text/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expected reply' }), 'SIP/2.0');
    await userEvent.click(canvas.getByRole('button', { name: 'Test now' }));
    const result = await testResult(canvas, 'Test result');
    await expect(within(result).getByRole('status')).toHaveTextContent('The keyword check failed');
    photograph(result);
  },
};

export const UdpDetail: Story = {
  name: 'Detail – UDP website, settings',
  args: { path: `/websites/${id(3)}` },
  parameters: { userTexts: ['Herní server', 'ff ff ff ff 54', 'ff ff ff ff 49'] },
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    db.websites[2] = createWebsite(3, {
      name: 'Herní server',
      type: 'udp',
      url: 'hra.example.cz:27015',
      status: 'up',
      udp: { payload: 'ff ff ff ff 54', encoding: 'hex', expected: 'ff ff ff ff 49' },
    });
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Herní server', level: 1 });
    await expect(canvas.getByText('ff ff ff ff 54 (hex)')).toBeVisible();
    const expected = canvas.getByText('ff ff ff ff 49 (hex)');
    await seen(expected);
    photograph(expected);
  },
};

export const Websocket: Story = {
  name: 'WebSocket – message, expected reply and test now',
  beforeEach({ msw }) {
    msw.use(
      answer({
        message: 'A message contained the expected text',
        statusCode: 101,
        timings: { dns: 3, connect: 9, tls: 21, firstByte: 14, total: 52 },
        resolvedAddress: '192.0.2.30',
        finalUrl: null,
        certificate: null,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /WebSocket/ }));
    await expect(canvas.getByRole('checkbox', { name: 'Ověřovat certifikát' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Adresa WebSocketu' }), 'https://chat.example.cz');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    await seen(await canvas.findByText('Zadejte platnou adresu začínající ws:// nebo wss://.'));
    const url = canvas.getByRole('textbox', { name: 'Adresa WebSocketu' });
    await userEvent.clear(url);
    await userEvent.type(url, 'wss://chat.example.cz/socket');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zpráva k odeslání' }), 'ping');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Očekávaný text odpovědi' }), 'pong');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await testResult(canvas);
    await expect(within(result).getByRole('status')).toHaveTextContent('Web odpověděl v pořádku');
    photograph(result);
  },
};

export const WebsocketEnglishDark: Story = {
  name: 'WebSocket – English, dark, an upgrade refused with 403',
  globals: { locale: 'en', theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(
      answer({
        ok: false,
        code: 'status',
        message: 'The server answered the upgrade with HTTP 403, not 101',
        statusCode: 403,
        timings: { dns: 2, connect: 8, tls: null, firstByte: 6, total: 17 },
        resolvedAddress: '192.0.2.30',
        finalUrl: null,
        certificate: null,
        causeParams: { statusCode: 403 },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement), true);
    await userEvent.click(canvas.getByRole('radio', { name: /WebSocket/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'WebSocket URL' }), 'ws://chat.example.com/socket');
    await expect(
      canvas.getByText('A text message sent once the connection is open. Empty = nothing is sent.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Test now' }));
    const result = await testResult(canvas, 'Test result');
    await expect(within(result).getByRole('status')).toHaveTextContent('Unexpected HTTP status code 403');
    photograph(result);
  },
};

export const WebsocketDetail: Story = {
  name: 'Detail – WebSocket website, settings',
  args: { path: `/websites/${id(3)}` },
  parameters: { userTexts: ['Chat', 'ping', 'pong'] },
  beforeEach({ msw }) {
    const db = createMockDb('populated');
    db.websites[2] = createWebsite(3, {
      name: 'Chat',
      type: 'websocket',
      url: 'wss://chat.example.cz/socket',
      status: 'up',
      websocket: { message: 'ping', expected: 'pong' },
    });
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Chat', level: 1 });
    await expect(canvas.getByText('WebSocket')).toBeVisible();
    const expected = canvas.getByText('pong');
    await seen(expected);
    photograph(expected);
  },
};

export const Smtp: Story = {
  name: 'SMTP – fields and test now with the certificate',
  beforeEach({ msw }) {
    msw.use(
      answer({
        message: '220 mail.example.cz ESMTP (TLS, certificate valid until 2027-02-10T00:00:00.000Z)',
        statusCode: null,
        timings: { dns: 4, connect: 11, tls: 19, firstByte: 35, total: 72 },
        resolvedAddress: '192.0.2.25',
        finalUrl: null,
        certificate: {
          validTo: '2027-02-10T00:00:00.000Z',
          daysLeft: 80,
          issuer: 'CN=R11',
          subject: 'CN=mail.example.cz',
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /SMTP \(poštovní server\)/ }));
    await expect(canvas.getByRole('textbox', { name: 'Varovat dní před vypršením certifikátu' })).toHaveValue('14');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Server' }), 'mail.example.cz:587');
    await userEvent.click(canvas.getByRole('button', { name: /Zabezpečení spojení/ }));
    await userEvent.click(await body().findByRole('option', { name: 'STARTTLS povinně' }));
    await expect(canvas.getByRole('button', { name: /Zabezpečení spojení/ })).toHaveTextContent('STARTTLS povinně');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await testResult(canvas);
    await expect(within(result).getByRole('status')).toHaveTextContent('Web odpověděl v pořádku');
    await expect(result).toHaveTextContent('ŠifrováníTLS');
    await expect(result).toHaveTextContent('Certifikát platí do 10.02.2027 (zbývá 80 dní)');
    photograph(result);
  },
};

export const SmtpEnglishDark: Story = {
  name: 'SMTP – English, dark, a refusing server and a bad target',
  globals: { locale: 'en', theme: 'dark' },
  // The server's own reply, quoted in the cause: not the app's text.
  parameters: { userTexts: ['554 5.3.2 Too many connections'] },
  beforeEach({ msw }) {
    msw.use(
      answer({
        ok: false,
        code: 'protocol',
        message: 'Greeting: expected 220, got 554 5.3.2 Too many connections',
        statusCode: null,
        timings: { dns: null, connect: 9, tls: null, firstByte: 12, total: 23 },
        resolvedAddress: '192.0.2.25',
        finalUrl: null,
        certificate: null,
        causeParams: { reply: '554 5.3.2 Too many connections' },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement), true);
    await userEvent.click(canvas.getByRole('radio', { name: /SMTP \(mail server\)/ }));
    const server = canvas.getByRole('textbox', { name: 'Server' });
    await userEvent.type(server, 'http://mail.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Test now' }));
    await seen(
      await canvas.findByText(
        'Enter a host name or IP address, optionally with a port (mail.example.com or mail.example.com:587).',
      ),
    );
    await userEvent.clear(server);
    await userEvent.type(server, '192.0.2.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Test now' }));
    const result = await testResult(canvas, 'Test result');
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'Protocol error: the server replied “554 5.3.2 Too many connections”',
    );
    photograph(result);
  },
};

/** A saved SMTP website: its settings, and its session checked on demand. */
const smtpWebsite: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  db.websites[2] = createWebsite(3, {
    name: 'Firemní pošta',
    type: 'smtp',
    url: 'mail.example.cz:587',
    status: 'up',
    smtpSecurity: 'starttls',
    tlsWarnDays: 21,
  });
  msw.use(...scenario('populated', { db }));
  msw.use(
    answer({
      message: '220 mail.example.cz ESMTP',
      statusCode: null,
      timings: { dns: 3, connect: 10, tls: 18, firstByte: 30, total: 66 },
      resolvedAddress: '192.0.2.25',
      finalUrl: null,
      certificate: {
        validTo: '2027-02-10T00:00:00.000Z',
        daysLeft: 80,
        issuer: 'CN=R11',
        subject: 'CN=mail.example.cz',
      },
    }),
  );
};

export const SmtpDetail: Story = {
  name: 'Detail – SMTP website, settings and session',
  args: { path: `/websites/${id(3)}` },
  parameters: { userTexts: ['Firemní pošta'] },
  beforeEach: smtpWebsite,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Firemní pošta', level: 1 });
    await expect(canvas.getByText('STARTTLS povinně')).toBeVisible();
    await expect(canvas.getByText('21 dní')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Zjistit nyní' }));
    const card = canvas
      .getByRole('heading', { name: 'Výsledek kontroly' })
      .closest('[data-slot="card"]') as HTMLElement;
    await seen(await within(card).findByText('Certifikát platí do 10.02.2027 (zbývá 80 dní)'));
    await expect(within(card).getByText('TLS')).toBeVisible();
    await expect(within(card).getByText('V pořádku')).toBeVisible();
    photograph(card);
  },
};

export const Database: Story = {
  name: 'Database – fields and test now',
  beforeEach({ msw }) {
    msw.use(
      answer({
        message: 'MySQL 8.0.36 answered COM_PING',
        statusCode: null,
        timings: { dns: 3, connect: 8, tls: null, firstByte: 2, total: 31 },
        resolvedAddress: '192.0.2.33',
        finalUrl: null,
        certificate: null,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(within(canvasElement));
    await userEvent.click(canvas.getByRole('radio', { name: /Databáze \(PostgreSQL, MySQL, Redis\)/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Server' }), 'db.example.cz');
    await userEvent.click(canvas.getByRole('button', { name: /Databázový server/ }));
    await userEvent.click(await body().findByRole('option', { name: 'MySQL / MariaDB' }));
    await seen(await canvas.findByText('Bez portu v adrese serveru se použije 3306.'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Název databáze' }), 'eshop');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Uživatel' }), 'monitor');
    await userEvent.type(canvas.getByLabelText('Heslo'), 'tajné');
    await userEvent.click(canvas.getByRole('button', { name: 'Otestovat nyní' }));
    const result = await testResult(canvas);
    await expect(within(result).getByRole('status')).toHaveTextContent('Web odpověděl v pořádku');
    photograph(result);
  },
};

/** A saved PostgreSQL website with a stored password (the API answers only that one is stored). */
const databaseWebsite: Story['beforeEach'] = ({ msw }) => {
  const db = createMockDb('populated');
  db.websites[2] = createWebsite(3, {
    name: 'Databáze e-shopu',
    type: 'database',
    url: 'db.example.cz',
    status: 'up',
    database: { engine: 'postgresql', name: 'eshop', tls: true },
    username: 'monitor',
    hasPassword: true,
  });
  msw.use(...scenario('populated', { db }));
};

export const DatabaseEnglishDark: Story = {
  name: 'Database – English, dark, editing with a saved password, sign-in refused',
  globals: { locale: 'en', theme: 'dark' },
  args: { path: `/websites/${id(3)}/edit` },
  // The server's own refusal, quoted in the cause, and the website's name: not the app's texts.
  parameters: { userTexts: ['password authentication failed for user "monitor"', 'Databáze e-shopu'] },
  beforeEach(context) {
    databaseWebsite(context);
    context.msw.use(
      answer({
        ok: false,
        code: 'auth',
        message: 'password authentication failed for user "monitor"',
        statusCode: null,
        timings: { dns: 2, connect: 7, tls: 12, firstByte: null, total: 25 },
        resolvedAddress: '192.0.2.33',
        finalUrl: null,
        certificate: null,
        causeParams: { reply: 'password authentication failed for user "monitor"' },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText('Password');
    await expect(password).toHaveAttribute('placeholder', 'saved');
    await expect(password).toHaveValue('');
    await seen(canvas.getByText('A password is saved. Empty = keep it; a new one replaces it.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Test now' }));
    const result = await testResult(canvas, 'Test result');
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'The server refused the sign-in: “password authentication failed for user "monitor"”',
    );
    // The password field with its "saved" placeholder, the result below it.
    photograph(password);
  },
};

export const DatabaseDetail: Story = {
  name: 'Detail – database website, its settings',
  args: { path: `/websites/${id(3)}` },
  parameters: { userTexts: ['Databáze e-shopu', 'eshop'] },
  beforeEach: databaseWebsite,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Databáze e-shopu', level: 1 });
    const engine = canvas.getByText('PostgreSQL');
    await expect(engine).toBeVisible();
    await expect(canvas.getByText('monitor (s uloženým heslem)')).toBeVisible();
    await expect(canvas.getByText('eshop')).toBeVisible();
    photograph(engine);
  },
};
