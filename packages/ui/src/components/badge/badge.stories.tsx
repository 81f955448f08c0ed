import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Nový' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'destructive', 'outline', 'success', 'warning', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nový')).toHaveAttribute('data-variant', 'default');
  },
};

const all = (
  <div className="flex flex-wrap gap-2">
    <Badge>Nový</Badge>
    <Badge variant="secondary">Koncept</Badge>
    <Badge variant="destructive">Nedostupný</Badge>
    <Badge variant="outline">HTTP</Badge>
    <Badge variant="success">Vyřešeno</Badge>
    <Badge variant="warning">Potvrzeno</Badge>
    <Badge variant="info">Beta</Badge>
  </div>
);
export const AllVariants: Story = { name: 'All variants', render: () => all };
export const DarkTheme: Story = { name: 'Dark theme', render: () => all, globals: { theme: 'dark' } };
