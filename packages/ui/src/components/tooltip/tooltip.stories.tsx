import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="flex h-40 items-center justify-center">
        <Story />
      </div>
    ),
  ],
  args: {
    content: 'Kontrola proběhne ihned',
    children: <Button variant="outline">Zkontrolovat</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Keyboard focus shows it at once and it describes the button.
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Kontrola proběhne ihned');
    await expect(within(canvasElement).getByRole('button', { name: 'Zkontrolovat' })).toHaveAccessibleDescription(
      'Kontrola proběhne ihned',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };
export const DarkTheme: Story = { name: 'Dark theme', args: { defaultOpen: true }, globals: { theme: 'dark' } };
