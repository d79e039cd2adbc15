import type { Browser, Frame, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, newPlayer } from './browser';
import { playSoloToEnd } from './driver';
import { type HostSite, startStaticSite } from './host-page';
import { Memory, seeded } from './memory';
import { type Server, startServer } from './server';

/**
 * The embed's postMessage API (docs/embedding.md) against pages of two other origins, A and B:
 * who may command the frame and whom it talks to, `set_name` and its validation, and the
 * `game_over` event of a game played to its end. Each page records every message it receives in
 * `window.got` as `{ origin, fromTrio, data }` (data as JSON).
 *
 * "Nothing happened" is never waited for with a clock: each ignored command is followed by a
 * barrier (a message the frame posts to itself, queued behind it) or by a valid command from the
 * real parent that must take effect, and the checks run after that.
 */

/** One host site: `/top?embed=<url>&sibling=<url>` frames the embed (`#trio`) and a sibling; `/blank`. */
function page(url: URL): string {
  const embed = url.searchParams.get('embed') ?? '';
  const sibling = url.searchParams.get('sibling');
  const record = `<script>
  window.got = [];
  window.addEventListener('message', (e) => {
    const trio = document.getElementById('trio');
    window.got.push({ origin: e.origin, fromTrio: !!trio && e.source === trio.contentWindow, data: JSON.stringify(e.data) });
  });
</script>`;
  if (url.pathname === '/blank') return `<!doctype html><meta charset="utf-8"><title>blank</title>${record}`;
  return `<!doctype html><meta charset="utf-8"><title>host</title>${record}
<iframe id="trio" src="${embed.replaceAll('"', '&quot;')}" style="width:800px;height:760px;border:0"></iframe>
${sibling ? `<iframe id="sibling" src="${sibling.replaceAll('"', '&quot;')}"></iframe>` : ''}`;
}

function startSite(): Promise<HostSite> {
  return startStaticSite((url) => (url.pathname === '/top' || url.pathname === '/blank' ? page(url) : null));
}

interface Got {
  origin: string;
  fromTrio: boolean;
  data: string;
}

const GotSchema = v.array(v.object({ origin: v.string(), fromTrio: v.boolean(), data: v.string() }));

async function got(where: Page | Frame): Promise<Got[]> {
  return v.parse(GotSchema, await where.evaluate('window.got'));
}

/** The trio messages a page received, parsed. */
async function trioMessages(where: Page | Frame): Promise<Record<string, unknown>[]> {
  return (await got(where)).flatMap((m) => {
    const data: unknown = JSON.parse(m.data);
    return typeof data === 'object' && data !== null && 'source' in data && data.source === 'trio'
      ? [data as Record<string, unknown>]
      : [];
  });
}

/**
 * Resolves once a message `where` posts to itself has been delivered: every message posted to
 * it before (from any frame of this page, one renderer) has been handled by then.
 */
async function barrier(where: Page | Frame): Promise<void> {
  await where.evaluate(`new Promise((done) => {
    const key = 'barrier:' + Math.random();
    window.addEventListener('message', function once(e) {
      if (e.data !== key) return;
      window.removeEventListener('message', once);
      done(true);
    });
    window.postMessage(key, '*');
  })`);
}

/** Posts each message to the embed (`#trio` of the top page) from `from`: the top page or a frame. */
async function postToEmbed(from: Page | Frame, messages: unknown[]): Promise<void> {
  await from.evaluate(`(() => {
    const target = window.parent === window ? document.getElementById('trio').contentWindow : window.parent.frames[0];
    for (const m of ${JSON.stringify(messages)}) target.postMessage(m, '*');
  })()`);
}

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const handle = await page.waitForSelector(selector);
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`no frame at ${selector}`);
  return frame;
}

/** Starts the embedded game against easy bots as "Visitor"; returns the room id. */
async function startEmbedded(frame: Frame): Promise<string> {
  await frame.fill('.embed-new input[name=name]', 'Visitor');
  await frame.click('.embed-new button[type=submit]');
  await frame.waitForSelector('.table');
  return new URL(frame.url()).pathname.split('/')[2] ?? '';
}

const SummarySchema = v.object({
  host: v.nullable(v.string()),
  seats: v.array(v.object({ player: v.nullable(v.string()), name: v.nullable(v.string()) })),
});

const PublicSeatsSchema = v.array(v.object({ name: v.nullable(v.string()) }));

async function summary(server: Server, id: string): Promise<v.InferOutput<typeof SummarySchema>> {
  const res = await fetch(`${server.url}/api/games/${id}`);
  return v.parse(SummarySchema, await res.json());
}

const theme = async (frame: Frame): Promise<unknown> =>
  frame.evaluate('document.documentElement.dataset.theme');
const storedName = async (frame: Frame): Promise<unknown> =>
  frame.evaluate('localStorage.getItem("trio:name")');

/** Waits until the top page has received a `room` event in which some seat is named `name`. */
async function waitForSeatNamed(top: Page, name: string): Promise<void> {
  await top.waitForFunction(
    `window.got.some((m) => { const d = JSON.parse(m.data); return m.fromTrio && d && d.type === 'room' && d.room.seats.some((s) => s.name === ${JSON.stringify(name)}); })`,
  );
}

describe.skipIf(!hasChromium)('the embed postMessage API', () => {
  let server: Server | undefined;
  let siteA: HostSite | undefined;
  let siteB: HostSite | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Bots move 20 ms after their turn starts, so a whole game is quick.
    server = await startServer({ BOT_DELAY_MS: '20' });
    siteA = await startSite();
    siteB = await startSite();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await siteA?.stop();
    await siteB?.stop();
    await server?.stop();
  });

  const setup = () => {
    if (!server || !siteA || !siteB || !browser) throw new Error('setup failed');
    return { server, a: siteA.url, b: siteB.url, browser };
  };
  const embedUrl = (trio: string, query: Record<string, string>) =>
    `${trio}/embed/new?${new URLSearchParams({ players: '3', bots: 'easy', theme: 'dark', ...query })}`;
  const topUrl = (site: string, embed: string, sibling?: string) =>
    `${site}/top?${new URLSearchParams({ embed, ...(sibling ? { sibling } : {}) })}`;

  it('a top page of origin B framing an embed meant for A can neither command it nor hear it', async () => {
    const { server, a, b, browser } = setup();
    const { page } = await newPlayer(browser);
    await page.goto(topUrl(b, embedUrl(server.url, { parent: a })));
    const frame = await frameOf(page, '#trio');
    const id = await startEmbedded(frame);
    expect(new URL(frame.url()).searchParams.get('parent')).toBe(a);

    await postToEmbed(page, [
      { type: 'set_theme', theme: 'light' },
      { type: 'set_name', name: 'Mallory' },
    ]);
    await barrier(frame);
    expect(await theme(frame)).toBe('dark');
    expect(await storedName(frame)).toBe('Visitor');
    expect((await summary(server, id)).seats.map((s) => s.name)).toContain('Visitor');

    // The frame has posted ready, room, turn and resize by now, all addressed to A: B got none.
    await barrier(page);
    expect(await trioMessages(page)).toEqual([]);
    expect((await got(page)).filter((m) => m.fromTrio || m.origin === server.url)).toEqual([]);
  });

  it('a sibling frame of origin B cannot command the embed; its parent A can', async () => {
    const { server, a, b, browser } = setup();
    const { page } = await newPlayer(browser);
    await page.goto(topUrl(a, embedUrl(server.url, { parent: a }), `${b}/blank`));
    const frame = await frameOf(page, '#trio');
    const sibling = await frameOf(page, '#sibling');
    const id = await startEmbedded(frame);

    await postToEmbed(sibling, [
      { type: 'set_theme', theme: 'light' },
      { type: 'set_name', name: 'Mallory' },
    ]);
    // Then the real parent renames the player: once that shows, the sibling's messages were handled.
    await postToEmbed(page, [{ type: 'set_name', name: 'Alice' }]);
    await waitForSeatNamed(page, 'Alice');
    expect(await theme(frame)).toBe('dark');
    expect(await storedName(frame)).toBe('Alice');
    const seen = await trioMessages(page);
    expect(JSON.stringify(seen)).not.toContain('Mallory');
    expect((await summary(server, id)).seats.map((s) => s.name)).toContain('Alice');
    // The sibling heard nothing from the embed either.
    await barrier(sibling);
    expect(await trioMessages(sibling)).toEqual([]);

    await postToEmbed(page, [{ type: 'set_theme', theme: 'light' }]);
    await frame.waitForSelector('html[data-theme="light"]');
  });

  it('without parent= the embed posts to any parent but obeys only window.parent', async () => {
    const { server, a, browser } = setup();
    const { page } = await newPlayer(browser);
    // The sibling is of the parent's own origin: only the source window tells them apart.
    await page.goto(topUrl(a, embedUrl(server.url, {}), `${a}/blank`));
    const frame = await frameOf(page, '#trio');
    const sibling = await frameOf(page, '#sibling');
    await startEmbedded(frame);
    expect(new URL(frame.url()).searchParams.has('parent')).toBe(false);
    await waitForSeatNamed(page, 'Visitor');

    await postToEmbed(sibling, [
      { type: 'set_theme', theme: 'light' },
      { type: 'set_name', name: 'Mallory' },
    ]);
    await postToEmbed(page, [{ type: 'set_name', name: 'Alice' }]);
    await waitForSeatNamed(page, 'Alice');
    expect(await theme(frame)).toBe('dark');
    expect(await storedName(frame)).toBe('Alice');
    expect(JSON.stringify(await trioMessages(page))).not.toContain('Mallory');
  });

  it('set_name renames the player at the table; invalid names are ignored', async () => {
    const { server, a, browser } = setup();
    const { page } = await newPlayer(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(topUrl(a, embedUrl(server.url, { parent: a })));
    const frame = await frameOf(page, '#trio');
    const id = await startEmbedded(frame);

    const invalid = [
      '',
      '   ',
      'x'.repeat(25),
      'Bell\u0007name',
      'Two\nlines',
      'Tab\tbed',
      'Zero\u200bwidth',
      'Del\u007fete',
    ];
    await postToEmbed(page, [
      ...invalid.map((name) => ({ type: 'set_name', name })),
      { type: 'set_name', name: 42 },
      { type: 'set_name', name: null },
      { type: 'set_name' },
      { type: 'set_name', name: ['Array'] },
      'set_name',
      null,
      // The last one is valid: trimmed, it renames the player.
      { type: 'set_name', name: '  Zed  ' },
    ]);
    await waitForSeatNamed(page, 'Zed');
    expect(await storedName(frame)).toBe('Zed');
    const room = await summary(server, id);
    const seat = room.seats.findIndex((s) => s.name === 'Zed');
    expect(seat).toBeGreaterThanOrEqual(0);
    // Nothing invalid ever reached the room (every room event names Visitor, Zed or a bot).
    const names = new Set(
      (await trioMessages(page))
        .flatMap((m) =>
          m.type === 'room' ? v.parse(PublicSeatsSchema, (m.room as { seats: unknown }).seats) : [],
        )
        .map((s) => s.name),
    );
    for (const name of names) expect(name === null || /^(Visitor|Zed|Bot \d)$/.test(name)).toBe(true);

    // The longest valid name (24 characters) is taken as it is.
    await postToEmbed(page, [{ type: 'set_name', name: 'y'.repeat(24) }]);
    await waitForSeatNamed(page, 'y'.repeat(24));
    expect((await summary(server, id)).seats[seat]?.name).toBe('y'.repeat(24));
    // The frame still plays: its table is there and answers.
    expect(await frame.locator('.table').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a game played to its end reaches the parent as game_over with public facts only', async () => {
    const { server, a, browser } = setup();
    const { page } = await newPlayer(browser);
    await page.goto(topUrl(a, embedUrl(server.url, { parent: a, mode: 'spicy' })));
    const frame = await frameOf(page, '#trio');
    const id = await startEmbedded(frame);
    const token: unknown = await frame.evaluate(`localStorage.getItem('trio:token:${id}')`);
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    // The driver reads and clicks through a Page's evaluate, waitForSelector and click: a Frame has them too.
    const player = frame as unknown as Page;
    await playSoloToEnd(player, new Memory(seeded(6)));
    await page.waitForFunction(
      `window.got.some((m) => m.fromTrio && JSON.parse(m.data)?.type === 'game_over')`,
    );

    const seen = await trioMessages(page);
    const overs = seen.filter((m) => m.type === 'game_over');
    expect(overs).toHaveLength(1);
    const over = v.parse(
      v.strictObject({
        source: v.literal('trio'),
        type: v.literal('game_over'),
        game: v.literal(1),
        seats: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2))), v.minLength(1)),
        names: v.array(v.nullable(v.string())),
        reason: v.picklist(['connected_trios', 'trio_of_sevens']),
      }),
      overs[0],
    );
    // The names are those of the winning seats, as the room shows them.
    const room = await summary(server, id);
    expect(over.names).toEqual(over.seats.map((s) => room.seats[s]?.name ?? null));
    expect(seen.findLast((m) => m.type === 'room')).toMatchObject({ room: { status: 'over' } });

    // Nothing the page received carries the hand, the token or a player id.
    const raw = (await got(page)).map((m) => m.data).join('\n');
    expect(raw).not.toContain(String(token));
    for (const p of [room.host, ...room.seats.map((s) => s.player)]) if (p) expect(raw).not.toContain(p);
    expect(raw).not.toMatch(/"(hand|hands|token|player|viewer|offered|swap|host)"/);

    // "New game" keeps the frame an embed: the embed's own start, with the same settings; the new
    // room's game (numbered 1 again) starts with a log of its own, and posts its own facts.
    const before = new URL(frame.url());
    await frame.click('.game-over button:has-text("New game")');
    await frame.waitForSelector('.embed-new');
    const fresh = new URL(frame.url());
    expect([fresh.pathname, fresh.search]).toEqual(['/embed/new', before.search]);
    expect(await frame.textContent('.embed-new .hint')).toMatch(/Against 2 bots \(easy\)/i);
    await frame.click('.embed-new button[type=submit]');
    await frame.waitForSelector('.table.my-turn');
    const next = new URL(frame.url()).pathname.split('/')[2] ?? '';
    expect(next).not.toBe(id);
    expect(new URL(frame.url()).search).toBe(before.search);
    expect(await frame.locator('.page.home, .topbar').count()).toBe(0);
    expect(await frame.locator('.log-list li:has-text("won the game")').count()).toBe(0);
    await page.waitForFunction(
      `window.got.some((m) => { const d = JSON.parse(m.data); return m.fromTrio && d?.type === 'room' && d.room.id === ${JSON.stringify(next)} && d.room.status === 'playing'; })`,
    );
    // Played to its end, that game 1 reaches the page as a game_over of its own.
    await playSoloToEnd(player, new Memory(seeded(7)));
    await page.waitForFunction(
      `window.got.filter((m) => m.fromTrio && JSON.parse(m.data)?.type === 'game_over').length === 2`,
    );
    const second = (await trioMessages(page)).filter((m) => m.type === 'game_over')[1];
    const nextRoom = await summary(server, next);
    expect(second).toMatchObject({ game: 1 });
    const seats = (second as { seats: number[] }).seats;
    expect((second as { names: unknown }).names).toEqual(seats.map((s) => nextRoom.seats[s]?.name ?? null));
  });

  it("the page's name suggestion is validated like set_name", async () => {
    const { server, a, browser } = setup();
    const suggested = async (name: string) => {
      const { context, page } = await newPlayer(browser);
      await page.goto(topUrl(a, embedUrl(server.url, { parent: a, name })));
      const value = await (await frameOf(page, '#trio')).inputValue('.embed-new input[name=name]');
      await context.close();
      return value;
    };
    // A name the server refuses would leave the visitor's join unanswered ("Connecting…" forever).
    expect(await suggested('Bell\u0007name')).toBe('');
    expect(await suggested('x'.repeat(25))).toBe('');
    expect(await suggested('  Ana ')).toBe('Ana');
  });
});
