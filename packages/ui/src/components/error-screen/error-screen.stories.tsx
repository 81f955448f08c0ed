import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'Shell/ErrorScreen',
  component: ErrorScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    labels: {
      title: 'Něco se pokazilo',
      description: 'Došlo k neočekávané chybě v aplikaci. Zkuste to prosím znovu.',
      home: 'Hlavní stránka',
      reload: 'Obnovit stránku',
      clearCache: 'Vyčistit cache',
      staleHint: 'Chyba se opakuje. Možná používáte zastaralou verzi aplikace – zkuste ji resetovat.',
      reset: 'Resetovat aplikaci',
    },
    errorCount: 1,
    onReload: fn(),
    onClearCache: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Něco se pokazilo' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Hlavní stránka' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Obnovit stránku' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vyčistit cache' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onClearCache).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('button', { name: 'Resetovat aplikaci' })).toBeNull();
    await userEvent.unhover(screen.getByRole('button', { name: 'Vyčistit cache' }));
  },
};

export const TwoErrors: Story = {
  name: 'Two errors: no reset yet',
  args: { errorCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Resetovat aplikaci' })).toBeNull();
  },
};

export const RepeatedErrors: Story = {
  name: 'More than 2 errors: reset offered',
  args: { errorCount: 3 },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText(/zastaralou verzi/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resetovat aplikaci' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await userEvent.unhover(screen.getByRole('button', { name: 'Resetovat aplikaci' }));
  },
};

export const DarkTheme: Story = { name: 'Dark theme', args: { errorCount: 3 }, globals: { theme: 'dark' } };

export const Mobile: Story = { args: { errorCount: 3 }, globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    errorCount: 3,
    labels: {
      title: 'Something went wrong',
      description: 'An unexpected error occurred in the application. Please try again.',
      home: 'Home page',
      reload: 'Reload page',
      clearCache: 'Clear cache',
      staleHint: 'The error keeps coming back. You may be running an outdated version of the app – try resetting it.',
      reset: 'Reset application',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reset application' })).toBeVisible();
  },
};
