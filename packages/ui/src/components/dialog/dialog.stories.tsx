import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { TextField } from '../text-field';
import { AlertDialog, Dialog } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="h-[480px] p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Přejmenovat web',
    description: 'Nový název se zobrazí v přehledu a v notifikacích.',
    closeLabel: 'Zavřít',
    onOpenChange: fn(),
    children: <TextField label="Název webu" defaultValue="eshop.cz" />,
    footer: <Button>Uložit změny</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { trigger: <Button variant="outline">Přejmenovat</Button> },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Přejmenovat' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Přejmenovat web' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Přejmenovat' })).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Přejmenovat web' });
    await expect(within(dialog).getByRole('textbox', { name: 'Název webu' })).toHaveValue('eshop.cz');
    await expect(within(dialog).getByRole('button', { name: 'Zavřít' })).toBeInTheDocument();
  },
};

export const CloseButton: Story = {
  name: 'Close button',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Přejmenovat web' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const OpenDark: Story = { name: 'Dark theme', args: { isOpen: true }, globals: { theme: 'dark' } };
export const Mobile: Story = { args: { isOpen: true }, globals: { viewport: { value: 'mobile1', isRotated: false } } };

function Confirm({ isConfirming = false }: { isConfirming?: boolean }) {
  const [open, setOpen] = useState(true);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Smazat web
      </Button>
      {deleted ? <p role="status">Smazáno</p> : null}
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="destructive"
        title="Smazat web eshop.cz?"
        description="Smažou se i všechny výsledky kontrol a incidenty. Tuto akci nelze vrátit."
        confirmLabel="Smazat"
        confirmingLabel="Mažu..."
        cancelLabel="Zrušit"
        isConfirming={isConfirming}
        onConfirm={() => {
          setDeleted(true);
          setOpen(false);
        }}
      />
    </>
  );
}

export const AlertDialogConfirm: Story = {
  name: 'AlertDialog: confirm',
  render: () => <Confirm />,
  play: async ({ canvasElement }) => {
    const alert = await within(document.body).findByRole('alertdialog', { name: 'Smazat web eshop.cz?' });
    // An outside click does not dismiss a confirmation.
    await userEvent.pointer([{ target: document.body, coords: { clientX: 5, clientY: 5 }, keys: '[MouseLeft]' }]);
    await expect(alert).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Smazáno');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AlertDialogCancel: Story = {
  name: 'AlertDialog: cancel',
  render: () => <Confirm />,
  play: async ({ canvasElement }) => {
    const alert = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: 'Zrušit' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AlertDialogConfirming: Story = {
  name: 'AlertDialog: confirming',
  render: () => <Confirm isConfirming />,
  play: async () => {
    const alert = await within(document.body).findByRole('alertdialog');
    await expect(within(alert).getByRole('button', { name: /Mažu/ })).toHaveAttribute('aria-busy', 'true');
  },
};
