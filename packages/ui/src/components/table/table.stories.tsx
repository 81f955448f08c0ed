import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaticTable } from './static-table';
import { Table, type TableColumn, type TableProps } from './table';

type Site = { id: string; name: string; url: string; uptime: number; response: number };

const sites: Site[] = [
  { id: '1', name: 'Eshop', url: 'https://eshop.cz', uptime: 99.98, response: 182 },
  { id: '2', name: 'Blog', url: 'https://blog.example.cz', uptime: 100, response: 95 },
  { id: '3', name: 'API', url: 'https://api.example.cz', uptime: 98.4, response: 240 },
  { id: '4', name: 'Čtenářský klub', url: 'https://ctenari.example.cz', uptime: 99.5, response: 131 },
];

const columns: TableColumn<Site>[] = [
  { id: 'name', label: 'Název', isRowHeader: true, allowsSorting: true, render: (row) => row.name },
  { id: 'url', label: 'URL', render: (row) => row.url },
  {
    id: 'uptime',
    label: 'Dostupnost',
    allowsSorting: true,
    align: 'end',
    render: (row) => `${row.uptime.toLocaleString('cs-CZ')} %`,
  },
  { id: 'response', label: 'Odezva', allowsSorting: true, align: 'end', render: (row) => `${row.response} ms` },
];

function SortedTable(props: Omit<TableProps<Site>, 'rows' | 'columns' | 'label'> & { rows?: Site[] }) {
  const [sort, setSort] = useState(props.sortDescriptor ?? { column: 'name', direction: 'ascending' as const });
  const rows = useMemo(() => {
    const key = sort.column as keyof Site;
    const sorted = [...(props.rows ?? sites)].sort((a, b) =>
      typeof a[key] === 'number'
        ? (a[key] as number) - (b[key] as number)
        : String(a[key]).localeCompare(String(b[key]), 'cs'),
    );
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort, props.rows]);
  return (
    <Table
      {...props}
      label="Weby"
      columns={columns}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next as typeof sort);
        props.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Table',
  component: SortedTable,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="w-[640px]">
        <Story />
      </div>
    ),
  ],
  args: { onSortChange: fn(), onSelectionChange: fn(), selectAllLabel: 'Vybrat vše', empty: 'Zatím žádné weby' },
} satisfies Meta<typeof SortedTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Playground: Story = {};

export const SortByClick: Story = {
  name: 'Sort by a header click',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(firstColumn(canvasElement)).toEqual(['API', 'Blog', 'Čtenářský klub', 'Eshop']);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Název/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await expect(firstColumn(canvasElement)).toEqual(['Eshop', 'Čtenářský klub', 'Blog', 'API']);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Odezva/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'response', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: /Odezva/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)).toEqual(['Blog', 'Čtenářský klub', 'Eshop', 'API']);
    await userEvent.unhover(canvas.getByRole('columnheader', { name: /Odezva/ }));
  },
};

export const SortByKeyboard: Story = {
  name: 'Sort by keyboard',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab into the grid, go up to the header row, right to "Dostupnost", Enter sorts.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: /Název/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('columnheader', { name: /Dostupnost/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'uptime', direction: 'ascending' });
    await expect(firstColumn(canvasElement)).toEqual(['API', 'Čtenářský klub', 'Eshop', 'Blog']);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RowSelection: Story = {
  name: 'Row selection',
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('checkbox')[1] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenCalled();
    const first = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<string>;
    await expect([...first]).toEqual(['3']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vybrat vše' }));
    const all = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0];
    await expect(all).toBe('all');
    await userEvent.unhover(canvas.getByRole('checkbox', { name: 'Vybrat vše' }));
  },
};

export const Empty: Story = { args: { rows: [] } };
export const DarkTheme: Story = {
  name: 'Dark theme',
  args: { selectionMode: 'multiple', defaultSelectedKeys: new Set(['2']) },
  globals: { theme: 'dark' },
};

const longColumns: TableColumn<Site>[] = [
  { ...(columns[0] as TableColumn<Site>), label: 'Název webu' },
  { ...(columns[2] as TableColumn<Site>), label: 'Dostupnost za 30 dní' },
  { ...(columns[3] as TableColumn<Site>), label: 'Průměrná doba odezvy', align: 'start' },
];

export const LongHeadersNarrow: Story = {
  name: 'Long headers, narrow',
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Table {...args} label="Weby" columns={longColumns} rows={sites} />,
  play: async ({ canvasElement }) => {
    // A label that wraps keeps its sort icon beside its nearest word (the last; the first in an end-aligned column,
    // "Dostupnost"), on that word's line, not centred beside the whole box.
    const header = within(canvasElement).getByRole('columnheader', { name: /Průměrná doba odezvy/ });
    const icon = header.querySelector('[data-slot="sort-icon"]') as SVGElement;
    const word = icon.parentElement as HTMLElement;
    await expect(word).toHaveTextContent(/^odezvy$/);
    const [label, iconBox] = [word.getBoundingClientRect(), icon.getBoundingClientRect()];
    await expect(header.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(iconBox.top).toBeGreaterThanOrEqual(label.top);
    await expect(iconBox.bottom).toBeLessThanOrEqual(label.bottom);
  },
};

/** A table to read (the dashboard's): a plain HTML table, its row headers and links reached by Tab, no grid. */
export const ReadOnly: Story = {
  name: 'Read-only (static table)',
  render: () => (
    <StaticTable
      label="Weby"
      layout="fixed"
      columns={columns.map(({ allowsSorting: _sorting, ...column }) => column)}
      rows={sites}
      empty="Žádné weby"
    />
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Weby' });
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(sites.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Čtenářský klub' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Odezva' })).toHaveClass('text-right');
  },
};

export const ReadOnlyEmpty: Story = {
  name: 'Read-only, empty',
  render: () => <StaticTable label="Weby" columns={columns} rows={[]} empty="Žádné weby" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'Žádné weby' })).toBeVisible();
  },
};
