import type { Page } from 'playwright-core';

/** Lobby steps as a person does them: name, create, join by link, sit, start. */

/** Opens a room link, answers the name question if asked, and waits for the lobby or table. */
export async function joinByLink(page: Page, url: string, name: string, onNameGate?: () => Promise<void>) {
  await page.goto(url);
  const gate = await page.waitForSelector('.name-gate, .lobby, .table');
  if (await gate.evaluate((el) => el.classList.contains('name-gate'))) {
    await page.fill('.name-gate input[name=name]', name);
    await onNameGate?.();
    await page.click('.name-gate button[type=submit]');
  }
  await page.waitForSelector('.lobby, .table');
}

/**
 * Opens the home page and waits until the app shows it. A load that went wrong fails at once with
 * what came back (status and text), rather than as a 30 s wait for a field that is not there.
 */
export async function openHome(page: Page, base: string): Promise<void> {
  const res = await page.goto(base);
  if (!res?.ok()) {
    const text = await page.evaluate('document.body?.innerText ?? ""').catch(String);
    throw new Error(`GET ${base} answered ${res?.status() ?? 'nothing'}: ${String(text).slice(0, 300)}`);
  }
  await page.waitForSelector('.page.home .name-field input[name=name]');
}

/** Creates a room from the home page ("Play with friends") and returns its invite link. */
export async function createRoom(
  page: Page,
  base: string,
  name: string,
  players: 3 | 4 | 5 | 6,
  teams = false,
) {
  await openHome(page, base);
  await page.fill('.name-field input[name=name]', name);
  await page.click(`.create .segment:has(input[name=players][value="${players}"])`);
  if (teams) await page.check('.create input[name=teams]');
  await page.click('.create button[type=submit]');
  await page.waitForSelector('.lobby .seat-row.mine');
  return page.inputValue('#invite-url');
}

/** Takes the first empty seat. */
export async function sitDown(page: Page): Promise<void> {
  // A newcomer who answered "Join the table" at the door is seated in the first free seat at once.
  if (await page.waitForSelector('.seat-row.mine', { timeout: 5000 }).catch(() => null)) return;
  await page.click('.seat-row.empty button:has-text("Sit here")');
  await page.waitForSelector('.seat-row.mine');
}

/** The host starts once every seat is filled. */
export async function startGame(page: Page): Promise<void> {
  await page.waitForSelector('.lobby button.primary.wide:not([disabled]):has-text("Start")');
  await page.click('.lobby button.primary.wide:has-text("Start")');
  await page.waitForSelector('.table').catch(async (err: unknown) => {
    // Say what the host saw (e.g. an error notice) instead of only "timed out".
    const notices = await page.locator('.notice').allTextContents();
    throw new Error(`the game did not start; notices: ${JSON.stringify(notices)}; ${String(err)}`);
  });
}
