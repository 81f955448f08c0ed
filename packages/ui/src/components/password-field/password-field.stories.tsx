import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Heslo', showLabel: 'Zobrazit heslo', hideLabel: 'Skrýt heslo', defaultValue: 'tajné-heslo-123' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Heslo');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Zobrazit heslo' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Skrýt heslo' }));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Zobrazit heslo' }));
  },
};
export const Empty: Story = { args: { defaultValue: undefined, description: 'Alespoň 8 znaků.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Heslo musí mít alespoň 8 znaků' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
