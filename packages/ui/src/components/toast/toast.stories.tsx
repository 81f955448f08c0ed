import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Toaster } from './toast';
import { clearToasts, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast } from './use-toast';

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // A long duration so that a slow, shared machine still photographs the toasts; AutoDismiss covers the timing.
  args: { label: 'Oznámení', regionLabel: 'Oznámení ({hotkey})', closeLabel: 'Zavřít', duration: 600_000 },
  beforeEach: () => {
    clearToasts();
    return () => clearToasts();
  },
  render: (args) => (
    <div className="h-[640px] p-4">
      <div className="flex gap-2">
        <Button onClick={() => toast({ title: 'Web uložen', description: 'Kontroly začnou do minuty.' })}>
          Uložit
        </Button>
        <Button
          variant="destructive"
          onClick={() =>
            toast({ variant: 'destructive', title: 'Uložení selhalo', description: 'Zkuste to prosím znovu.' })
          }
        >
          Chyba
        </Button>
      </div>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => within(document.body).getByRole('region', { name: /Oznámení/ });

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(within(region()).getByText('Web uložen')).toBeVisible());
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Uložit' }));
  },
};

export const Destructive: Story = {
  play: async () => {
    toast({ variant: 'destructive', title: 'Uložení selhalo', description: 'Zkuste to prosím znovu.' });
    await waitFor(() => expect(within(region()).getByText('Uložení selhalo')).toBeVisible());
  },
};

export const WithAction: Story = {
  name: 'With action',
  play: async () => {
    toast({
      title: 'Web smazán',
      description: 'eshop.cz byl odstraněn.',
      action: { label: 'Vrátit zpět', altText: 'Vrátit smazání zpět', onClick: () => {} },
    });
    await waitFor(() => expect(within(region()).getByRole('button', { name: 'Vrátit zpět' })).toBeVisible());
  },
};

export const SixthReplacesOldest: Story = {
  name: 'A sixth toast replaces the oldest',
  play: async () => {
    for (let index = 1; index <= TOAST_LIMIT + 1; index += 1) toast({ title: `Oznámení č. ${index}` });
    await waitFor(() => expect(within(region()).getByText('Oznámení č. 6')).toBeVisible());
    await expect(within(region()).queryByText('Oznámení č. 1')).toBeNull();
    await expect(within(region()).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Dismiss: Story = {
  play: async () => {
    toast({ title: 'Web uložen' });
    const close = await within(region()).findByRole('button', { name: 'Zavřít' });
    await userEvent.click(close);
    await waitFor(() => expect(within(region()).queryByText('Web uložen')).toBeNull());
  },
};

export const LongCzechText: Story = {
  name: 'Long Czech text',
  play: async () => {
    toast({
      title: 'Notifikační kanál byl úspěšně uložen a ověřen',
      description:
        'Zkušební zpráva odešla na všechny zadané adresy. Pokud nedorazí do několika minut, zkontrolujte nastavení SMTP serveru a složku s nevyžádanou poštou (ěščřžýáíéůú).',
    });
    await waitFor(() => expect(within(region()).getByText(/Zkušební zpráva/)).toBeVisible());
  },
};

export const DarkTheme: Story = {
  name: 'Dark theme',
  globals: { theme: 'dark' },
  play: async () => {
    toast({ title: 'Web uložen', description: 'Kontroly začnou do minuty.' });
    toast({ variant: 'destructive', title: 'Uložení selhalo' });
    await waitFor(() => expect(within(region()).getByText('Uložení selhalo')).toBeVisible());
  },
};

export const AutoDismiss: Story = {
  name: 'Auto-dismiss after its duration',
  play: async () => {
    await expect(TOAST_DURATION).toBe(5000);
    await expect(TOAST_REMOVE_DELAY).toBe(300);
    toast({ title: 'Krátké oznámení', duration: 400 });
    await waitFor(() => expect(within(region()).getByText('Krátké oznámení')).toBeVisible());
    // Closed after 400 ms, removed from the tree 300 ms later.
    await waitFor(() => expect(within(region()).queryByText('Krátké oznámení')).toBeNull());
  },
};
