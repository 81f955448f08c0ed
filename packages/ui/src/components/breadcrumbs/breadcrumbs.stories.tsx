import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    label: 'Drobečková navigace',
    items: [
      { href: '/settings', label: 'Nastavení' },
      { href: '/settings/notifications/channels', label: 'Notifikační kanály' },
      { href: '/settings/notifications/channels/create', label: 'Nový kanál' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Drobečková navigace' });
    await expect(within(nav).getByRole('link', { name: 'Nastavení' })).toHaveAttribute('href', '/settings');
    await expect(within(nav).getByText('Nový kanál')).toHaveAttribute('aria-current', 'page');
  },
};
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
