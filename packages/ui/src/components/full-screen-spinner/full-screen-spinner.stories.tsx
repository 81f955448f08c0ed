import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenSpinner } from './full-screen-spinner';

const meta = {
  title: 'Shell/FullScreenSpinner',
  component: FullScreenSpinner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { label: 'Načítání...' },
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání...');
  },
};
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
