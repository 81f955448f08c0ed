import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Theme, ThemeToggle } from './theme-toggle';

const meta = {
  title: 'Shell/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
  args: { theme: 'light', label: 'Tmavý režim', onThemeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [theme, setTheme] = useState<Theme>(args.theme);
    return (
      <ThemeToggle
        {...args}
        theme={theme}
        onThemeChange={(next) => {
          setTheme(next);
          args.onThemeChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Tmavý režim' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('light');
    await userEvent.unhover(toggle);
    toggle.blur();
  },
};

export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };
export const Disabled: Story = { args: { isDisabled: true } };
