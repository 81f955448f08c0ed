import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uptimeDays } from '../../fixtures/charts';
import { UptimeBar, type UptimeDay } from './uptime-bar';

const describeDay = (day: UptimeDay) => {
  const [year, month, date] = day.date.split('-');
  const when = `${date}.${month}.${year}`;
  return day.uptime === null ? `${when}: bez dat` : `${when}: ${day.uptime.toLocaleString('cs-CZ')} %`;
};

const meta = {
  title: 'Monitoring/UptimeBar',
  component: UptimeBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="w-full max-w-[720px] px-4 pt-12 pb-4">
        <Story />
      </div>
    ),
  ],
  args: { days: uptimeDays(), label: 'Dostupnost za posledních 90 dní', describeDay },
} satisfies Meta<typeof UptimeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('list', { name: 'Dostupnost za posledních 90 dní' });
    const days = within(bar).getAllByRole('img');
    await expect(days).toHaveLength(90);
    // No-data days are flat grey (never green) and say so.
    await expect(days[0]).toHaveAttribute('data-level', 'no_data');
    await expect(days[0]).toHaveAccessibleName('23.08.2026: bez dat');
    // One Tab stop: the latest day; arrows move, the tooltip follows focus.
    await userEvent.tab();
    await expect(days[89]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(days[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(days[1]).toHaveFocus();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('24.08.2026: bez dat'));
    await userEvent.keyboard('{End}');
    await expect(days[89]).toHaveFocus();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent(/^20\.11\.2026/));
  },
};

export const AllUp: Story = {
  name: 'All up',
  args: { days: uptimeDays().map((day) => ({ ...day, uptime: 100 })) },
};

export const NoData: Story = {
  name: 'No data',
  args: { days: uptimeDays().map((day) => ({ ...day, uptime: null })) },
};

export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
