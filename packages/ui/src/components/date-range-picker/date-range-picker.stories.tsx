import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './date-range-picker';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-[420px] p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Období reportu',
    calendarLabel: 'Vybrat období',
    defaultValue: { start: parseDate('2026-11-02'), end: parseDate('2026-11-08') },
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Období reportu' });
    // Czech format: dd.MM.yyyy.
    await expect(group).toHaveTextContent('2. 11. 2026');
  },
};

export const Open: Story = {
  name: 'Calendar open (weeks start on Monday)',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Vybrat období/ }));
    const grid = await within(document.body).findByRole('grid');
    // The day names row is hidden from assistive technology (each cell names its date in full).
    const days = [...grid.querySelectorAll('thead th')].map((cell) => cell.textContent).join('');
    await expect(days).toBe('PÚSČPSN');
    await userEvent.click(within(grid).getByRole('button', { name: /10\. listopadu 2026/ }));
    await userEvent.click(within(grid).getByRole('button', { name: /12\. listopadu 2026/ }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Vybrat období/ }));
    await within(document.body).findByRole('grid');
  },
};

export const Empty: Story = { args: { defaultValue: undefined } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Konec musí být po začátku' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
