import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '../../fixtures/shell';
import { Button } from '../button';
import { PublicLayout } from './public-layout';

const meta = {
  title: 'Shell/PublicLayout',
  component: PublicLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo />,
    children: (
      <div className="flex flex-col gap-4">
        <h1 className="font-semibold text-xl">Přihlášení</h1>
        <p className="text-muted-foreground text-sm">Přihlaste se ke svému účtu Hlídka.</p>
        <Button>Přihlásit se</Button>
      </div>
    ),
    footer: 'Čeština · English',
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    // The logo is centred over the card.
    const logo = within(canvasElement).getByText('Hlídka').closest('div') as HTMLElement;
    const box = logo.getBoundingClientRect();
    const centre = box.left + box.width / 2;
    await expect(Math.abs(centre - window.innerWidth / 2)).toBeLessThan(2);
  },
};
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
