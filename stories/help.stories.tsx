import { scenario } from '@hlidka/data/mocks';
import { clearToasts } from '@hlidka/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { failRequest, toast } from './screen-states';

// The help centre (/help, /help/article/{category}/{slug}, /help/contact): categories, search with and without
// results, an article in cs and en, a missing article, the contact form's validation, failure and confirmation.

const meta = {
  title: 'Screens/Help',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
  },
  args: { path: '/help' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
  // The sent message's toast is seen by the play function and cleared before the screenshot, which would race it.
  afterEach() {
    clearToasts();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visible once the page transition (opacity) has run. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByRole('heading', { name: 'Nápověda', level: 1 }));
    await expect(canvas.getByRole('heading', { name: 'Monitorování' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Typy kontrol' })).toHaveAttribute(
      'href',
      '/help/article/monitoring/check-types',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Hledat v nápovědě' })).toBeVisible();
  },
};

export const HomeEnglish: Story = {
  name: 'Home – English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByRole('heading', { name: 'For developers' }));
  },
};

export const Search: Story = {
  name: 'Search – results without diacritics',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Hledat v nápovědě' }), 'api klic');
    await shown(await canvas.findByRole('heading', { name: '1 nalezený článek' }));
    await expect(canvas.getByRole('link', { name: /API a API klíče/ })).toBeVisible();
  },
};

export const SearchEmpty: Story = {
  name: 'Search – nothing found',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Hledat v nápovědě' }), 'kvantový počítač');
    await shown(await canvas.findByText('Žádný článek neodpovídá hledání'));
  },
};

export const Article: Story = {
  args: { path: '/help/article/monitoring/check-types' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(await canvas.findByRole('heading', { name: 'Typy kontrol', level: 1 }));
    await shown(await canvas.findByRole('heading', { name: 'Heartbeat (cron úlohy)', level: 2 }));
    await expect(canvas.getByRole('navigation', { name: 'Související články' })).toBeVisible();
  },
};

export const ArticleEnglish: Story = {
  name: 'Article – English',
  args: { path: '/help/article/monitoring/private-targets' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByRole('heading', { name: 'How to allow private targets' }));
  },
};

export const ArticleNotFound: Story = {
  name: 'Article – not found',
  args: { path: '/help/article/monitoring/neexistuje' },
  play: async ({ canvasElement }) => {
    await shown(await within(canvasElement).findByRole('heading', { name: 'Článek nebyl nalezen', level: 1 }));
  },
};

export const ArticleNarrow: Story = {
  name: 'Article – 360 px',
  args: { path: '/help/article/developers/api-keys' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Použití', level: 2 });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Contact: Story = {
  args: { path: '/help/contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'E-mail pro odpověď' })).toHaveValue('jana.novakova@example.cz'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana Nováková');
  },
};

export const ContactValidation: Story = {
  name: 'Contact – validation errors',
  args: { path: '/help/contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Předmět' }), 'Ah');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zpráva' }), 'Krátce');
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }));
    await shown(await canvas.findByText('Předmět musí mít alespoň 3 znaky'));
    await expect(canvas.getByText('Zpráva musí mít alespoň 10 znaků')).toBeVisible();
  },
};

export const ContactSent: Story = {
  name: 'Contact – sent, with confirmation',
  args: { path: '/help/contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Předmět' }), 'Dotaz k fakturaci');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zpráva' }), 'Potřebuji opravit IČO na poslední faktuře.');
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }));
    await shown(await canvas.findByText(/Vaše zpráva má číslo HLP-7K3QX9/));
    await expect(await toast('Zpráva byla odeslána')).toBeInTheDocument();
  },
};

export const ContactFailed: Story = {
  name: 'Contact – sending failed',
  args: { path: '/help/contact' },
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(failRequest('post', '/api/help/contact'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Subject' }), 'Invoice question');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Please fix the company ID on my invoice.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The message could not be sent');
  },
};
