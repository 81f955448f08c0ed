import type { CheckErrorCode, Website } from '@hlidka/contract';
import { createCheck, createMockDb, createWebsite, failIn, ok, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { seen } from './screen-states';

// Cron heartbeats (issue 29 §2): the form's schedule, zone and longest run time (a refused field named); the detail's
// run history (running, success with output, failure with its exit status and cut output, a run without a start) and
// setup examples; the late, failed and running-too-long states. Czech, English, dark, 360 px.

const HEARTBEAT = '00000012-0000-4000-8000-000000000003';
const pushUrl = 'https://hlidka.example.cz/api/push/hb_7f3kq9x2m4v8n1c6';

const meta = {
  title: 'Screens/Websites/Cron heartbeat',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
    userTexts: ['Noční záloha', 'rsync', 'pg_dump', 'backup'],
  },
  args: { path: `/websites/${HEARTBEAT}` },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A saved cron heartbeat (daily 02:30 in Prague, 15 minutes at most per run); down with `code` when given; `first`:
 * never judged yet, its first run going since `first.runStartedAt`.
 */
function cronHeartbeat(code: CheckErrorCode | null = null, first?: Pick<Website, 'runStartedAt'>): Story['beforeEach'] {
  return ({ msw }) => {
    clearToasts();
    const db = createMockDb('populated');
    db.websites[2] = createWebsite(3, {
      name: 'Noční záloha',
      type: 'heartbeat',
      url: '',
      intervalSeconds: 86_400,
      cron: '30 2 * * *',
      timeZone: 'Europe/Prague',
      maxRunSeconds: 900,
      pushUrl,
      ...(code ? { status: 'down', lastCode: code } : { status: 'up', lastCode: null }),
      ...(first ? { ...first, status: 'pending', lastCheckAt: null, statusChangedAt: null, uptime: null } : {}),
    });
    const checks = first
      ? []
      : code
        ? [createCheck(1, { state: 'down', code, statusCode: null, responseMs: 0 }), createCheck(2, { responseMs: 0 })]
        : [createCheck(1, { responseMs: 252_300 }), createCheck(2, { responseMs: 61_000 })];
    msw.use(...scenario('populated', { db }));
    msw.use(
      http.get('*/api/websites/:id/checks', () =>
        ok({ checks, pagination: { page: 1, limit: 20, total: checks.length, totalPages: 1 } }),
      ),
    );
  };
}

const heading = (canvas: ReturnType<typeof within>) => canvas.findByRole('heading', { name: 'Noční záloha', level: 1 });

export const RunHistory: Story = {
  name: 'Detail – run history and setup examples',
  beforeEach: cronHeartbeat(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const runs = within(await canvas.findByRole('grid', { name: 'Běhy úlohy' }));
    for (const outcome of ['Běží', 'Úspěch', 'Selhání']) await expect(runs.getAllByText(outcome)[0]).toBeVisible();
    await expect(runs.getByText('kód 2')).toBeVisible();
    await userEvent.click(runs.getAllByText('Zobrazit výstup')[1] as HTMLElement);
    await expect(runs.getByText('Výstup byl zkrácen na 10 KB.')).toBeVisible();
    await expect(canvas.getByText('30 2 * * * (Europe/Prague)')).toBeVisible();
    await seen(canvas.getByRole('heading', { name: 'Ukázky nastavení' }));
    for (const example of ['curl', 'systemd timer', 'Kubernetes CronJob']) {
      await expect(canvas.getByRole('button', { name: `Kopírovat ukázku: ${example}` })).toBeEnabled();
    }
    await expect(canvas.getByText(/schedule: "30 2 \* \* \*"/)).toBeInTheDocument();
  },
};

export const RunHistoryEnglish: Story = {
  name: 'Detail – run history (English)',
  globals: { locale: 'en' },
  beforeEach: cronHeartbeat(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    const runs = within(await canvas.findByRole('grid', { name: 'Runs of the job' }));
    for (const outcome of ['Running', 'Success', 'Failure']) await expect(runs.getAllByText(outcome)[0]).toBeVisible();
    await expect(runs.getByText('code 2')).toBeVisible();
    await seen(canvas.getByRole('heading', { name: 'Setup examples' }));
  },
};

export const RunHistoryDark: Story = {
  name: 'Detail – run history (dark)',
  globals: { theme: 'dark' },
  beforeEach: cronHeartbeat(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await seen(await canvas.findByRole('grid', { name: 'Běhy úlohy' }));
  },
};

export const RunHistoryNarrow: Story = {
  name: 'Detail – run history (360 px)',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  beforeEach: cronHeartbeat(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await seen(await canvas.findByRole('grid', { name: 'Běhy úlohy' }));
  },
};

export const RunHistoryError: Story = {
  name: 'Detail – run history failed to load',
  beforeEach: (context) => {
    cronHeartbeat()?.(context);
    context.msw.use(
      http.get('*/api/websites/:id/runs', ({ request }) =>
        failIn(request, 500, 'INTERNAL_ERROR', { cs: 'Došlo k neočekávané chybě', en: 'An unexpected error occurred' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await seen(await canvas.findByText('Historii běhů se nepodařilo načíst.'));
  },
};

const states: [string, CheckErrorCode, 'cs' | 'en', string][] = [
  ['Late', 'heartbeat_missed', 'cs', 'Heartbeat nepřišel včas'],
  ['Failed', 'heartbeat_failed', 'en', 'The job reported a failure'],
  ['RunningTooLong', 'heartbeat_running_too_long', 'cs', 'Úloha běží déle, než je povoleno'],
];

function stateStory([name, code, locale, cause]: (typeof states)[number]): Story {
  return {
    name: `State – ${name}`,
    globals: { locale },
    beforeEach: cronHeartbeat(code),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await heading(canvas);
      const badge = locale === 'en' ? 'Down' : 'Nedostupný';
      await expect(canvas.getByText(badge, { selector: '[data-slot="status-badge"]' })).toBeVisible();
      await seen((await canvas.findAllByText(cause))[0] as HTMLElement);
    },
  };
}

export const Late = stateStory(states[0] as (typeof states)[number]);
export const Failed = stateStory(states[1] as (typeof states)[number]);
export const RunningTooLong = stateStory(states[2] as (typeof states)[number]);

export const FirstRunInProgress: Story = {
  name: 'Detail – first run in progress',
  beforeEach: cronHeartbeat(null, { runStartedAt: new Date(Date.now() - 4 * 60_000).toISOString() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas);
    await seen(await canvas.findByText('První běh probíhá'));
    await expect(canvas.queryByText('Čeká na první signál')).not.toBeInTheDocument();
  },
};

export const FirstRunInProgressEnglish: Story = {
  ...FirstRunInProgress,
  name: 'Detail – first run in progress, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Noční záloha', level: 1 });
    await seen(await canvas.findByText('First run in progress'));
  },
};

export const FormWithCron: Story = {
  name: 'Form – cron schedule, zone, longest run; a wrong field named',
  args: { path: `/websites/${HEARTBEAT}/edit` },
  beforeEach: cronHeartbeat(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: 'Typ kontroly' });
    const cron = canvas.getByRole('textbox', { name: 'Plán cronu (nepovinný)' });
    await expect(cron).toHaveValue('30 2 * * *');
    await expect(canvas.getByRole('textbox', { name: 'Nejdelší doba běhu (s, nepovinné)' })).toHaveValue('900');
    await userEvent.clear(cron);
    await userEvent.type(cron, '30 25 * * *');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit změny' }));
    await seen(await canvas.findByText('Pole hodiny přijímá 0–23.'));
  },
};

export const FormWithCronEnglish: Story = {
  name: 'Form – cron schedule (English)',
  globals: { locale: 'en' },
  args: { path: `/websites/${HEARTBEAT}/edit` },
  beforeEach: cronHeartbeat(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radiogroup', { name: 'Check type' });
    await seen(canvas.getByRole('textbox', { name: 'Cron schedule (optional)' }));
    await expect(canvas.getByText("The schedule's time zone")).toBeInTheDocument();
  },
};
