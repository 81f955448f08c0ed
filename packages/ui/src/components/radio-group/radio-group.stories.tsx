import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Metoda požadavku',
    options: [
      { value: 'GET', label: 'GET', description: 'Jen načte stránku.' },
      { value: 'HEAD', label: 'HEAD', description: 'Jen hlavičky, bez těla odpovědi.' },
      { value: 'POST', label: 'POST', isDisabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /GET/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('GET');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /HEAD/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /POST/ })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const Selected: Story = { args: { defaultValue: 'HEAD' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Vyberte metodu' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'GET' } };
export const DarkTheme: Story = { name: 'Dark theme', args: { defaultValue: 'GET' }, globals: { theme: 'dark' } };
