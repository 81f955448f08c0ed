import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <Globe />,
    title: 'Zatím žádné weby',
    description: 'Přidejte první web a Hlídka ho začne kontrolovat každou minutu.',
    action: <Button>Přidat web</Button>,
    className: 'w-[28rem]',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Zatím žádné weby' })).toBeVisible();
  },
};
export const WithoutAction: Story = { name: 'Without action', args: { action: undefined } };
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
