import { failIn, scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { body, seen } from './screen-states';

// /websites/create with an address the user already monitors: the server answers 409 DUPLICATE_WEBSITE, the form
// marks the address and a dialog asks whether to save anyway; confirmed, the website is added.

const meta = {
  title: 'Screens/Websites/Form – duplicate address',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/websites/create' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(
      // Like the server: refused unless confirmed; a confirmed save falls through to the populated handler.
      http.post('*/api/websites', async ({ request }) => {
        const sent = (await request.clone().json()) as { allowDuplicate?: boolean };
        if (sent.allowDuplicate) return undefined;
        const message = {
          cs: 'Tuto adresu už sledujete jako web „E-shop“.',
          en: 'You already monitor this address as the website “E-shop”.',
        };
        return failIn(request, 409, 'DUPLICATE_WEBSITE', message, { url: [message] });
      }),
      ...scenario('populated'),
    );
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitDuplicate(canvas: ReturnType<typeof within>, labels: { url: string; name: string; add: string }) {
  await userEvent.type(await canvas.findByRole('textbox', { name: labels.url }), 'https://eshop.example.cz');
  await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), 'E-shop');
  await userEvent.click(canvas.getByRole('button', { name: labels.add }));
  return body().findByRole('alertdialog');
}

export const Warning: Story = {
  name: 'Create – duplicate address warning',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await submitDuplicate(canvas, { url: 'URL', name: 'Název', add: 'Přidat web' });
    await expect(dialog).toHaveAccessibleName('Tuto adresu už sledujete');
    await expect(dialog).toHaveTextContent('Jiný váš web nebo web vašeho týmu už tuto adresu kontroluje.');
    // Under the address, the server's words name the other website.
    await expect(canvas.getByText('Tuto adresu už sledujete jako web „E-shop“.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Přesto uložit' })).toBeEnabled();
    await seen(within(dialog).getByRole('button', { name: 'Zpět k úpravám' }));
  },
};

export const WarningEnglish: Story = {
  name: 'Create – duplicate address warning, English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await submitDuplicate(canvas, { url: 'URL', name: 'Name', add: 'Add website' });
    await expect(dialog).toHaveAccessibleName('You already monitor this address');
    await expect(dialog).toHaveTextContent('Another website of yours or of your team already checks this address.');
    await expect(canvas.getByText('You already monitor this address as the website “E-shop”.')).toBeInTheDocument();
    await seen(within(dialog).getByRole('button', { name: 'Save anyway' }));
  },
};

export const BackToEditing: Story = {
  name: 'Create – duplicate address, back to editing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await submitDuplicate(canvas, { url: 'URL', name: 'Název', add: 'Přidat web' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zpět k úpravám' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    // The address stays marked with the server's words until it is changed.
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
    await seen(canvas.getByText('Tuto adresu už sledujete jako web „E-shop“.'));
  },
};

export const SavedAnyway: Story = {
  name: 'Create – duplicate address saved anyway',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await submitDuplicate(canvas, { url: 'URL', name: 'Název', add: 'Přidat web' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přesto uložit' }));
    await expect(await body().findByText('Web byl přidán')).toBeInTheDocument();
    clearToasts();
    await seen(await canvas.findByRole('heading', { name: 'E-shop', level: 1 }));
  },
};
