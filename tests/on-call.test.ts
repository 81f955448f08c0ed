// On-call schedules in Chromium against the built server: a team owner with one colleague creates a schedule from the
// navigation, adds a layer with a daily rotation of the two of them (hand-off at midnight, from today), saves it, and
// the calendar says who is on call now (the owner, first in turn) and who comes next (the colleague); the API agrees.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const stamp = Date.now();
const password = 'Heslo-pro-test-42';
const owner = { email: `pohotovost-${stamp}@example.com`, password, firstName: 'Olga', lastName: 'Vlastníková' };
const colleague = { email: `kolega-${stamp}@example.com`, password, firstName: 'Karel', lastName: 'Kolega' };

let server: RunningServer;
let browser: Browser;
let page: Page;
let ownerToken = '';
let colleagueToken = '';
const pageErrors: string[] = [];

const asOwner = apiClient(
  () => server.baseUrl,
  () => ownerToken,
);
const asColleague = apiClient(
  () => server.baseUrl,
  () => colleagueToken,
);

interface Schedule {
  id: string;
  onCall: { current: { userId: string }[]; next: { userId: string }[] };
}

beforeAll(async () => {
  server = await startBuiltServer({ HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  ownerToken = await signUp(server.baseUrl, owner);
  colleagueToken = await signUp(server.baseUrl, colleague);
  const { team } = await asOwner<{ team: { id: string } }>('POST', '/api/teams', { name: 'Provoz' });
  const { invitation } = await asOwner<{ invitation: { id: string } }>('POST', `/api/teams/${team.id}/invitations`, {
    email: colleague.email,
  });
  await asColleague('POST', `/api/user/team-invitations/${invitation.id}/accept`);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

/** Choose `option` in the React Aria select whose button's name starts with the value and ends with `label`. */
async function choose(scope: Page | ReturnType<Page['locator']>, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('an on-call schedule in the browser', () => {
  it('is created with a rotation of two people and says who is on call now and next', async () => {
    await signInOnScreen(page, server.baseUrl, { email: owner.email, password });

    await page.getByRole('link', { name: 'Pohotovost' }).click();
    await page.waitForURL('**/on-call');
    await page.getByRole('link', { name: 'Nový rozpis' }).click();
    await page.waitForURL('**/on-call/create');
    await page.getByRole('textbox', { name: /^Název/ }).fill('Provoz e-shopu');
    await page.getByRole('button', { name: 'Vytvořit rozpis' }).click();
    await page.waitForURL('**/on-call/*/edit', { timeout: 15_000 });
    await expect.poll(() => page.getByText('Rozpis pohotovosti byl vytvořen.').count()).toBeGreaterThan(0);
    const scheduleId = new URL(page.url()).pathname.split('/')[2] as string;

    await page.getByRole('button', { name: 'Přidat vrstvu' }).click();
    const layer = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Vrstva 1' }) });
    await layer.getByRole('button', { name: /^Přidat rotaci/ }).click();
    await choose(layer, /Střídání$/, 'Denně');
    await layer.getByLabel('Čas předání').fill('00:00');
    await choose(layer, /Vyberte člena týmu Přidat člověka$/, 'Olga Vlastníková');
    await choose(layer, /Vyberte člena týmu Přidat člověka$/, 'Karel Kolega');
    await expect
      .poll(() =>
        layer
          .getByRole('list', { name: 'Pořadí lidí' })
          .getByRole('listitem')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label'))),
      )
      .toEqual(['1. Olga Vlastníková', '2. Karel Kolega']);
    await layer.getByRole('button', { name: /^Uložit vrstvu/ }).click();
    await expect.poll(() => page.getByText('Změny byly uloženy.').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Kalendář' }).click();
    await page.waitForURL(`**/on-call/${scheduleId}`);
    const now = page.locator('dt', { hasText: 'Teď má službu' }).locator('xpath=following-sibling::dd');
    const next = page.locator('dt', { hasText: 'Další na řadě' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => now.textContent(), { timeout: 15_000 }).toContain('Olga Vlastníková');
    expect(await next.textContent()).toContain('Karel Kolega');
    await expect.poll(() => page.locator('[aria-current="date"]').count()).toBe(1);

    const { schedule } = await asColleague<{ schedule: Schedule }>('GET', `/api/on-call-schedules/${scheduleId}`);
    const user = await asOwner<{ id: string }>('GET', '/api/user');
    expect(schedule.onCall.current.map((s) => s.userId)).toEqual([user.id]);
    expect(schedule.onCall.next).toHaveLength(1);

    // An override added from today's shift in the calendar (the override editor, prefilled with the shift's time):
    // the colleague takes it over, and its shift opens the same editor with its values.
    const today = page.locator('[aria-current="date"]');
    await today.getByRole('button', { name: /Olga Vlastníková.*Přidat zástup$/ }).click();
    const adding = page.getByRole('dialog', { name: 'Přidat zástup' });
    await expect.poll(() => adding.getByLabel('Od').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await choose(adding, /Kdo drží službu$/, 'Karel Kolega');
    await adding.getByRole('button', { name: 'Přidat zástup' }).click();
    await expect.poll(() => adding.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => now.textContent(), { timeout: 15_000 }).toContain('Karel Kolega');
    const { schedule: changed } = await asOwner<{ schedule: Schedule }>('GET', `/api/on-call-schedules/${scheduleId}`);
    expect(changed.onCall.current.map((s) => s.userId)).not.toEqual([user.id]);
    await today.getByRole('button', { name: /Karel Kolega.*Upravit zástup$/ }).click();
    const editing = page.getByRole('dialog', { name: 'Úprava zástupu' });
    await expect.poll(() => editing.getByRole('button', { name: /Karel Kolega Kdo drží službu$/ }).count()).toBe(1);
    await editing.getByRole('button', { name: 'Zrušit' }).click();
    await expect.poll(() => editing.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
