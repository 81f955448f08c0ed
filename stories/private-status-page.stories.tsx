import type { Language } from '@hlidka/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type AccessScreen, renderAccessPage } from '../packages/server/src/modules/status-pages/html';
import { narrowGlobals, narrowViewport } from './screen-states';
import { ServerHtml, serverHtmlText } from './server-html';

// What a private status page shows a visitor it does not let in yet, as the server renders it (no JavaScript): the
// password form (also after a wrong password, and when too many were tried), the sign-in link of a members-only page,
// and the refusal of an address outside the allowlist; Czech, English, dark and 360 px.

const page = { name: 'Interní systémy – stav služeb', accentColor: '#1d4ed8' };
const password: AccessScreen = { kind: 'password', action: '/status/interni/password' };
const members: AccessScreen = { kind: 'membership', signInHref: 'https://hlidka.example.cz/status-access/interni' };

function AccessPage({ screen, language, dark = false }: { screen: AccessScreen; language: Language; dark?: boolean }) {
  return (
    <ServerHtml html={renderAccessPage(page, screen, language)} title={page.name} language={language} dark={dark} />
  );
}

const meta = {
  title: 'Public/Private status page',
  component: AccessPage,
  parameters: { layout: 'fullscreen', ...narrowViewport },
  args: { screen: password, language: 'cs' },
} satisfies Meta<typeof AccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {
  name: 'Password',
  play: async ({ canvasElement }) => {
    const text = await serverHtmlText(canvasElement);
    await expect(text).toContain('Stránka je chráněná heslem. Zadejte ho, prosím.');
    await expect(text).toContain('Otevřít stránku');
  },
};

export const PasswordEnglish: Story = {
  name: 'Password – English',
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await serverHtmlText(canvasElement)).toContain('This page is protected by a password.');
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password',
  args: { screen: { ...password, error: 'Heslo není správné.' } },
};

export const Throttled: Story = {
  name: 'Too many attempts – English',
  args: { screen: { ...password, error: 'Too many attempts. Try again in 15 minutes.' }, language: 'en' },
};

export const PasswordDark: Story = { name: 'Password – dark', args: { dark: true } };

export const PasswordNarrow: Story = {
  name: 'Wrong password – 360 px',
  args: { screen: { ...password, error: 'Heslo není správné.' } },
  globals: narrowGlobals,
};

export const Members: Story = {
  name: 'Team members only',
  args: { screen: members },
  play: async ({ canvasElement }) => {
    await expect(await serverHtmlText(canvasElement)).toContain('Přihlásit se');
  },
};

export const MembersEnglishDark: Story = {
  name: 'Team members only – English, dark',
  args: { screen: members, language: 'en', dark: true },
};

export const Address: Story = { name: 'Address not allowed', args: { screen: { kind: 'address' } } };

export const AddressEnglishNarrow: Story = {
  name: 'Address not allowed – English, 360 px',
  args: { screen: { kind: 'address' }, language: 'en' },
  globals: narrowGlobals,
};
