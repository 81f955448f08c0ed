import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WaveBackground } from './wave-background';

const meta = {
  title: 'Shell/WaveBackground',
  component: WaveBackground,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="relative isolate h-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WaveBackground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="wave-background"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
