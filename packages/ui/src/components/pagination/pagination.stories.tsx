import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, paginationRange } from './pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 5,
    pageCount: 12,
    onPageChange: fn(),
    labels: { nav: 'Stránkování', previous: 'Předchozí', next: 'Další', page: (page) => `Strana ${page}` },
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Stránkování' });
    await expect(within(nav).getByRole('button', { name: 'Strana 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: /Další/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(within(nav).getByRole('button', { name: 'Strana 12' }));
    await expect(within(nav).getByRole('button', { name: /Další/ })).toBeDisabled();
    await expect(paginationRange(1, 3)).toEqual([1, 2, 3]);
    await expect(paginationRange(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    await userEvent.unhover(within(nav).getByRole('button', { name: 'Strana 12' }));
  },
};
export const FirstPage: Story = { name: 'First page', args: { page: 1 } };
export const FewPages: Story = { name: 'Few pages', args: { page: 2, pageCount: 3 } };
export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };
