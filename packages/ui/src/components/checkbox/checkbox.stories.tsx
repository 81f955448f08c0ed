import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Zapamatovat si mě', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Zapamatovat si mě' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    box.blur();
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const WithDescription: Story = {
  name: 'With description',
  args: { children: 'Marketingová sdělení', description: 'Novinky posíláme nejvýše jednou měsíčně.' },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const Invalid: Story = { args: { isInvalid: true, children: 'Souhlasím s obchodními podmínkami' } };
export const LongCzechText: Story = {
  name: 'Long Czech text',
  args: {
    children:
      'Souhlasím se zpracováním osobních údajů pro účely zasílání obchodních sdělení a novinek o službě Hlídka (ěščřžýáíéůú)',
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
};
export const DarkTheme: Story = { name: 'Dark theme', args: { defaultSelected: true }, globals: { theme: 'dark' } };
