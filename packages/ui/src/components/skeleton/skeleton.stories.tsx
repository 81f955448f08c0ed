import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-4 w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
const card = (
  <div className="flex w-80 flex-col gap-3 rounded-lg border p-4">
    <Skeleton className="h-5 w-32" />
    <Skeleton className="h-8 w-24" />
    <Skeleton className="h-16 w-full" />
  </div>
);
export const CardLoading: Story = { name: 'Loading card', render: () => card };
export const DarkTheme: Story = { name: 'Dark theme', render: () => card, globals: { theme: 'dark' } };
