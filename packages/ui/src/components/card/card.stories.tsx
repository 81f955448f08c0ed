import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: { className: 'w-80' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>eshop.cz</CardTitle>
        <CardDescription>Kontrola HTTPS každou minutu</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="font-semibold text-2xl">99,98 %</p>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant="outline">
          Detail
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'eshop.cz' })).toBeVisible();
  },
};
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
