import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGES, type Lang } from '../../shared/i18n';
import { MESSAGES } from '../../shared/i18n/all';
import { deLearn } from '../../shared/i18n/learn/de';
import { enLearn, type LearnMessages } from '../../shared/i18n/learn/en';
import { esLearn } from '../../shared/i18n/learn/es';
import { frLearn } from '../../shared/i18n/learn/fr';
import { jaLearn } from '../../shared/i18n/learn/ja';
import { ptBRLearn } from '../../shared/i18n/learn/pt-BR';
import { stepAt } from '../../web/screens/learn/lesson';

/** The guided game's words by language, and a player who follows the lesson in a browser. */

export const LEARN: Record<Lang, LearnMessages> = {
  en: enLearn,
  fr: frLearn,
  de: deLearn,
  es: esLearn,
  'pt-BR': ptBRLearn,
  ja: jaLearn,
};
export { LANGUAGES };

/** What the guide says, and the card it asks for (`html[data-learn]`), with the game's version. */
async function guide(page: Page): Promise<{ text: string; target: string | null; version: string | null }> {
  return (await page.evaluate(`({
    text: document.querySelector('.learn-text')?.textContent ?? '',
    target: document.documentElement.dataset.learn ?? null,
    version: document.querySelector('.table')?.getAttribute('data-version') ?? null,
  })`)) as { text: string; target: string | null; version: string | null };
}

/**
 * Plays the lesson as a newcomer does: Start, then each highlighted card, until Play now shows.
 * Returns every step's words as the page showed them, and the words the catalog has for the
 * step at that version (they must be the same).
 */
export async function followLesson(page: Page, lang: Lang): Promise<{ shown: string[]; expected: string[] }> {
  const t = LEARN[lang];
  const names = { bot2: MESSAGES[lang].botName(2), bot3: MESSAGES[lang].botName(3) };
  await page.locator('.learn-guide .btn.primary').click();
  const shown: string[] = [];
  const expected: string[] = [];
  // Bounded: the computers take about twenty seconds in all (their pace, and the mismatch holds).
  for (let i = 0; i < 400; i++) {
    if ((await page.locator('.learn-guide .btn.accent').count()) > 0) break;
    const now = await guide(page);
    if (!now.target || now.version === null) {
      await page.waitForTimeout(250);
      continue;
    }
    const card = page.locator(`.table button.card.pick[data-target="${now.target}"]`);
    // The highlight follows the table a frame later (an effect): a target read with a newer
    // version may be the step before's. Look again until it is this version's step's card.
    if (now.target !== stepAt(Number(now.version)).step.target || (await card.count()) === 0) {
      await page.waitForTimeout(250);
      continue;
    }
    shown.push(now.text);
    expected.push(stepAt(Number(now.version)).step.text(t, names));
    await card.click();
    // The next step (or the computers' turn) before looking again.
    await expect.poll(async () => (await guide(page)).version, { timeout: 30_000 }).not.toBe(now.version);
  }
  await page.locator('.learn-guide .btn.accent').waitFor({ timeout: 60_000 });
  return { shown, expected };
}
