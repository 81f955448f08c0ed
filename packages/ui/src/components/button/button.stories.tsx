import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

// A decorative icon for the icon-size stories (the package ships no icon set yet).
function RefreshIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Uložit změny',
    onClick: fn(),
  },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'destructive', 'outline', 'ghost', 'link', 'success', 'warning', 'info'],
    },
    size: { control: 'inline-radio', options: ['default', 'sm', 'lg', 'icon'] },
    isLoading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Uložit změny' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
  },
};

// One story per variant.
export const Default: Story = {
  args: { variant: 'default' },
  play: async ({ args, canvasElement }) => {
    // Keyboard users reach it with Tab and press it with Enter or Space.
    const button = within(canvasElement).getByRole('button', { name: 'Uložit změny' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    button.blur();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Později' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Smazat web' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Zrušit' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Přečteno' } };
export const Link: Story = { args: { variant: 'link', children: 'Zobrazit všechny notifikace' } };
export const Success: Story = { args: { variant: 'success', children: 'Incident vyřešen' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Potvrdit incident' } };
export const Info: Story = { args: { variant: 'info', children: 'Dostupná aktualizace' } };

// One story per size.
export const SizeDefault: Story = { name: 'Size: default', args: { size: 'default' } };
export const SizeSmall: Story = { name: 'Size: sm', args: { size: 'sm' } };
export const SizeLarge: Story = { name: 'Size: lg', args: { size: 'lg' } };
export const SizeIcon: Story = {
  name: 'Size: icon',
  args: { size: 'icon', variant: 'outline', 'aria-label': 'Obnovit stránku', children: <RefreshIcon /> },
};

export const Loading: Story = {
  args: { isLoading: true, children: 'Aktualizuji...', loadingLabel: 'Probíhá ukládání' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Aktualizuji/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleName('Probíhá ukládání Aktualizuji...');
    // A pointer click (user-event skips its pointer-events check, as a determined user would) and a programmatic
    // click: neither reaches onClick.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
    // It cannot take focus either, so the keyboard cannot press it.
    button.focus();
    await expect(button).not.toHaveFocus();
  },
};

export const LoadingIcon: Story = {
  name: 'Loading: icon',
  args: {
    size: 'icon',
    variant: 'outline',
    isLoading: true,
    'aria-label': 'Obnovit stránku',
    loadingLabel: 'Načítání...',
    children: <RefreshIcon />,
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Přijmout' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Přijmout' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  name: 'As a link (asChild)',
  args: {
    asChild: true,
    variant: 'outline',
    children: <a href="#/incidents/42">Incident</a>,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Incident' });
    await expect(link).toHaveAttribute('href', '#/incidents/42');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongCzechText: Story = {
  name: 'Long Czech text',
  args: { children: 'Označit všechny notifikace jako přečtené a přejít k nastavení upozornění' },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <Button {...args}>Uložit</Button>
      <Button {...args} variant="secondary">
        Později
      </Button>
      <Button {...args} variant="destructive">
        Smazat
      </Button>
      <Button {...args} variant="outline">
        Zrušit
      </Button>
      <Button {...args} variant="ghost">
        Přečteno
      </Button>
      <Button {...args} variant="link">
        Incident
      </Button>
      <Button {...args} variant="success">
        Vyřešeno
      </Button>
      <Button {...args} variant="warning">
        Potvrdit
      </Button>
      <Button {...args} variant="info">
        Aktualizovat
      </Button>
      <Button {...args} isLoading loadingLabel="Načítání...">
        Ukládám...
      </Button>
    </div>
  ),
};

export const DarkTheme: Story = {
  ...AllVariants,
  name: 'Dark theme',
  globals: { theme: 'dark' },
};
