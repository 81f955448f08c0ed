// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createI18n } from '../i18n';
import { TranslationProvider } from '../i18n/use-translation';
import { UnsavedChangesGuardRouter, useUnsavedChangesGuard } from './unsaved-changes';

// @hlidka/ui's charts (uPlot) ask for matchMedia when they load; jsdom has none.
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

afterEach(cleanup);

function Form() {
  const [name, setName] = useState('');
  const [, navigate] = useLocation();
  const guard = useUnsavedChangesGuard(name !== '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void guard.whileSaving(async () => navigate('/saved'));
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => navigate('/programmatic')}>
        Go
      </button>
      <Link href="/elsewhere">Elsewhere</Link>
    </form>
  );
}

function setup(language: 'cs' | 'en' = 'cs') {
  const location = memoryLocation({ path: '/form', record: true });
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  render(
    <TranslationProvider i18n={i18n}>
      <Router hook={location.hook}>
        <UnsavedChangesGuardRouter>
          <Form />
        </UnsavedChangesGuardRouter>
      </Router>
    </TranslationProvider>,
  );
  return { user: userEvent.setup(), history: location.history };
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const { user, history } = setup();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(history.at(-1)).toBe('/elsewhere');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before a link leaves typed text; Zůstat keeps it, Odejít bez uložení leaves', async () => {
    const { user, history } = setup('cs');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Eshop');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odejít bez uložení?' });
    expect(history.at(-1)).toBe('/form');
    await user.click(screen.getByRole('button', { name: 'Zůstat' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Eshop');
    expect(history.at(-1)).toBe('/form');

    await user.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByRole('alertdialog', { name: 'Odejít bez uložení?' });
    await user.click(screen.getByRole('button', { name: 'Odejít bez uložení' }));
    expect(history.at(-1)).toBe('/programmatic');
  });

  it('answers Escape by staying (keyboard) and speaks English', async () => {
    const { user, history } = setup('en');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(history.at(-1)).toBe('/form');
  });

  it('does not ask when the save navigates', async () => {
    const { user, history } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Eshop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/saved'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the browser before a reload only while there are changes', async () => {
    const { user } = setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    expect(unload()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(unload()).toBe(false);
  });
});
