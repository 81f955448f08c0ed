import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './user-menu';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="flex h-[300px] justify-end p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    fullName: 'Jana Nováková',
    email: 'jana.novakova@example.cz',
    labels: { trigger: 'Uživatelské menu', profile: 'Profil', subscription: 'Předplatné', logout: 'Odhlásit se' },
    profileHref: '/profile',
    subscriptionHref: '/subscription',
    onLogout: fn(),
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uživatelské menu' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Uživatelské menu' });
    await expect(within(document.body).getByText('Jana Nováková')).toBeVisible();
    await expect(within(document.body).getByText('jana.novakova@example.cz')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    await expect(within(menu).getByRole('menuitem', { name: 'Předplatné' })).toHaveAttribute('href', '/subscription');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Odhlásit se' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongCzechText: Story = {
  name: 'Long Czech text',
  args: {
    defaultOpen: true,
    fullName: 'Přemysl Ctibor Šťastný-Žďárský',
    email: 'premysl.ctibor.stastny-zdarsky@velmi-dlouha-domena.example.cz',
  },
};

export const DarkTheme: Story = { name: 'Dark theme', args: { defaultOpen: true }, globals: { theme: 'dark' } };
