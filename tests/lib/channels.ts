// The notification channel form in Chromium, in Czech: open it with a name and a type, then save the channel and send
// a test from its card.
import type { Page } from 'playwright-core';

/** Open the create form, name the channel and choose its type. */
export async function startChannel(page: Page, baseUrl: string, name: string, type: string) {
  await page.goto(`${baseUrl}/settings/notifications/channels/create`);
  await page.getByRole('heading', { level: 1, name: 'Nový kanál' }).waitFor();
  await page.getByRole('textbox', { name: 'Název' }).fill(name);
  await page.getByRole('button', { name: /Typ kanálu$/ }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

/** Save the channel, then press its "Poslat test" and wait for the card's answer. */
export async function createAndTest(page: Page, name: string) {
  await page.getByRole('button', { name: 'Vytvořit kanál' }).click();
  await page.waitForURL('**/settings/notifications/channels');
  await page.getByRole('button', { name: new RegExp(`^Poslat test\\s*:\\s*${name}$`) }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Testovací zpráva doručena \(\d+ ms\)$/ })
    .waitFor();
}
