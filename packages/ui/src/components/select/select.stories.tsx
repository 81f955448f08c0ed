import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './select';

const intervals = [
  { id: '30', label: '30 sekund' },
  { id: '60', label: '1 minuta' },
  { id: '300', label: '5 minut' },
  { id: '900', label: '15 minut', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-72 w-80 p-4">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Interval kontroly', placeholder: 'Vyberte interval', options: intervals, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Interval kontroly/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '15 minut' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: '5 minut' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('300');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: /5 minut/ })).toBeInTheDocument();
  },
};
export const Selected: Story = { args: { defaultValue: '60' } };
export const Open: Story = { args: { defaultOpen: true, defaultValue: '60' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Vyberte interval kontroly' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '60' } };
export const DarkTheme: Story = { name: 'Dark theme', args: { defaultOpen: true }, globals: { theme: 'dark' } };
