import { defaultMessages, englishMessages, messagesFor } from '@hlidka/data';
import { createTeam, ok } from '@hlidka/data/mocks';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// MSW overrides for one endpoint's state in a screen story (the rest of the API stays populated).

/** The server's message for an unexpected error, in the request's language (it answers in `Accept-Language`). */
const unexpected = (request: Request) => messagesFor(request.headers.get('Accept-Language') ?? undefined).unexpected;

/** Like the server, an answer also carries its message in both languages (unless a story gives its own text). */
const translations = (message: string | undefined) =>
  message === undefined
    ? {
        translations: {
          cs: { message: defaultMessages.unexpected },
          en: { message: englishMessages.unexpected },
        },
      }
    : {};

/** GET /api/teams: the user (without two-factor) is a member of 'Provoz – Ostrava', which requires two-factor. */
export const teamRequiringTwoFactor = () =>
  http.get('*/api/teams', () =>
    ok({ teams: [createTeam(1), createTeam(2, { name: 'Provoz – Ostrava', requireTwoFactor: true })] }),
  );

/** GET `path` answers an error envelope (500 by default). */
export const failGet = (path: string, status = 500, message?: string) =>
  http.get(`*${path}`, ({ request }) =>
    HttpResponse.json(
      {
        success: false,
        code: status === 404 ? 'NOT_FOUND' : 'INTERNAL_ERROR',
        message: message ?? unexpected(request),
        requestId: 'story',
        ...translations(message),
      },
      { status },
    ),
  );

/** Any `method` request to `path` answers an error envelope. */
export const failRequest = (
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  status = 500,
  message?: string,
) =>
  http[method](`*${path}`, ({ request }) =>
    HttpResponse.json(
      {
        success: false,
        code: 'INTERNAL_ERROR',
        message: message ?? unexpected(request),
        requestId: 'story',
        ...translations(message),
      },
      { status },
    ),
  );

/** GET `path` never answers: the loading state stays. */
export const pendingGet = (path: string) =>
  http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** 360 px wide, the narrowest screen the spec asks for. */
export const narrowViewport = {
  viewport: { options: { narrow: { name: '360 px', styles: { width: '360px', height: '800px' } } } },
};
export const narrowGlobals = { viewport: { value: 'narrow', isRotated: false } };

/** Visible once the page transition (about 300 ms of fade) has run. */
export const seen = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The accessible name of a repeated button: its visible label, then (for screen readers) the item it acts on. */
export const named = (label: string, item: string) =>
  new RegExp(`^${escapeRegExp(label)}\\s*:\\s*${escapeRegExp(item)}$`);

/** The whole document (dialogs, popovers and toasts render outside the story root). */
export const body = () => within(document.body);

/** A toast with this text (toasts can take a while to appear on a busy machine). */
export const toast = (text: string) => body().findByText(text);

/**
 * Click a button of the screen (once every part of it has loaded) and wait for the dialog it opens, with the focus moved
 * into it: React Aria moves it once the dialog's entry has run, and the browser may scroll the page for it.
 */
export async function openDialog(
  canvasElement: HTMLElement,
  button: string,
  dialog: { name: string; role?: 'dialog' | 'alertdialog' },
) {
  const opener = await within(canvasElement).findByRole('button', { name: button });
  // Every part of the screen loaded first: a section above the button that loads later would move the page under the
  // dialog after the click has scrolled the button into view.
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  await userEvent.click(opener);
  const opened = await body().findByRole(dialog.role ?? 'alertdialog', { name: dialog.name });
  await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));
  return opened;
}
