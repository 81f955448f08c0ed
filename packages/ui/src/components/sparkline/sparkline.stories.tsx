import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { responseTimes } from '../../fixtures/charts';
import { Sparkline } from './sparkline';

const meta = {
  title: 'Monitoring/Sparkline',
  component: Sparkline,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="w-48">
        <Story />
      </div>
    ),
  ],
  args: { values: responseTimes(48, { seed: 11 }).total, label: 'Odezva za posledních 24 hodin: 110–380 ms' },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: /Odezva/ });
    await expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L/);
  },
};
export const WithGaps: Story = {
  name: 'With gaps',
  args: { values: responseTimes(200, { gaps: true }).total },
  play: async ({ canvasElement }) => {
    const path = within(canvasElement).getByRole('img').querySelector('path')?.getAttribute('d') ?? '';
    // Each run of values after a gap starts a new subpath.
    await expect(path.match(/M/g)?.length ?? 0).toBeGreaterThan(1);
  },
};
export const Destructive: Story = { args: { colorToken: '--destructive' } };
export const Empty: Story = { args: { values: [], label: 'Bez dat' } };
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
