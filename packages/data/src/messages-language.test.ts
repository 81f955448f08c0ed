import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultMessages, englishMessages, messagesFor } from './messages';
import { createAuthActions } from './session/auth';
import { BASE, createTestClient, setupMockServer } from './testing/msw';

const server = setupMockServer();

describe('client texts follow the UI language', () => {
  it('English has every text and no Czech one', () => {
    expect(Object.keys(englishMessages).sort()).toEqual(Object.keys(defaultMessages).sort());
    for (const [key, text] of Object.entries(englishMessages)) {
      expect(text, key).not.toBe('');
      expect(text, key).not.toMatch(/[áčďéěíňóřšťúůýž]/i);
    }
    expect(messagesFor('en')).toBe(englishMessages);
    expect(messagesFor('en-GB')).toBe(englishMessages);
    expect(messagesFor('cs')).toBe(defaultMessages);
    expect(messagesFor(undefined)).toBe(defaultMessages);
  });

  it('the fallback of an error answer, the offline refusal and the action defaults come in the current language', async () => {
    let language = 'en';
    let online = true;
    const { client } = createTestClient({ getLanguage: () => language, isOnline: () => online });
    server.use(
      http.get(`${BASE}/api/broken`, () => HttpResponse.json({ success: false }, { status: 500 })),
      http.post(`${BASE}/api/login_check`, () => HttpResponse.json({ success: false }, { status: 400 })),
    );
    await expect(client.request('/api/broken')).rejects.toMatchObject({ message: 'An unexpected error occurred' });
    const auth = createAuthActions(client);
    await expect(auth.login({ email: 'a@b.cz', password: 'x' })).rejects.toMatchObject({ message: 'Sign-in failed' });
    online = false;
    await expect(client.request('/api/broken')).rejects.toMatchObject({
      message: 'You are offline. The request will be sent when you are back online.',
    });

    // The language changes while the client lives: the Czech spec strings come back.
    language = 'cs';
    await expect(client.request('/api/broken')).rejects.toMatchObject({
      message: 'Jste offline. Požadavek bude odeslán, až budete online.',
    });
    online = true;
    await expect(client.request('/api/broken')).rejects.toMatchObject({ message: 'Došlo k neočekávané chybě' });
    await expect(auth.login({ email: 'a@b.cz', password: 'x' })).rejects.toMatchObject({
      message: 'Přihlášení se nezdařilo',
    });
    expect(client.messages.termsFailed).toBe('Došlo k chybě při odsouhlasení podmínek');
  });

  it('a text given to the client overrides both languages', () => {
    const { client } = createTestClient({ getLanguage: () => 'en', messages: { unexpected: 'Custom' } });
    expect(client.messages.unexpected).toBe('Custom');
    expect(client.messages.loginFailed).toBe('Sign-in failed');
  });
});
