import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Detail webu',
    onSelectionChange: fn(),
    tabs: [
      { id: 'overview', label: 'Přehled', content: <p className="text-sm">Dostupnost za 90 dní: 99,98 %</p> },
      { id: 'checks', label: 'Kontroly', content: <p className="text-sm">Poslední kontrola před 30 s</p> },
      { id: 'incidents', label: 'Incidenty', content: <p className="text-sm">Žádné incidenty</p> },
      { id: 'settings', label: 'Nastavení', content: null, isDisabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Kontroly' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('checks');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Poslední kontrola');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Incidenty' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Nastavení' })).toHaveAttribute('aria-disabled', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
