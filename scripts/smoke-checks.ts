import WebSocket from 'ws';
import { parseServerMessage, type ServerMessage } from '../shared/protocol';

/**
 * The check to run after a deploy (docs/deploying.md, `npm run smoke -- --url https://…`): the
 * health route, the pages' and bundles' headers, a room made over HTTP and joined over WebSocket
 * by two players, and the embed's files. Each check is one line of the report; none is skipped
 * after an earlier one failed (they are independent, but the socket checks need the room).
 * It makes one room, a lobby nobody starts: the room deletes itself after 24 h.
 */

/** One check's outcome: what was checked, and why it failed (absent when it passed). */
export interface SmokeResult {
  check: string;
  failure?: string;
}

/** How long one socket may take to answer (ms): a deploy's first request may wake a cold isolate. */
const SOCKET_WAIT_MS = 15_000;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Throws `message` unless `ok`. */
function expect(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** A header's value, or a failure naming it. */
function header(res: Response, name: string): string {
  const value = res.headers.get(name);
  if (value === null) throw new Error(`no ${name} header`);
  return value;
}

/** The security headers every answer of the Worker carries (worker/http/security.ts). */
function secured(res: Response): void {
  expect(header(res, 'x-content-type-options') === 'nosniff', 'X-Content-Type-Options is not nosniff');
  expect(header(res, 'content-security-policy').includes('frame-ancestors'), 'CSP has no frame-ancestors');
  expect(header(res, 'strict-transport-security').startsWith('max-age='), 'no HSTS');
}

/** A socket to `url` that collects the server's messages. */
class Player {
  private readonly ws: WebSocket;
  private readonly messages: ServerMessage[] = [];
  private readonly opened: Promise<void>;
  private wake: () => void = () => undefined;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
      this.ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade answered ${res.statusCode}`)),
      );
    });
    this.ws.on('message', (data) => {
      const parsed = parseServerMessage(String(data));
      if (parsed.ok) this.messages.push(parsed.message);
      this.wake();
    });
  }

  async join(name: string, token?: string): Promise<Extract<ServerMessage, { type: 'welcome' }>> {
    await this.opened;
    this.ws.send(
      JSON.stringify(
        token ? { type: 'join', protocol: 1, name, token } : { type: 'join', protocol: 1, name },
      ),
    );
    return this.next('welcome');
  }

  /** The first message of `type` matching `match`, within `SOCKET_WAIT_MS`. */
  async next<T extends ServerMessage['type']>(
    type: T,
    match: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + SOCKET_WAIT_MS;
    for (;;) {
      const found = this.messages.find(
        (m): m is Extract<ServerMessage, { type: T }> => m.type === type && match(m as never),
      );
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} message within ${SOCKET_WAIT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  close(): void {
    this.ws.close(1000, 'smoke check done');
  }
}

/** Runs every check against the deployment at `base` (its origin), in order. */
export async function runSmoke(base: URL): Promise<SmokeResult[]> {
  const results: SmokeResult[] = [];
  const at = (path: string) => new URL(path, base).href;
  const check = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
      results.push({ check: name });
    } catch (error) {
      results.push({ check: name, failure: error instanceof Error ? error.message : String(error) });
    }
  };
  let bundle: string | null = null;
  let room: { id: string; token: string } | null = null;

  await check('GET /api/health answers { ok: true } with the security headers', async () => {
    const res = await fetch(at('/api/health'));
    expect(res.status === 200, `status ${res.status}`);
    expect(((await res.json()) as { ok?: unknown }).ok === true, 'body is not { ok: true }');
    secured(res);
  });
  await check('the home page is revalidated on every visit and varies by language', async () => {
    const res = await fetch(at('/'));
    expect(res.status === 200, `status ${res.status}`);
    expect(header(res, 'cache-control') === 'no-cache', `Cache-Control ${res.headers.get('cache-control')}`);
    expect(header(res, 'vary').includes('Accept-Language'), 'no Vary: Accept-Language');
    secured(res);
    bundle = (await res.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? null;
    expect(bundle !== null, 'the page names no /assets/ bundle');
  });
  await check('a bundle that exists is immutable; a missing one is a 404 nobody keeps', async () => {
    expect(bundle !== null, 'no bundle to check (the home page failed)');
    const res = await fetch(at(bundle ?? ''));
    expect(res.status === 200, `${bundle}: status ${res.status}`);
    expect(
      header(res, 'cache-control') === IMMUTABLE,
      `${bundle}: Cache-Control ${res.headers.get('cache-control')}`,
    );
    const missing = await fetch(at('/assets/smoke-check-missing.js'));
    expect(missing.status === 404, `missing bundle: status ${missing.status}`);
    expect(
      !(missing.headers.get('cache-control') ?? '').includes('immutable'),
      'a missing bundle is immutable',
    );
  });
  await check('POST /api/games makes a room; GET /api/games/:id shows it', async () => {
    const res = await fetch(at('/api/games'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        players: 3,
        mode: 'simple',
        teams: false,
        log: 'classic',
        name: 'Smoke',
        seat: 0,
      }),
    });
    expect(res.status === 201, `status ${res.status}`);
    const created = (await res.json()) as { id?: unknown; token?: unknown };
    expect(typeof created.id === 'string' && typeof created.token === 'string', 'no id or token');
    room = { id: String(created.id), token: String(created.token) };
    const summary = await fetch(at(`/api/games/${room.id}`));
    expect(summary.status === 200, `summary: status ${summary.status}`);
    expect(!(await summary.text()).includes(room.token), 'the summary carries the token');
  });
  await check('two players join the room over WebSocket: the creator is host and both are seen', async () => {
    expect(room !== null, 'no room (the creation failed)');
    const { id, token } = room ?? { id: '', token: '' };
    const ws = at(`/api/games/${id}/ws`).replace(/^http/, 'ws');
    const creator = new Player(ws);
    const guest = new Player(ws);
    try {
      const welcome = await creator.join('Smoke', token);
      expect(welcome.host && welcome.seat === 0, 'the creator is not the seated host');
      const other = await guest.join('Guest');
      expect(!other.host, 'the guest is host');
      await creator.next('room', (m) => m.spectators === 1);
    } finally {
      creator.close();
      guest.close();
    }
  });
  await check('the embed loader and oEmbed answer other sites', async () => {
    const loader = await fetch(at('/embed.js'));
    expect(loader.status === 200, `embed.js: status ${loader.status}`);
    expect(header(loader, 'cross-origin-resource-policy') === 'cross-origin', 'embed.js is not cross-origin');
    expect(room !== null, 'no room for oEmbed (the creation failed)');
    const url = at(`/g/${room?.id ?? ''}`);
    const card = await fetch(at(`/api/oembed?url=${encodeURIComponent(url)}&format=json`));
    expect(card.status === 200, `oEmbed: status ${card.status}`);
    expect(header(card, 'access-control-allow-origin') === '*', 'oEmbed has no CORS');
  });
  return results;
}
