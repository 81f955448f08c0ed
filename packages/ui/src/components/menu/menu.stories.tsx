import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Pause, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Menu, SUBMENU_OPEN_DELAY } from './menu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-80 p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    trigger: <Button variant="outline">Akce</Button>,
    label: 'Akce webu',
    onAction: fn(),
    items: [
      { id: 'edit', label: 'Upravit', icon: <Pencil /> },
      { id: 'pause', label: 'Pozastavit kontroly', icon: <Pause /> },
      {
        id: 'export',
        label: 'Exportovat',
        icon: <Download />,
        children: [
          { id: 'export-csv', label: 'CSV' },
          { id: 'export-pdf', label: 'PDF' },
        ],
      },
      { id: 'sep', separator: true },
      { id: 'delete', label: 'Smazat', icon: <Trash2 /> },
    ],
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Akce' }));
    const menu = await within(document.body).findByRole('menu', { name: /^Akce/ });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Upravit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const SubmenuDelayAndGrace: Story = {
  name: 'Submenu: opens after the delay, stays open across the grace gap',
  play: async ({ args, canvasElement }) => {
    // Open with the pointer, so React Aria is in pointer modality.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Akce' }));
    const menu = await within(document.body).findByRole('menu', { name: /^Akce/ });
    const exportItem = within(menu).getByRole('menuitem', { name: 'Exportovat' });

    // Resting on the item opens the submenu, but not at once: only after the open delay. Measured from before the hover
    // to the submenu's arrival, as a busy machine may take longer than the delay just to deliver the hover.
    const openedAt = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!within(document.body).queryByRole('menu', { name: 'Exportovat' })) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const hoveredAt = performance.now();
    await userEvent.hover(exportItem);
    await expect((await openedAt) - hoveredAt).toBeGreaterThanOrEqual(SUBMENU_OPEN_DELAY);
    const submenu = await within(document.body).findByRole('menu', { name: 'Exportovat' });

    // Move diagonally towards the submenu, over the gap: the parent menu stops taking the pointer (so crossing
    // "Smazat" on the way does not close the submenu) and the submenu stays open.
    const from = exportItem.getBoundingClientRect();
    const to = submenu.getBoundingClientRect();
    const startX = from.left + from.width / 2;
    const startY = from.top + from.height / 2;
    for (let step = 0; step <= 3; step += 1) {
      const x = startX + ((to.left - startX) * step) / 4;
      const y = startY + ((to.top + to.height / 2 - startY) * step) / 4;
      await userEvent.pointer({ target: document.body, coords: { clientX: x, clientY: y } });
      await sleep(60);
    }
    await waitFor(() => expect(menu.style.pointerEvents).toBe('none'));
    await sleep(300);
    await expect(submenu).toBeInTheDocument();

    // Arriving in the submenu: it is still open and works.
    await userEvent.click(within(submenu).getByRole('menuitem', { name: 'PDF' }));
    await expect(args.onAction).toHaveBeenCalledWith('export-pdf');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows open the submenu, typeahead',
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Akce' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', { name: /^Akce/ });
    // Typeahead: "e" jumps to "Exportovat".
    await userEvent.keyboard('e');
    await expect(within(menu).getByRole('menuitem', { name: 'Exportovat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const submenu = await within(document.body).findByRole('menu', { name: 'Exportovat' });
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'CSV' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('export-csv');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DarkTheme: Story = { name: 'Dark theme', args: { defaultOpen: true }, globals: { theme: 'dark' } };
