import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phaseLabels, responseTimes } from '../../fixtures/charts';
import { ResponseTimeChart } from './response-time-chart';

const ranges = [
  { id: '24h', label: '24 h' },
  { id: '7d', label: '7 dní' },
  { id: '30d', label: '30 dní' },
];

const meta = {
  title: 'Monitoring/ResponseTimeChart',
  component: ResponseTimeChart,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="w-full max-w-[800px] p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    data: responseTimes(288, { stepSeconds: 300 }),
    label: 'Doba odezvy za posledních 24 hodin',
    phaseLabels,
    ranges,
    range: '24h',
    rangeLabel: 'Období',
    onRangeChange: fn(),
    timeZone: 'Europe/Prague',
  },
  render: function Render(args) {
    const [range, setRange] = useState(args.range);
    return (
      <ResponseTimeChart
        {...args}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          args.onRangeChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ResponseTimeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Doba odezvy za posledních 24 hodin' })).toBeVisible();
    for (const name of ['DNS', 'Spojení', 'TLS', 'První bajt', 'Celkem'])
      await expect(canvas.getByText(name)).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: 'Období' });
    await userEvent.click(within(group).getByRole('radio', { name: '7 dní' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('7d');
    await expect(within(group).getByRole('radio', { name: '7 dní' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '24 h' }));
    await userEvent.unhover(within(group).getByRole('radio', { name: '24 h' }));
  },
};

export const TotalOnly: Story = { name: 'Total only', args: { phases: ['total'] } };
export const WithGaps: Story = {
  name: 'With gaps (no data)',
  args: { data: responseTimes(288, { stepSeconds: 300, gaps: true }) },
};
export const NoRangeSwitch: Story = { name: 'Without range switch', args: { ranges: undefined } };

/** The benchmark's story (bench/chart.mjs): 10,000 points. */
export const TenThousandPoints: Story = {
  name: '10,000 points',
  args: { data: responseTimes(10_000, { stepSeconds: 60 }), label: 'Doba odezvy, 10 000 měření' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="response-time-chart"] canvas')).not.toBeNull();
  },
};

export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
