// @vitest-environment jsdom
import { createRetainingCache, DataProvider } from '@hlidka/data';
import { createMockClient } from '@hlidka/data/mocks';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { TranslationProvider } from '../i18n/use-translation';
import { HeaderMenuButtons } from './header-menu-buttons';

// @hlidka/ui's charts (uPlot) ask for matchMedia when they load; jsdom has none.
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

// The dropdowns' code arrives when the test says so: a slow link, where the page is used before it has loaded.
const arrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./header-menus', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

afterEach(cleanup);

function setup() {
  const i18n = createI18n({ lng: 'cs', detect: false });
  render(
    <TranslationProvider i18n={i18n}>
      <DataProvider client={createMockClient({ baseUrl: 'http://api.test' })} cache={createRetainingCache()}>
        <HeaderMenuButtons user={{ fullName: 'Jana Nováková', email: 'jana@example.cz' }} onLogout={() => {}} />
      </DataProvider>
    </TranslationProvider>,
  );
}

describe('the header menus before their code has loaded', () => {
  it('shows the buttons at once; one pressed meanwhile opens when its code arrives, and keeps the focus', async () => {
    setup();
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Uživatelské menu' });
    expect(screen.getByRole('button', { name: /^Notifikace/ })).toHaveProperty('dataset.slot', 'notification-bell');
    await user.click(menuButton);
    expect(screen.queryByRole('menu')).toBeNull();

    arrival.release();
    const menu = await screen.findByRole('menu', { name: 'Uživatelské menu' });
    expect(menu.textContent).toContain('Odhlásit');
    expect(screen.getByText('jana@example.cz')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The focus is back on the real button, which replaced the stand-in.
    const realButton = screen.getByRole('button', { name: 'Uživatelské menu' });
    expect(realButton).not.toBe(menuButton);
    await waitFor(() => expect(document.activeElement).toBe(realButton));
  });
});
