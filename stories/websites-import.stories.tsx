import { createImportRows, sampleKumaBackup, scenario } from '@hlidka/data/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, localeOf } from './app-story';
import { seen } from './screen-states';

// /websites/import: the empty form, the preview loading, a preview with errors and left-out rows, over the plan's limit, a wrong file,
// nothing chosen, done, English and dark.

/** Names and addresses of the monitors come from the user's export, not from the app's texts. */
const exportTexts = createImportRows().flatMap((row) => [row.name, row.url, row.sourceType]);

const meta = {
  title: 'Screens/Websites/Import',
  component: AppStory,
  parameters: { layout: 'fullscreen', userTexts: exportTexts },
  args: { path: '/websites/import' },
  render: (args, { globals }) => <AppStory {...args} locale={localeOf(globals)} />,
  beforeEach({ msw }) {
    msw.use(...scenario('populated'));
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Paste the export into the content field and ask for the preview. */
async function previewOf(
  canvas: Canvas,
  content: string,
  labels = { content: 'Obsah exportu', preview: 'Zobrazit náhled' },
) {
  const field = await canvas.findByRole('textbox', { name: labels.content });
  await userEvent.click(field);
  await userEvent.paste(content);
  await userEvent.click(canvas.getByRole('button', { name: labels.preview }));
}

const previewTable = (canvas: Canvas, name = 'Monitory z exportu') => canvas.findByRole('table', { name });

export const Empty: Story = {
  name: 'Empty form',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Import webů', level: 1 }));
    await expect(canvas.getByRole('radio', { name: /Uptime Kuma/ })).toBeChecked();
    await expect(canvas.getByLabelText('Soubor s exportem')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zpět na weby' })).toHaveAttribute('href', '/websites');
  },
};

export const NothingChosen: Story = {
  name: 'Preview without a file',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Zobrazit náhled' }));
    await seen(await canvas.findByText('Vyberte soubor, nebo vložte obsah exportu.'));
    await expect(canvas.getByRole('textbox', { name: 'Obsah exportu' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Loading: Story = {
  name: 'Preview loading',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/websites/import', () => new Promise<never>(() => {})));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewOf(canvas, sampleKumaBackup);
    const button = await canvas.findByRole('button', { name: /Připravuji náhled/ });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const WrongFile: Story = {
  name: 'Not an export of the source',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewOf(canvas, '{"hello": "world"}');
    await seen(await canvas.findByText('Soubor není záloha Uptime Kuma (chybí seznam monitorList).'));
  },
};

export const PreviewWithErrors: Story = {
  name: 'Preview with errors',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewOf(canvas, sampleKumaBackup);
    const table = await previewTable(canvas);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(createImportRows().map((row) => row.name));
    await expect(canvas.getByText('K importu: 4 · s chybou: 2 · vynecháno: 2')).toBeVisible();
    // The blog arrives paused, so it does not count: 6 websites now, 3 more after the import.
    await expect(canvas.getByText('Po importu: 9 z 10 webů')).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Blog – úvodní text/ })).toHaveTextContent(
      'Ve zdroji byl pozastaven; importuje se pozastavený (nekontroluje se a nepočítá se do tarifu).',
    );
    const kontejner = within(table).getByRole('row', { name: /Kontejner/ });
    await expect(kontejner).toHaveTextContent('Typ „docker“ Hlídka nekontroluje.');
    await expect(within(table).getByRole('row', { name: /Soubory/ })).toHaveTextContent(
      'Adresa: Zadejte platnou adresu URL začínající http:// nebo https://.',
    );
    await expect(within(table).getAllByRole('row', { name: /^E-shop / })[0] as HTMLElement).toHaveTextContent(
      'Interval zvýšen z 60 s na 300 s (minimum tarifu).',
    );
    await expect(canvas.getByText('Řádky s chybou se neimportují; ostatní ano.')).toBeVisible();
    await seen(canvas.getByRole('button', { name: 'Importovat 4 weby' }));
  },
};

export const OverPlanLimit: Story = {
  name: 'Over the plan limit',
  beforeEach({ msw }) {
    msw.use(...scenario('planLimitReached'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewOf(canvas, sampleKumaBackup);
    await previewTable(canvas);
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent('Import by přidal webů: 3, váš tarif ale umožňuje už jen 0.');
    await expect(within(note).getByRole('link', { name: 'Zobrazit tarify' })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    const importButton = canvas.getByRole('button', { name: 'Importovat 4 weby' });
    await expect(importButton).toBeDisabled();
    await expect(importButton).toHaveAccessibleDescription(/Import by přidal webů/);
  },
};

export const Done: Story = {
  name: 'Imported',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewOf(canvas, sampleKumaBackup);
    await previewTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Importovat 4 weby' }));
    await seen(await canvas.findByRole('heading', { name: 'Importovány 4 weby' }));
    await expect(canvas.getByRole('link', { name: 'Přejít na weby' })).toHaveAttribute('href', '/websites');
  },
};

export const Keyboard: Story = {
  name: 'By keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Obsah exportu' });
    field.focus();
    await userEvent.paste(sampleKumaBackup);
    // Content → team → Show preview, pressed with Enter.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Zobrazit náhled' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await previewTable(canvas);
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await seen(await canvas.findByRole('heading', { name: 'Import websites', level: 1 }));
    await previewOf(canvas, sampleKumaBackup, { content: 'Export content', preview: 'Show preview' });
    const table = await previewTable(canvas, 'Monitors of the export');
    await expect(within(table).getByRole('row', { name: /Kontejner/ })).toHaveTextContent(
      'Hlídka does not check the type “docker”.',
    );
    await expect(canvas.getByText('To import: 4 · with errors: 2 · left out: 2')).toBeVisible();
    await seen(canvas.getByRole('button', { name: 'Import 4 websites' }));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await previewOf(canvas, sampleKumaBackup);
    await seen(await previewTable(canvas));
  },
};
