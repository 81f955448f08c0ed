import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UPDATE_APPLY_DELAY, UpdateBanner } from './update-banner';

const meta = {
  title: 'Shell/UpdateBanner',
  component: UpdateBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-48">
        <Story />
      </div>
    ),
  ],
  args: {
    labels: {
      title: 'Dostupná aktualizace',
      description: 'Je k dispozici nová verze aplikace.',
      update: 'Aktualizovat',
      updating: 'Aktualizuji...',
      later: 'Později',
    },
    onUpdate: fn(),
    onLater: fn(),
  },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Dostupná aktualizace' });
    const pressedAt = performance.now();
    await userEvent.click(within(banner).getByRole('button', { name: 'Aktualizovat' }));
    // At once: the busy text; the update itself about 0.5 s later.
    const busy = within(banner).getByRole('button', { name: /Aktualizuji\.\.\./ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(banner).getByRole('button', { name: 'Později' })).toBeDisabled();
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledTimes(1));
    await expect(performance.now() - pressedAt).toBeGreaterThanOrEqual(UPDATE_APPLY_DELAY);
  },
};

export const Later: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Později' }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Později' }));
  },
};

export const Updating: Story = { args: { isUpdating: true } };
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
