import type { Page } from 'playwright-core';

/** Signs in on the app's sign-in screen, in Czech as a new visitor sees it, and waits for the dashboard. */
export async function signInOnScreen(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Heslo', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  // Playwright's wait, not expect.poll, so it also serves in beforeAll (outside a test). A ceiling for a busy machine:
  // the dashboard comes in well under a second on a quiet one.
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
}
