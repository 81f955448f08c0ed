import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Název webu',
    description: 'Zobrazí se v přehledu a v notifikacích.',
    placeholder: 'Můj e-shop',
    onChange: fn(),
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Název webu' });
    await expect(input).toHaveAccessibleDescription('Zobrazí se v přehledu a v notifikacích.');
    await userEvent.type(input, 'Žluťoučký kůň');
    await expect(args.onChange).toHaveBeenLastCalledWith('Žluťoučký kůň');
    input.blur();
  },
};
export const Filled: Story = { args: { defaultValue: 'eshop.cz' } };
export const Required: Story = { args: { isRequired: true, label: 'URL adresa' } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'eshop', label: 'URL adresa', errorMessage: 'Zadejte platnou URL adresu' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'URL adresa' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Zadejte platnou URL adresu')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'eshop.cz' } };
export const Multiline: Story = { args: { multiline: true, label: 'Poznámka', description: undefined } };
export const LongCzechText: Story = {
  name: 'Long Czech text',
  args: {
    label: 'Očekávané klíčové slovo v odpovědi serveru (rozlišují se velká a malá písmena)',
    defaultValue: 'Příliš žluťoučký kůň úpěl ďábelské ódy',
  },
};
export const DarkTheme: Story = {
  name: 'Dark theme',
  args: { isInvalid: true, errorMessage: 'Zadejte platnou URL adresu' },
  globals: { theme: 'dark' },
};
