import type { Language } from '@hlidka/contract';
import { expect, waitFor, within } from 'storybook/test';

/**
 * A document the server renders (a public status page, its password screen), its own markup and styles in a shadow
 * root: painted whole like any story, and kept apart from the app's CSS.
 */
export function ServerHtml({
  html,
  title,
  language,
  dark = false,
}: {
  html: string;
  title: string;
  language: Language;
  dark?: boolean;
}) {
  const style = (html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '')
    .replaceAll(':root', ':host')
    .replace('body{', '.page{')
    // The page follows the visitor's colour scheme; the dark story asks for it as a dark system would.
    .replace('@media (prefers-color-scheme:dark){', dark ? '@media all{' : '@media (prefers-color-scheme:dark){');
  const body = html.match(/<body>([\s\S]*?)<\/body>/)?.[1] ?? '';
  const attach = (host: HTMLDivElement | null) => {
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${style}</style><div class="page" lang="${language}">${body}</div>`;
    host.dataset.ready = 'true';
  };
  return <div ref={attach} title={title} />;
}

/** The document's text as a visitor reads it (its markup lives in a shadow root). */
export async function serverHtmlText(canvasElement: HTMLElement) {
  const frame = await within(canvasElement).findByTitle(/./);
  await waitFor(() => expect(frame).toHaveAttribute('data-ready', 'true'));
  return frame.shadowRoot?.textContent ?? '';
}
