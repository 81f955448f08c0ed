import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge';

const labels = {
  up: 'Dostupný',
  down: 'Nedostupný',
  paused: 'Pozastaveno',
  pending: 'Čeká na kontrolu',
  maintenance: 'Údržba',
  degraded: 'Zpomalený',
  no_data: 'Bez dat',
} as const;

const meta = {
  title: 'Monitoring/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'up', labels },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['up', 'down', 'paused', 'pending', 'maintenance', 'degraded', 'no_data'],
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dostupný')).toHaveAttribute('data-status', 'up');
  },
};
export const Up: Story = { args: { status: 'up' } };
export const Down: Story = { args: { status: 'down' } };
export const Paused: Story = { args: { status: 'paused' } };
export const Pending: Story = { args: { status: 'pending' } };
export const Maintenance: Story = { args: { status: 'maintenance' } };
export const Degraded: Story = { args: { status: 'degraded' } };
export const NoData: Story = { name: 'No data', args: { status: 'no_data' } };
const all = (
  <div className="flex flex-wrap gap-2">
    {(['up', 'down', 'paused', 'pending', 'maintenance', 'degraded', 'no_data'] as const).map((status) => (
      <StatusBadge key={status} status={status} labels={labels} />
    ))}
  </div>
);
export const AllStates: Story = { name: 'All states', render: () => all };
export const DarkTheme: Story = { name: 'Dark theme', render: () => all, globals: { theme: 'dark' } };
