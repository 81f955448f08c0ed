import { createAffiliateDashboard, createMockDb, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, failGet } from './screen-states';

// The affiliate programme (/affiliate/register, /affiliate/dashboard): registration with its validation, the
// dashboard populated, new, not registered, loading, error, payout, English and 360 px.

const meta = {
  title: 'Screens/Affiliate',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: '/affiliate/dashboard' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visible once the page transition (opacity) has run. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

function notRegistered() {
  const db = createMockDb();
  db.affiliate = null;
  return scenario('populated', { db });
}

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByRole('heading', { name: 'Partnerský program', level: 1 }));
    await shown(await canvas.findByText('https://hlidka.example.cz/register?ref=JANA2026'));
    await expect(canvas.getByRole('button', { name: 'Kopírovat odkaz' })).toBeEnabled();
    await expect(canvas.getByText('148')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Požádat o výplatu' })).toBeDisabled();
    await expect(canvas.getByText(/alespoň 1\s000 Kč/)).toBeVisible();
  },
};

export const DashboardEnglish: Story = {
  name: 'Dashboard – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByText('Paying customers'));
  },
};

export const DashboardPayout: Story = {
  name: 'Dashboard – payout above the minimum',
  beforeEach({ msw }) {
    const db = createMockDb();
    const dashboard = createAffiliateDashboard();
    const czk = dashboard.balances[0];
    if (czk) db.affiliate = { ...dashboard, balances: [{ ...czk, available: 1500, canRequestPayout: true }] };
    msw.use(...scenario('populated', { db }));
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Požádat o výplatu' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await body().findByRole('alertdialog', { name: 'Požádat o výplatu?' });
    await expect(dialog).toHaveTextContent(/Vyplatíme vám 1\s500 Kč/);
  },
};

export const DashboardNotRegistered: Story = {
  name: 'Dashboard – not registered',
  beforeEach({ msw }) {
    msw.use(...notRegistered());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByText('Zatím nejste v partnerském programu'));
    await expect(canvas.getByRole('link', { name: 'Zaregistrovat se' })).toHaveAttribute('href', '/affiliate/register');
  },
};

export const DashboardLoading: Story = {
  name: 'Dashboard – loading',
  beforeEach({ msw }) {
    msw.use(...scenario('slow', { latency: 'infinite' }));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const DashboardError: Story = {
  name: 'Dashboard – server error',
  beforeEach({ msw }) {
    msw.use(failGet('/api/affiliate/dashboard'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
  },
};

export const DashboardNarrow: Story = {
  name: 'Dashboard – 360 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Platící zákazníci');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Register: Story = {
  args: { path: '/affiliate/register' },
  beforeEach({ msw }) {
    msw.use(...notRegistered());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByText(/Provize 20 %/));
    await expect(canvas.getByRole('radio', { name: 'IBAN' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Souhlasím s podmínkami partnerského programu' }),
    ).not.toBeChecked();
  },
};

export const RegisterValidation: Story = {
  name: 'Register – validation errors',
  args: { path: '/affiliate/register' },
  beforeEach({ msw }) {
    msw.use(...notRegistered());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'IBAN' }), 'CZ00 1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }));
    await shown(await canvas.findByText('Zadejte platný IBAN'));
    await expect(canvas.getByText('Bez souhlasu s podmínkami se nelze registrovat')).toBeVisible();
  },
};

export const RegisterAccountNumber: Story = {
  name: 'Register – Czech account number, done',
  args: { path: '/affiliate/register' },
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(...notRegistered());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Číslo účtu v ČR' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Majitel účtu' }), 'Jana Nováková');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Číslo účtu' }), '19-2000145399/0800');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Jméno nebo firma' }), 'Jana Nováková');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ulice a číslo' }), 'Vinohradská 12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Město' }), 'Praha');
    await userEvent.type(canvas.getByRole('textbox', { name: 'PSČ' }), '120 00');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Souhlasím s podmínkami partnerského programu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Váš doporučující odkaz' })).toBeVisible());
  },
};

export const RegisterEnglish: Story = {
  name: 'Register – English',
  args: { path: '/affiliate/register' },
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...notRegistered());
  },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByText(/20 % commission/));
  },
};
