import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BAR } from '../../shared/i18n/all';
import { hasChromium, launch, newPlayer } from './browser';
import { type HostSite, startStaticSite } from './host-page';
import { type Server, startServer } from './server';

/**
 * The loader (`/embed.js`, web/embed-loader) as a site owner uses it from docs/embedding.md alone:
 * the docs' own command example, pasted right under the snippet, takes effect (commands sent before
 * the frame is ready wait for it), the lobby offers Share only where the frame may share
 * (`data-share`), and a frame without storage offers to keep the seat in a tab.
 */

const DOC = readFileSync(resolve(import.meta.dirname, '../../docs/embedding.md'), 'utf8');

/** The documentation's example of commands right under the snippet (its one ```html block with `trio:send`). */
function docsExample(): string {
  const block = [...DOC.matchAll(/```html\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .find((b) => b.includes('trio:send'));
  if (!block) throw new Error('docs/embedding.md has no html example sending trio:send');
  return block;
}

function page(trio: string, url: URL): string | null {
  if (url.pathname !== '/') return null;
  const attrs = [...url.searchParams].map(([k, v]) => ` data-${k}="${v.replaceAll('"', '&quot;')}"`).join('');
  const example = url.searchParams.has('example') ? docsExample() : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>A blog</title></head><body>
<div data-trio-game="new"${attrs}></div>
<script src="${trio}/embed.js" async></script>
${example}
</body></html>`;
}

async function gameFrame(top: Page): Promise<Frame> {
  const frame = await (await top.waitForSelector('[data-trio-game] iframe')).contentFrame();
  if (!frame) throw new Error('no game frame');
  return frame;
}

describe.skipIf(!hasChromium)('the embed loader', () => {
  let server: Server | undefined;
  let site: HostSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ BOT_DELAY_MS: '40' });
    const trio = server.url;
    site = await startStaticSite((url) => page(trio, url));
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await server?.stop();
  });

  const setup = () => {
    if (!server || !site || !browser) throw new Error('setup failed');
    return { trio: server.url, host: site.url, browser };
  };

  it('the docs’ command example, right under the snippet, takes effect: commands wait until the frame is ready', async () => {
    const { host, browser } = setup();
    const { context, page: top } = await newPlayer(browser);
    await top.goto(`${host}/?players=3&bots=easy&example=1`);
    const frame = await gameFrame(top);
    // The example sets the light theme and the name "Ana": the start form shows both.
    await vi.waitFor(
      async () => {
        expect(await frame.evaluate('document.documentElement.dataset.theme')).toBe('light');
        expect(await frame.inputValue('.embed-new input[name=name]')).toBe('Ana');
      },
      { timeout: 15_000 },
    );
    await context.close();
  });

  it('a command sent at once after the loader ran, before the frame exists, is kept for the frame', async () => {
    const { host, browser } = setup();
    const { context, page: top } = await newPlayer(browser);
    await top.goto(`${host}/?players=3&bots=easy`);
    await top.waitForFunction('!!window.TrioEmbed');
    await top.evaluate(`(() => {
      const el = document.createElement('div');
      el.setAttribute('data-trio-game', 'new');
      el.id = 'late';
      document.body.append(el);
      // Not yet mounted (the watcher runs after this task): the loader mounts it for the command.
      el.dispatchEvent(new CustomEvent('trio:send', { detail: { type: 'set_theme', theme: 'light' } }));
    })()`);
    const frame = await (await top.waitForSelector('#late iframe')).contentFrame();
    if (!frame) throw new Error('no frame');
    await frame.waitForSelector('.embed-new');
    await vi.waitFor(
      async () => expect(await frame.evaluate('document.documentElement.dataset.theme')).toBe('light'),
      {
        timeout: 15_000,
      },
    );
    await context.close();
  });

  /**
   * The lobby's buttons in a frame of a browser that has `navigator.share` and a permissions
   * policy answering `web-share` with `allowed` (this Chromium has neither: both are given to every
   * frame before its scripts run, as a phone's browser would have them).
   */
  async function lobbyButtons(
    allowed: boolean,
    attrs: string,
  ): Promise<{ buttons: string[]; allow: string }> {
    const { host, browser } = setup();
    const { context, page: top } = await newPlayer(browser);
    await context.addInitScript(`(() => {
      navigator.share = async () => {};
      Object.defineProperty(document, 'featurePolicy', { value: {
        allowsFeature: (f) => f !== 'web-share' || ${allowed},
        features: () => ['web-share', 'clipboard-write'],
      } });
    })()`);
    await top.goto(`${host}/?players=3${attrs}`);
    const frame = await gameFrame(top);
    await frame.fill('.embed-new input[name=name]', 'Host');
    await frame.click('.embed-new button[type=submit]');
    await frame.waitForSelector('.lobby #invite-url');
    const buttons = await frame.locator('.invite button').allTextContents();
    const allow = (await top.getAttribute('[data-trio-game] iframe', 'allow')) ?? '';
    await context.close();
    return { buttons, allow };
  }

  it('where the browser keeps nothing for the frame, a seated visitor is told and offered the way back: the seat in a tab', async () => {
    const { trio, host, browser } = setup();
    const { context, page: top } = await newPlayer(browser);
    // The game's frames (not its own tabs) get no storage, as a browser that blocks it gives them.
    await context.addInitScript(`(() => {
      if (location.origin !== ${JSON.stringify(trio)} || window.top === window) return;
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
    })()`);
    await top.goto(`${host}/?players=3&bots=easy`);
    const frame = await gameFrame(top);
    await frame.fill('.embed-new input[name=name]', 'Visitor');
    await frame.click('.embed-new button[type=submit]');
    await frame.waitForSelector('.table');
    const seat = await frame.getAttribute('.table', 'data-viewer');
    const keep = await frame.waitForSelector('.embed-keep a');
    const link = (await keep.getAttribute('href')) ?? '';
    expect(link).toMatch(/\/g\/[a-z0-9]+#seat=[0-9a-f]{32}$/);
    expect(await frame.textContent('.embed-keep')).toContain(BAR.en.keepSeatNote);
    // After a reload of the host page the frame has forgotten the seat; the tab keeps it.
    await top.reload();
    await (await gameFrame(top)).waitForSelector('.embed-new');
    const tab = await context.newPage();
    await tab.goto(link);
    // A tab of its own knows no name yet: it asks for one, then gives the seat back.
    await tab.waitForSelector('.name-gate input[name=name], .table');
    if (await tab.locator('.name-gate input[name=name]').count()) {
      await tab.fill('.name-gate input[name=name]', 'Visitor');
      await tab.click('.name-gate button[type=submit]');
    }
    await tab.waitForSelector('.table');
    expect(await tab.getAttribute('.table', 'data-viewer')).toBe(seat);
    await context.close();
  });

  it('offers Share in the lobby only where the frame may use web-share; data-share="1" lets it', async () => {
    const refused = await lobbyButtons(false, '');
    expect(refused.allow).not.toContain('web-share');
    expect(refused.buttons).not.toContain('Share');
    expect(refused.buttons).toContain('Copy');
    const allowed = await lobbyButtons(true, '&share=1');
    expect(allowed.allow.split(';').map((s) => s.trim())).toContain('web-share');
    expect(allowed.buttons).toContain('Share');
  });
});
