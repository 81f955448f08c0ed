import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox } from './combo-box';

const targets = [
  { id: 'website:1', label: 'Databázový server' },
  { id: 'website:2', label: 'Platební brána' },
  { id: 'group:3', label: 'Skupina: Databáze' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-72 w-80 p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Závisí na',
    placeholder: 'Hledat web nebo skupinu',
    options: targets,
    emptyText: 'Nic nenalezeno',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Závisí na' });
    await userEvent.type(input, 'datab');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Skupina: Databáze' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('group:3');
    await expect(input).toHaveValue('Skupina: Databáze');
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Závisí na' }), 'xyz');
    await expect(await within(document.body).findByText('Nic nenalezeno')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Závislost by vytvořila kruh.' },
};
