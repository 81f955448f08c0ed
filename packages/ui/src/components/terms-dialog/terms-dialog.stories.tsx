import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TermsDialog } from './terms-dialog';

const meta = {
  title: 'Shell/TermsDialog',
  component: TermsDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    isOpen: true,
    labels: {
      title: 'Obchodní podmínky',
      description: 'Než budete pokračovat, přijměte prosím naše obchodní podmínky a zásady ochrany osobních údajů.',
      required: 'Souhlasím s obchodními podmínkami a zásadami ochrany osobních údajů',
      marketing: 'Chci dostávat novinky a obchodní sdělení',
      cancel: 'Zrušit',
      accept: 'Přijmout',
      accepting: 'Ukládám...',
    },
    termsLink: { href: 'https://example.cz/obchodni-podminky', label: 'Obchodní podmínky' },
    privacyLink: { href: 'https://example.cz/ochrana-osobnich-udaju', label: 'Zásady ochrany osobních údajů' },
    onAccept: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TermsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('alertdialog', { name: 'Obchodní podmínky' });

export const Playground: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const accept = within(modal).getByRole('button', { name: 'Přijmout' });
    const cancel = within(modal).getByRole('button', { name: 'Zrušit' });
    // Accept and (closing not allowed) Cancel stay disabled until the required box is ticked.
    await expect(accept).toBeDisabled();
    await expect(cancel).toBeDisabled();
    // Both links open external pages in a new tab.
    for (const name of ['Obchodní podmínky', 'Zásady ochrany osobních údajů']) {
      const link = within(modal).getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await userEvent.click(within(modal).getByRole('checkbox', { name: /Souhlasím/ }));
    await expect(accept).toBeEnabled();
    await expect(cancel).toBeEnabled();
    await userEvent.click(within(modal).getByRole('checkbox', { name: /novinky/ }));
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledWith({ marketing: true });
    await userEvent.unhover(accept);
  },
};

export const NotDismissable: Story = {
  name: 'Not dismissable: Escape and outside click do nothing',
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer([{ target: document.body, coords: { clientX: 5, clientY: 5 }, keys: '[MouseLeft]' }]);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(modal).toBeInTheDocument();
    await expect(within(modal).getByRole('button', { name: 'Zrušit' })).toBeDisabled();
  },
};

export const Dismissable: Story = {
  name: 'Dismissable: Cancel enabled, Escape closes',
  args: { isDismissable: true },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(within(modal).getByRole('button', { name: 'Zrušit' })).toBeEnabled();
    await expect(within(modal).getByRole('button', { name: 'Přijmout' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async () => {
    const modal = await dialog();
    const accept = within(modal).getByRole('button', { name: /Ukládám/ });
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await expect(accept).toBeDisabled();
  },
};

export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    labels: {
      title: 'Terms and conditions',
      description: 'Before you continue, please accept our terms and conditions and privacy policy.',
      required: 'I agree to the terms and conditions and the privacy policy',
      marketing: 'Send me news and offers',
      cancel: 'Cancel',
      accept: 'Accept',
      accepting: 'Saving...',
    },
    termsLink: { href: 'https://example.com/terms', label: 'Terms and conditions' },
    privacyLink: { href: 'https://example.com/privacy', label: 'Privacy policy' },
  },
  play: async () => {
    const modal = await within(document.body).findByRole('alertdialog', { name: 'Terms and conditions' });
    await expect(within(modal).getByRole('button', { name: 'Accept' })).toBeDisabled();
  },
};
