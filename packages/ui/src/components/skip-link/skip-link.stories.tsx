import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Shell/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { children: 'Přeskočit na obsah', href: '#main' },
  render: (args) => (
    <div className="h-32">
      <SkipLink {...args} />
      <main id="main" tabIndex={-1} className="p-4 pt-16">
        Obsah stránky
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Přeskočit na obsah' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main');
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
